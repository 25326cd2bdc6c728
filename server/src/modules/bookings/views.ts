import type { BookingView } from '@slotmap/domain/booking-view';
import type { Db } from '../../db/connection.ts';
import type { EventHub } from '../../jobs/events.ts';
import type { SignUrl } from '../../integrations/uploads/signing.ts';
import { type BookingParts, commentsOf, movesOf } from './data.ts';
import { presentBooking } from './present.ts';

/**
 * Bookings as the API answers them, each with its comments (one query for all of them), for a
 * reader allowed to see them: `sign` gives that reader working addresses for the images.
 */
export async function bookingViews(
  db: Db,
  parts: BookingParts[],
  sign: SignUrl,
  events: EventHub,
): Promise<BookingView[]> {
  const ids = parts.map((p) => p.booking.id);
  const [comments, moves, others] = await Promise.all([
    commentsOf(db, ids),
    movesOf(db, ids),
    // What other modules add to a booking's answer (its reminders), without bookings/ importing them.
    events.bookingViewParts(db, ids),
  ]);
  return parts.map((p) => ({
    ...presentBooking(p, comments, sign, moves),
    ...others.get(p.booking.id),
  }));
}

/**
 * A booking just made, as POST /bookings answers it: it has no comments and no moves yet, so only
 * what other modules add (its reminders) is read.
 */
export async function newBookingView(
  db: Db,
  parts: BookingParts,
  sign: SignUrl,
  events: EventHub,
): Promise<BookingView> {
  const others = await events.bookingViewParts(db, [parts.booking.id]);
  return { ...presentBooking(parts, [], sign, []), ...others.get(parts.booking.id) };
}
