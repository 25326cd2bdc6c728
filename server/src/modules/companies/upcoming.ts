import type { UpcomingBookingView, UpcomingChoice, UpcomingView } from '@slotmap/domain/upcoming';
import { and, asc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { HttpError } from '../../http/errors.ts';

/**
 * A business's active appointments that have not started yet, soonest first, with who booked
 * them: what a change to its services or hours would touch. `also` narrows them (one service).
 */
export function upcomingBookingsOf(db: Db, companyId: string, now: Date, also?: SQL) {
  return db
    .select({
      booking: bookings,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(
      and(
        eq(bookings.companyId, companyId),
        isNull(bookings.cancelledAt),
        gt(bookings.startAt, now),
        also,
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}
export type UpcomingBooking = Awaited<ReturnType<typeof upcomingBookingsOf>>[number];

/** The first appointments shown with a 409; `total` says how many there are in all. */
const SHOWN = 20;

function presentUpcoming({
  booking: b,
  firstName,
  lastName,
}: UpcomingBooking): UpcomingBookingView {
  return {
    _id: b.id,
    start: b.startAt.toISOString(),
    start_date: b.startDate,
    start_time: b.startTime,
    duration: b.duration,
    service: b.serviceName,
    // The owner sees who booked in the Appointments tab already; a deleted customer has no name.
    customer: firstName ? `${firstName} ${lastName ?? ''}`.trim() : 'Deleted user',
  };
}

export const upcomingView = (rows: UpcomingBooking[]): UpcomingView => ({
  total: rows.length,
  bookings: rows.slice(0, SHOWN).map(presentUpcoming),
});

/**
 * A change that touches appointments to come is never made silently: without the owner's choice
 * it is refused with them (409, the spec's error shape plus `upcoming`), and nothing changes.
 */
export function requireChoice(
  rows: UpcomingBooking[],
  choice: UpcomingChoice | undefined,
  message: string,
): asserts choice is UpcomingChoice {
  if (rows.length > 0 && !choice)
    throw new HttpError(409, message, { upcoming: upcomingView(rows) });
}
