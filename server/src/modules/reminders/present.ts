import type { ReminderView } from '@slotmap/domain/reminders';
import type { UserRow } from '../../http/auth.ts';
import type { ReminderRow } from '../../db/schema/reminders.ts';

/** One reminder as the booking's two parties see it: its offset and id stay on the server. */
export function presentReminder(r: ReminderRow): ReminderView {
  return {
    channel: r.channel,
    due_at: r.dueAt.toISOString(),
    state: r.state,
    sent_at: r.sentAt?.toISOString() ?? null,
    error: r.error,
  };
}

/** The account's reminder choices (PUT /users/me/reminders answers with them). */
export function presentReminderSettings(u: Pick<UserRow, 'reminderTexts' | 'reminderMails'>) {
  return { reminder_texts: u.reminderTexts, reminder_mails: u.reminderMails };
}
