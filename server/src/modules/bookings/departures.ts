import { and, asc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { type BookingParts, findBookingParts } from './data.ts';
import { accountDeletedEffects } from './cancelled-notices.ts';
import type { Cancellation, EventHub } from '../../jobs/events.ts';
import { cancelActiveBooking } from './mutations.ts';

/**
 * What happens to bookings when one side leaves Slotmap (docs/decisions/007): appointments still
 * to come are cancelled through the ordinary cancellation, so the time is freed and the side that
 * stays is told; the rest stay in that side's history. Called inside the deletion's transaction.
 */

export const REASON_CUSTOMER_LEFT = 'The customer deleted their account';
export const REASON_BUSINESS_CLOSED = 'The business has closed on Slotmap';

async function cancelUpcoming(
  tx: Db,
  events: EventHub,
  side: SQL,
  actorId: string,
  cancellation: Cancellation,
  now: Date,
  publicUrl: string,
): Promise<BookingParts[]> {
  const upcoming = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(side, isNull(bookings.cancelledAt), gt(bookings.startAt, now)))
    .orderBy(asc(bookings.startAt))
    .for('update');
  const cancelled: BookingParts[] = [];
  for (const { id } of upcoming) {
    const parts = await findBookingParts(tx, id);
    if (await cancelActiveBooking(tx, events, parts, actorId, cancellation, now, publicUrl))
      cancelled.push(parts);
  }
  return cancelled;
}

/**
 * A business changes what these appointments were booked for (a service it no longer offers,
 * hours it no longer keeps) and chose to cancel them: each customer hears why.
 */
export async function cancelForBusinessChange(
  tx: Db,
  events: EventHub,
  bookingIds: string[],
  actorId: string,
  reason: string,
  now: Date,
  publicUrl: string,
): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const cancelled = await cancelUpcoming(
    tx,
    events,
    inArray(bookings.id, bookingIds),
    actorId,
    { by: 'business', reason },
    now,
    publicUrl,
  );
  return cancelled.length;
}

/**
 * A customer deletes the account: each business they booked hears of the cancellation, and the
 * customer gets one mail listing them all (not one per booking). A booking whose business is gone
 * already is removed, as no one is left to see it.
 */
export async function cancelCustomerBookings(
  tx: Db,
  events: EventHub,
  userId: string,
  now: Date,
  publicUrl: string,
): Promise<number> {
  await tx.delete(bookings).where(and(eq(bookings.userId, userId), isNull(bookings.companyId)));
  const cancelled = await cancelUpcoming(
    tx,
    events,
    eq(bookings.userId, userId),
    userId,
    { by: 'customer', reason: REASON_CUSTOMER_LEFT, leaving: 'customer' },
    now,
    publicUrl,
  );
  await accountDeletedEffects(tx, cancelled);
  return cancelled.length;
}

/**
 * A business is deleted (by its owner or an admin): each customer with an appointment to come
 * hears of the cancellation. A booking whose customer is gone already is removed.
 */
export async function cancelCompanyBookings(
  tx: Db,
  events: EventHub,
  companyId: string,
  actorId: string,
  now: Date,
  publicUrl: string,
): Promise<number> {
  await tx.delete(bookings).where(and(eq(bookings.companyId, companyId), isNull(bookings.userId)));
  const cancelled = await cancelUpcoming(
    tx,
    events,
    eq(bookings.companyId, companyId),
    actorId,
    { by: 'business', reason: REASON_BUSINESS_CLOSED, leaving: 'business' },
    now,
    publicUrl,
  );
  return cancelled.length;
}
