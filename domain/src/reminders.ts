import type { ReminderView } from './booking-view.ts';

/**
 * Reminders before a booking (docs/decisions/057): the business chooses when, in minutes before
 * the start; the customer chooses how (mail, and texts only when they asked for them). Their
 * schemas are in reminders-schema.ts, so a page that only shows reminders loads no zod.
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

export const MSG_REMINDER_SETTINGS = 'Send reminder_texts or reminder_mails';

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
