import { z } from 'zod';
import type { IntakeAnswer } from './bookings.ts';
import { intakeFieldViewSchema, locationViewSchema } from './company-view.ts';
import { WEEKDAYS } from './hours.ts';
import { REMINDER_CHANNELS, REMINDER_STATES } from './reminders.ts';
import { reviewViewSchema } from './review-view.ts';
import { FIELD_TYPES } from './services.ts';
import type { SlotDay } from './slots.ts';
import { msgViewSchema, sameShape, writesAs } from './view-schema.ts';

/**
 * The JSON shapes of the booking calls, as schemas (view-schema.ts); the server presents and
 * serializes them and the web app reads their types.
 */

export const commentViewSchema = z.object({
  _id: z.string(),
  text: z.string(),
  /** The author's full name and avatar, as the thread shows them. */
  name: z.string(),
  avatar: z.string().nullable(),
  /** Null once the author deleted the account. */
  user: z.string().nullable(),
  date: z.string(),
  attachments: z.array(z.string()),
});
export type CommentView = z.output<typeof commentViewSchema>;

/** An intake answer as given: text, the options chosen, a slider's number, image addresses. */
export const intakeAnswerViewSchema = writesAs<IntakeAnswer>()(
  z.object({
    field_label: z.string(),
    field_type: z.enum(FIELD_TYPES),
    value: z.union([z.string(), z.array(z.string()), z.number()]),
  }),
);

/** One reminder of a booking, as `GET /bookings/{id}` carries it. */
export const reminderViewSchema = z.object({
  channel: z.enum(REMINDER_CHANNELS),
  /** ISO instant it is (or was) due. */
  due_at: z.string(),
  state: z.enum(REMINDER_STATES),
  /** When it was handed over for delivery; null until then. */
  sent_at: z.string().nullable(),
  /** Why it failed or was cancelled; null otherwise. */
  error: z.string().nullable(),
});
export type ReminderView = z.output<typeof reminderViewSchema>;

/** One move of a booking: from which start to which, by which side, when. */
export const bookingMoveViewSchema = z.object({
  /** ISO instants of the old and the new start. */
  from_start: z.string(),
  to_start: z.string(),
  /** The old and new start as the business's local date and minutes from local midnight. */
  from_date: z.string(),
  from_time: z.number(),
  to_date: z.string(),
  to_time: z.number(),
  by: z.enum(['customer', 'business']),
  at: z.string(),
});
export type BookingMoveView = z.output<typeof bookingMoveViewSchema>;

export const bookingViewSchema = z.object({
  _id: z.string(),
  /**
   * The customer. `_id` is null once they deleted the account: the name then reads
   * 'Deleted user' and e-mail and phone are empty.
   */
  user: z.object({
    _id: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  /**
   * The business. `_id` is null once it was deleted: the name and time zone are those it had when
   * booked, phone and e-mail are empty and there is no location (nor a page to link to).
   */
  company: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    phone: z.string(),
    email: z.string(),
    location: locationViewSchema.nullable(),
    time_zone: z.string(),
    /** The owner's id (null when unclaimed or deleted). */
    user: z.string().nullable(),
  }),
  service: z.object({
    _id: z.string().nullable(),
    name: z.string(),
    description: z.string(),
    intakeForm: z.array(intakeFieldViewSchema),
  }),
  /** The business's local date and minutes from local midnight, as chosen. */
  start_date: z.string(),
  start_time: z.number(),
  /** Minutes. */
  duration: z.number(),
  /** ISO instants of the appointment. */
  start: z.string(),
  end: z.string(),
  text: z.string(),
  intakeForm: z.array(intakeAnswerViewSchema),
  comments: z.array(commentViewSchema),
  user_calender: z.string().nullable(),
  business_calender: z.string().nullable(),
  /** Set when cancelled: when, and the reason given. */
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  date_created: z.string(),
  /** The booking's moves to another time, oldest first (docs/decisions/053). */
  moves: z.array(bookingMoveViewSchema),
  /** Its reminders, soonest first (docs/decisions/057). */
  reminders: z.array(reminderViewSchema),
  /**
   * The visit's review once its customer wrote one, as the business page shows it (decision 058;
   * `mine` and `booking` are left unset here): null before that, and once Slotmap hid it.
   */
  review: reviewViewSchema.nullable(),
});
export type BookingView = z.output<typeof bookingViewSchema>;

/** GET /bookings, the appointment lists. */
export const bookingListViewSchema = z.array(bookingViewSchema);

/** A day of one service's slots, as slots.ts makes it. */
const slotDayViewSchema = sameShape<SlotDay>()(
  z.object({
    date: z.string(),
    weekday: z.enum(WEEKDAYS),
    slots: z.array(
      z.object({
        start_time: z.number(),
        start: z.number(),
        unavailable: z.enum(['past', 'notice', 'booked']).nullable(),
      }),
    ),
  }),
);

/** GET /company/{id}/slots: the bookable days of one service. */
export const slotsViewSchema = z.object({
  service: z.string(),
  duration: z.number(),
  time_zone: z.string(),
  days: z.array(slotDayViewSchema),
});
export type SlotsView = z.output<typeof slotsViewSchema>;

/** DELETE /bookings, POST /bookings/{companyId}: the history cleared, and how many went. */
export const historyClearedViewSchema = msgViewSchema.extend({ cleared: z.number() });

/** An intake answer kept on the account (saved-answers.ts), as GET /auth answers it. */
export const savedAnswerViewSchema = z.looseObject({
  field_name: z.string().optional(),
  field_label: z.string(),
  field_type: z.string(),
  // Kept answers come from several versions of the form: written as they were kept.
  value: z.unknown(),
  company: z.string().nullable().optional(),
  reusable: z.boolean().optional(),
});

/** PUT /auth/intakeForm */
export const savedAnswersViewSchema = z.object({
  intakeFormFields: z.array(savedAnswerViewSchema),
});
