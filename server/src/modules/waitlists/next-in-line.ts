import { and, asc, eq, gt, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { bookingMoves, bookings } from '../../db/schema/bookings.ts';
import {
  type WaitlistEntryRow,
  type WaitlistOfferRow,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/waitlists.ts';

/** The freed time a chain offers, as the cancelled booking or the previous offer had it. */
export type FreedTime = Pick<
  WaitlistOfferRow,
  | 'chainId'
  | 'companyId'
  | 'serviceId'
  | 'day'
  | 'period'
  | 'startDate'
  | 'startTime'
  | 'startAt'
  | 'endAt'
>;

/**
 * Who is offered a freed time next (docs/decisions/041 and 048): the first live entry of its
 * weekday × period, in the order people joined, that was not asked in this chain yet, is not the
 * customer who freed it, and does not hold another time of that cell already — one live hold per
 * person per cell, so the other freed times of a busy cell go to the people after them.
 */
export async function nextInLine(
  tx: Db,
  time: FreedTime,
  now: Date,
): Promise<WaitlistEntryRow | undefined> {
  const asked = tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.chainId, time.chainId),
        eq(waitlistOffers.userId, waitlistEntries.userId),
      ),
    );
  const holdingThisCell = tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.userId, waitlistEntries.userId),
        eq(waitlistOffers.companyId, time.companyId),
        eq(waitlistOffers.day, time.day),
        eq(waitlistOffers.period, time.period),
        eq(waitlistOffers.state, 'held'),
        gt(waitlistOffers.heldUntil, now),
      ),
    );
  // A chain is named by the cancelled booking, or by the move that freed a booking's old time.
  const freedBy = sql`COALESCE(
    (SELECT ${bookings.userId} FROM ${bookings} WHERE ${bookings.id} = ${time.chainId}),
    (SELECT ${bookings.userId} FROM ${bookings} JOIN ${bookingMoves} ON ${bookingMoves.bookingId} = ${bookings.id}
      WHERE ${bookingMoves.id} = ${time.chainId}))`;
  const [entry] = await tx
    .select()
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.companyId, time.companyId),
        eq(waitlistEntries.day, time.day),
        eq(waitlistEntries.period, time.period),
        gt(waitlistEntries.expiresAt, now),
        or(sql`${freedBy} IS NULL`, ne(waitlistEntries.userId, freedBy)),
        notExists(asked),
        notExists(holdingThisCell),
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1);
  return entry;
}
