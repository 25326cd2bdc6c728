import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { bookingsWithParts } from './data.ts';

/** Whose appointments: a customer's own, or a business's. Each side clears its own history. */
export type Side = { customer: string } | { company: string };

/** The longest lists one answer holds (decision 024). */
export const FUTURE_LIMIT = 200;
export const PAST_LIMIT = 100;

const ofSide = (side: Side): SQL =>
  'customer' in side ? eq(bookings.userId, side.customer) : eq(bookings.companyId, side.company);

const hiddenAt = (side: Side) =>
  'customer' in side ? bookings.hiddenForUserAt : bookings.hiddenForBusinessAt;

/** In the history: the appointment has ended, or it was cancelled (whenever it was to be). */
const inHistory = (now: Date) => or(lte(bookings.endAt, now), isNotNull(bookings.cancelledAt));

function withParts(where: SQL | undefined) {
  return (db: Db) => bookingsWithParts(db).where(where);
}

/** Active appointments that have not ended yet (one in progress included), soonest first. */
export function futureAppointments(db: Db, side: Side, now: Date) {
  return withParts(and(ofSide(side), isNull(bookings.cancelledAt), gt(bookings.endAt, now)))(db)
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(FUTURE_LIMIT);
}

/** Ended and cancelled appointments this side has not cleared, latest first. */
export function pastAppointments(db: Db, side: Side, now: Date) {
  return withParts(and(ofSide(side), isNull(hiddenAt(side)), inHistory(now)))(db)
    .orderBy(desc(bookings.startAt), desc(bookings.id))
    .limit(PAST_LIMIT);
}

/**
 * Hides this side's whole history from this side only: the row, the other side's history and
 * the booking page stay as they were. Appointments still to come are not touched. Answers how
 * many rows were cleared.
 */
export async function clearHistory(db: Db, side: Side, now: Date): Promise<number> {
  const column = hiddenAt(side);
  const cleared = await db
    .update(bookings)
    .set('customer' in side ? { hiddenForUserAt: now } : { hiddenForBusinessAt: now })
    .where(and(ofSide(side), isNull(column), inHistory(now)))
    .returning({ id: bookings.id });
  return cleared.length;
}
