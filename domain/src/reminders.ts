import type { ReminderView } from './booking-view.ts';
import { z } from 'zod';

/**
 * Reminders before a booking (docs/decisions/057): the business chooses when, in minutes before
 * the start; the customer chooses how (mail, and texts only when they asked for them).
 */

export const DEFAULT_REMINDER_OFFSETS = [1440, 120];
export const REMINDER_OFFSETS_MAX = 5;
/** 15 minutes to 7 days before the start. */
export const REMINDER_OFFSET_MIN = 15;
export const REMINDER_OFFSET_LIMIT = 10080;

export const MSG_REMINDER_OFFSETS_LIST =
  'Reminder times must be a list of minutes before the start';
export const MSG_REMINDER_OFFSET =
  'Each reminder must be a whole number of minutes from 15 (15 minutes) to 10080 (7 days) before the start';
export const MSG_REMINDER_OFFSETS_MAX = `At most ${REMINDER_OFFSETS_MAX} reminders`;
export const MSG_REMINDER_OFFSETS_DUPLICATE = 'Each reminder time may be chosen only once';

/** The company's `reminder_offsets`, kept largest first (the earliest reminder first). */
export const reminderOffsetsField = z
  .array(
    z
      .number(MSG_REMINDER_OFFSET)
      .int(MSG_REMINDER_OFFSET)
      .min(REMINDER_OFFSET_MIN, MSG_REMINDER_OFFSET)
      .max(REMINDER_OFFSET_LIMIT, MSG_REMINDER_OFFSET),
    MSG_REMINDER_OFFSETS_LIST,
  )
  .max(REMINDER_OFFSETS_MAX, MSG_REMINDER_OFFSETS_MAX)
  .refine((list) => new Set(list).size === list.length, MSG_REMINDER_OFFSETS_DUPLICATE)
  .transform((list) => [...list].sort((a, b) => b - a));

export const MSG_REMINDER_SETTINGS = 'Send reminder_texts or reminder_mails';

/** PUT /users/me/reminders: either channel on or off. */
export const reminderSettingsSchema = z
  .object({
    reminder_texts: z.boolean('reminder_texts must be true or false').optional(),
    reminder_mails: z.boolean('reminder_mails must be true or false').optional(),
  })
  .refine((b) => b.reminder_texts !== undefined || b.reminder_mails !== undefined, {
    message: MSG_REMINDER_SETTINGS,
  });
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

export const REMINDER_CHANNELS = ['mail', 'text'] as const;
export const REMINDER_STATES = ['scheduled', 'sent', 'failed', 'cancelled'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];
export type ReminderState = (typeof REMINDER_STATES)[number];

export type { ReminderView };

/** "1 day", "2 hours", "1 day 30 minutes": an offset as a person reads it. */
export function offsetLabel(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  const part = (n: number, unit: string) => (n === 0 ? [] : [`${n} ${unit}${n === 1 ? '' : 's'}`]);
  return [...part(days, 'day'), ...part(hours, 'hour'), ...part(mins, 'minute')].join(' ');
}
