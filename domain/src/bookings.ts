import { z } from 'zod';
import { FIELD_TYPES } from './services.ts';

/** Requests and messages of the booking calls (spec consumer §3, §5, §7). */

export const MSG_BOOKING_NOT_FOUND = 'Booking not found';
export const MSG_SLOT_TAKEN = 'This time has just been booked. Please choose another time.';
export const MSG_SLOT_PAST = 'This time has already passed. Please choose another time.';
export const MSG_SLOT_NOT_OFFERED = 'The business does not offer this time. Please choose another.';
export const MSG_OUTSIDE_WINDOW = 'Please choose a date from today up to 90 days ahead.';
export const MSG_NOT_ONLINE = 'This service cannot be booked online.';
export const MSG_REASON_REQUIRED = 'Please enter the reason';
export const MSG_HISTORY_CLEARED = 'Appointment History Cleared';
export const MSG_ONLY_FUTURE = 'Only appointments that have not started can be cancelled.';
export const MSG_COMMENT_REQUIRED = 'Comment text is required';
export const MSG_SERVICE_BOOKED =
  'This service has upcoming bookings and cannot be changed until they are over or cancelled.';
export const TEXT_MAX = 1000;
export const COMMENT_MAX = 2000;
export const ATTACHMENTS_MAX = 5;

const uuid = (msg: string) => z.string(msg).regex(/^[0-9a-f-]{36}$/i, msg);

/** An intake answer: checkbox answers are lists, sliders numbers, files upload URLs. */
export const intakeAnswerSchema = z.object({
  field_label: z.string().trim().min(1).max(200),
  field_type: z.enum(FIELD_TYPES),
  value: z.union([
    z.string().max(2000),
    z.number().finite(),
    z.boolean(),
    z.array(z.string().max(2000)).max(50),
  ]),
});
export type IntakeAnswer = z.infer<typeof intakeAnswerSchema>;

export const newBookingSchema = z.object({
  company: uuid('Please choose a business'),
  service: uuid('Please choose a service'),
  start_date: z.iso.date('Please choose a date'),
  start_time: z
    .number('Please choose a time')
    .int('Please choose a time')
    .min(0, 'Please choose a time')
    .max(1439, 'Please choose a time'),
  text: z.string().trim().max(TEXT_MAX, `Notes can be at most ${TEXT_MAX} characters`).default(''),
  intakeForm: z.array(intakeAnswerSchema).max(50).default([]),
});
export type NewBooking = z.output<typeof newBookingSchema>;

export const cancelBookingSchema = z.object({
  reason: z.string(MSG_REASON_REQUIRED).trim().min(1, MSG_REASON_REQUIRED).max(500),
});

export const calendarIdsSchema = z
  .object({
    user_calender: z.string().trim().min(1).max(500).optional(),
    business_calender: z.string().trim().min(1).max(500).optional(),
  })
  .refine((b) => b.user_calender !== undefined || b.business_calender !== undefined, {
    message: 'Send user_calender or business_calender',
  });

export const newCommentSchema = z.object({
  text: z.string(MSG_COMMENT_REQUIRED).trim().min(1, MSG_COMMENT_REQUIRED).max(COMMENT_MAX),
  UploadImage: z
    .array(z.string().max(300))
    .max(ATTACHMENTS_MAX, `At most ${ATTACHMENTS_MAX} attachments`)
    .default([]),
});

/** A required intake question is answered when its value is not empty. */
export function isAnswered(value: IntakeAnswer['value'] | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return true;
}
