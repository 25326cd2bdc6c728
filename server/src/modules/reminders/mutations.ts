import { phoneDigits } from '@slotmap/domain/phone';
import type { ReminderSettings } from '@slotmap/domain/reminders-schema';
import { and, eq, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { reminders } from '../../db/schema/reminders.ts';
import type { UserRow } from '../../http/auth.ts';
import type { BookingParts } from '../../jobs/events.ts';
import { followCustomer, scheduleReminders, wantedReminders } from './planned.ts';
import { MSG_BOOKING_CANCELLED, MSG_MOVED_TOO_CLOSE } from './reasons.ts';

/**
 * booking.created, in the booking's transaction: remembers the customer's answer to "Text me
 * reminders" (it came with the booking) and writes the booking's reminders. An answer that
 * changes the account's choice is the account's choice for every booking to come, so those follow
 * it too, as when it is changed on the account page.
 */
export async function planReminders(tx: Db, parts: BookingParts, now: Date): Promise<void> {
  const { customer } = parts;
  const changed = customer
    ? await tx
        .update(users)
        .set({ reminderTexts: customer.reminderTexts })
        .where(and(eq(users.id, customer.id), ne(users.reminderTexts, customer.reminderTexts)))
        .returning({ id: users.id })
    : [];
  if (customer && changed.length > 0) return followCustomer(tx, customer.id, now);
  const rows = wantedReminders(parts, now);
  if (rows.length > 0) await tx.insert(reminders).values(rows).onConflictDoNothing();
}

/**
 * booking.moved: every reminder still to be sent is due again before the new start; one whose
 * new time has passed is cancelled; those the new time makes possible are written (or brought
 * back). A reminder already sent stays sent.
 */
export async function moveReminders(tx: Db, parts: BookingParts, now: Date): Promise<void> {
  const { booking } = parts;
  await tx
    .update(reminders)
    .set({
      dueAt: sql`${booking.startAt.toISOString()}::timestamptz - make_interval(mins => ${reminders.offsetMinutes})`,
    })
    .where(and(eq(reminders.bookingId, booking.id), eq(reminders.state, 'scheduled')));
  await tx
    .update(reminders)
    .set({ state: 'cancelled', error: MSG_MOVED_TOO_CLOSE })
    .where(
      and(
        eq(reminders.bookingId, booking.id),
        eq(reminders.state, 'scheduled'),
        lte(reminders.dueAt, now),
      ),
    );
  await scheduleReminders(tx, wantedReminders(parts, now));
}

/** booking.cancelled: nothing more is sent for it. */
export async function cancelReminders(tx: Db, bookingId: string): Promise<void> {
  await tx
    .update(reminders)
    .set({ state: 'cancelled', error: MSG_BOOKING_CANCELLED })
    .where(and(eq(reminders.bookingId, bookingId), eq(reminders.state, 'scheduled')));
}

/**
 * PUT /users/me/reminders: the account's choice per channel. The bookings to come follow it at
 * once: a channel turned off cancels their scheduled reminders by it, one turned on (back) writes
 * theirs, at their businesses' offsets (decision 063).
 */
export async function saveReminderSettings(
  db: Db,
  me: UserRow,
  settings: ReminderSettings,
  now: Date,
): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        ...(settings.reminder_texts === undefined
          ? {}
          : { reminderTexts: settings.reminder_texts }),
        ...(settings.reminder_mails === undefined
          ? {}
          : { reminderMails: settings.reminder_mails }),
      })
      .where(eq(users.id, me.id))
      .returning();
    await followCustomer(tx, me.id, now);
    return row;
  });
}

/**
 * A STOP from `from` (E.164, as Twilio sends it): texts go off for every account with that
 * number, however it was typed, and their scheduled texts are cancelled. Returns how many
 * accounts it turned off.
 */
export async function stopTextsTo(db: Db, from: string, now: Date): Promise<number> {
  const digits = phoneDigits(from);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length < 7) return 0;
  const stored = sql`regexp_replace(${users.phone}, '[^0-9]', '', 'g')`;
  return db.transaction(async (tx) => {
    const turnedOff = await tx
      .update(users)
      .set({ reminderTexts: false })
      .where(
        and(
          eq(users.reminderTexts, true),
          sql`(${stored} = ${national} OR ${stored} = ${`1${national}`})`,
        ),
      )
      .returning({ id: users.id });
    for (const { id } of turnedOff) await followCustomer(tx, id, now);
    return turnedOff.length;
  });
}
