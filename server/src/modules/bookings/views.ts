import type { BookingView } from '@slotmap/domain/booking-view';
import type { Db } from '../../db/connection.ts';
import { type BookingParts, commentsOf } from './data.ts';
import { presentBooking } from './present.ts';

/** Bookings as the API answers them, each with its comments (one query for all of them). */
export async function bookingViews(db: Db, parts: BookingParts[]): Promise<BookingView[]> {
  const comments = await commentsOf(
    db,
    parts.map((p) => p.booking.id),
  );
  return parts.map((p) => presentBooking(p, comments));
}
