import type { IntakeFieldView, LocationView } from './company-view.ts';
import type { IntakeAnswer } from './bookings.ts';
import type { ReminderView } from './reminders.ts';
import type { ReviewView } from './reviews.ts';
import type { SlotDay } from './slots.ts';

/** The JSON shapes of the booking calls; the server presents them and the web app reads them. */

export interface CommentView {
  _id: string;
  text: string;
  /** The author's full name and avatar, as the thread shows them. */
  name: string;
  avatar: string | null;
  /** Null once the author deleted the account. */
  user: string | null;
  date: string;
  attachments: string[];
}

export interface BookingView {
  _id: string;
  /**
   * The customer. `_id` is null once they deleted the account: the name then reads
   * 'Deleted user' and e-mail and phone are empty.
   */
  user: { _id: string | null; firstName: string; lastName: string; email: string; phone: string };
  /**
   * The business. `_id` is null once it was deleted: the name and time zone are those it had when
   * booked, phone and e-mail are empty and there is no location (nor a page to link to).
   */
  company: {
    _id: string | null;
    name: string;
    phone: string;
    email: string;
    location: LocationView | null;
    time_zone: string;
    /** The owner's id (null when unclaimed or deleted). */
    user: string | null;
  };
  service: { _id: string | null; name: string; description: string; intakeForm: IntakeFieldView[] };
  /** The business's local date and minutes from local midnight, as chosen. */
  start_date: string;
  start_time: number;
  /** Minutes. */
  duration: number;
  /** ISO instants of the appointment. */
  start: string;
  end: string;
  text: string;
  intakeForm: IntakeAnswer[];
  comments: CommentView[];
  user_calender: string | null;
  business_calender: string | null;
  /** Set when cancelled: when, and the reason given. */
  cancelled_at: string | null;
  cancel_reason: string | null;
  date_created: string;
  /** The booking's moves to another time, oldest first (docs/decisions/053). */
  moves: BookingMoveView[];
  /** Its reminders, soonest first (docs/decisions/057). */
  reminders: ReminderView[];
  /**
   * The visit's review once its customer wrote one, as the business page shows it (decision 058;
   * `mine` and `booking` are left unset here): null before that, and once Slotmap hid it.
   */
  review: ReviewView | null;
}

/** One move of a booking: from which start to which, by which side, when. */
export interface BookingMoveView {
  /** ISO instants of the old and the new start. */
  from_start: string;
  to_start: string;
  /** The old and new start as the business's local date and minutes from local midnight. */
  from_date: string;
  from_time: number;
  to_date: string;
  to_time: number;
  by: 'customer' | 'business';
  at: string;
}

/** GET /company/{id}/slots: the bookable days of one service. */
export interface SlotsView {
  service: string;
  duration: number;
  time_zone: string;
  days: SlotDay[];
}
