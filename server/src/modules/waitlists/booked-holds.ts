import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { placeholderOf, prepared } from '../../db/prepared.ts';
import type { BookingRow } from '../../db/schema/bookings.ts';
import {
  type WaitlistOfferRow,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/waitlists.ts';
import { endOffer } from './offers.ts';

/**
 * The holder booked their held time: the offer is booked and their entry for that cell fulfilled
 * (removed). Only the holds this booking satisfies end with it (decision 048): any other of the
 * same weekday × period at this business, whose wait is over. Holds of other cells and other
 * businesses stay theirs to take, and no other business's lock is taken here.
 */
export async function fulfilOffers(
  tx: Db,
  userId: string,
  taken: WaitlistOfferRow[],
  now: Date,
  publicUrl: string,
): Promise<void> {
  if (taken.length === 0) return;
  const companyId = taken[0].companyId;
  for (const offer of taken) {
    await endOffer(tx, offer, 'booked', now, publicUrl);
    await tx
      .delete(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.userId, userId),
          eq(waitlistEntries.companyId, companyId),
          eq(waitlistEntries.day, offer.day),
          eq(waitlistEntries.period, offer.period),
        ),
      );
  }
  const satisfied = await tx
    .select()
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.userId, userId),
        eq(waitlistOffers.companyId, companyId),
        eq(waitlistOffers.state, 'held'),
        or(
          ...taken.map((o) =>
            and(eq(waitlistOffers.day, o.day), eq(waitlistOffers.period, o.period)),
          ),
        ),
      ),
    );
  for (const offer of satisfied) await endOffer(tx, offer, 'released', now, publicUrl);
}

/** A person's live holds at a business overlapping [start, end): every booking asks. */
const liveHoldsWithin = prepared('waitlist_live_holds_within', (db) =>
  db
    .select()
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.userId, sql.placeholder('userId')),
        eq(waitlistOffers.companyId, sql.placeholder('companyId')),
        eq(waitlistOffers.state, 'held'),
        gt(waitlistOffers.heldUntil, placeholderOf(waitlistOffers.heldUntil, 'now')),
        lt(waitlistOffers.startAt, placeholderOf(waitlistOffers.startAt, 'end')),
        gt(waitlistOffers.endAt, placeholderOf(waitlistOffers.endAt, 'start')),
      ),
    ),
);

/**
 * A booking was made ('booking.created'): the booker's live holds it covers are theirs, booked.
 * The guard (checkHeldTime) has already refused the booking if anyone else held the time.
 */
export async function fulfilBookedHolds(
  tx: Db,
  booking: Pick<BookingRow, 'userId' | 'companyId' | 'startAt' | 'endAt'>,
  now: Date,
  publicUrl: string,
): Promise<void> {
  if (!booking.userId || !booking.companyId) return;
  const taken = await liveHoldsWithin(tx).execute({
    userId: booking.userId,
    companyId: booking.companyId,
    now,
    start: booking.startAt,
    end: booking.endAt,
  });
  await fulfilOffers(tx, booking.userId, taken, now, publicUrl);
}
