/** What the server accepts for reminders (docs/decisions/057); the words are in reminders.ts. */
import { z } from 'zod';
import {
  MSG_REMINDER_OFFSET,
  MSG_REMINDER_OFFSETS_DUPLICATE,
  MSG_REMINDER_OFFSETS_LIST,
  MSG_REMINDER_OFFSETS_MAX,
  MSG_REMINDER_SETTINGS,
  REMINDER_OFFSET_LIMIT,
  REMINDER_OFFSET_MIN,
  REMINDER_OFFSETS_MAX,
} from './reminders.ts';

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
