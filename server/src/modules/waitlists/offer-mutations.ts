import { MSG_OFFER_NOT_FOUND } from '@slotmap/domain/waitlists';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { type WaitlistOfferRow, waitlistOffers } from '../../db/schema/waitlists.ts';
import { notFound } from '../../http/errors.ts';
import { knownId } from '../companies/access.ts';
import { endOffer } from './offers.ts';
import { liveHold } from './data.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { retryOnce } from '../../db/retry.ts';

/** The caller's own offer, in any state; anyone else's does not exist (404). */
export async function ownOffer(db: Db, userId: string, id: string): Promise<WaitlistOfferRow> {
  const [row] = await db
    .select()
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.id, knownId(id, MSG_OFFER_NOT_FOUND)),
        eq(waitlistOffers.userId, userId),
      ),
    );
  if (!row) throw notFound(MSG_OFFER_NOT_FOUND);
  return row;
}

/** The caller's live holds, soonest first. */
export function liveOffersOf(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.userId, userId), liveHold(now)))
    .orderBy(asc(waitlistOffers.startAt), asc(waitlistOffers.id))
    .limit(50);
}

/** "No thanks": the hold ends at once and the time goes to the next person waiting. */
export async function declineOffer(
  db: Db,
  userId: string,
  id: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const offer = await ownOffer(db, userId, id);
  await retryOnce(() =>
    db.transaction(async (tx) => {
      await lockCompanyBookings(tx, offer.companyId);
      const [row] = await tx
        .select()
        .from(waitlistOffers)
        .where(and(eq(waitlistOffers.id, offer.id), liveHold(now)));
      if (!row || !(await endOffer(tx, row, 'declined', now, publicUrl)))
        throw notFound(MSG_OFFER_NOT_FOUND);
    }),
  );
}
