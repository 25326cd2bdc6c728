import { weekdayIn } from '@slotmap/domain/hours';
import { periodOf } from '@slotmap/domain/slots';
import { DEFAULT_HOLD_MINUTES, MSG_SLOT_HELD } from '@slotmap/domain/waitlists';
import { and, asc, eq, gt, inArray, isNull, lt, lte, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { bookings } from '../../db/schema/bookings.ts';
import {
  type OfferState,
  type WaitlistOfferRow,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/waitlists.ts';
import { conflict } from '../../http/errors.ts';
import { offerMadeEffects } from './offer-notices.ts';

/**
 * The fair chain of docs/decisions/041: a freed time is held for one waiting person at a time, in
 * the order they joined the weekday × period; saying no, letting it run out or taking another
 * time passes it on at once. Every function here runs in the caller's transaction, under the
 * business's booking lock (lockCompanyBookings).
 */

let holdMinutes = DEFAULT_HOLD_MINUTES;

/** WAITLIST_HOLD_MINUTES, read once at start (buildApp). */
export function setOfferHoldMinutes(minutes: number): void {
  holdMinutes = minutes;
}

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

const overlapping = (companyId: string, start: Date, end: Date) =>
  and(
    eq(waitlistOffers.companyId, companyId),
    eq(waitlistOffers.state, 'held'),
    lt(waitlistOffers.startAt, end),
    gt(waitlistOffers.endAt, start),
  );

/** A hold that still blocks others at `now`. */
export const liveHold = (now: Date) =>
  and(eq(waitlistOffers.state, 'held'), gt(waitlistOffers.heldUntil, now));

/**
 * A future booking was cancelled: its time goes to the first person waiting for its weekday and
 * period. Not when the business itself is leaving (its waitlist goes with it).
 */
export async function offerCancelledTime(
  tx: Db,
  booking: {
    id: string;
    companyId: string | null;
    serviceId: string | null;
    startDate: string;
    startTime: number;
    startAt: Date;
    endAt: Date;
  },
  timeZone: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  if (!booking.companyId || booking.startAt <= now) return;
  await offerToNext(
    tx,
    {
      chainId: booking.id,
      companyId: booking.companyId,
      serviceId: booking.serviceId,
      day: weekdayIn(booking.startAt, timeZone),
      period: periodOf(booking.startTime),
      startDate: booking.startDate,
      startTime: booking.startTime,
      startAt: booking.startAt,
      endAt: booking.endAt,
    },
    now,
    publicUrl,
  );
}

/**
 * Offers the time to the first live entry of its cell not asked in this chain yet (and not the
 * customer who freed it), if the time is still to come and free. Answers the new offer's id.
 */
export async function offerToNext(
  tx: Db,
  time: FreedTime,
  now: Date,
  publicUrl: string,
): Promise<string | null> {
  if (time.startAt <= now) return null;
  await passOnExpiredHolds(tx, time.companyId, time.startAt, time.endAt, now, publicUrl);
  const [held] = await tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(overlapping(time.companyId, time.startAt, time.endAt))
    .limit(1);
  const [booked] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, time.companyId),
        isNull(bookings.cancelledAt),
        lt(bookings.startAt, time.endAt),
        gt(bookings.endAt, time.startAt),
      ),
    )
    .limit(1);
  if (held || booked) return null;

  const asked = tx
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.chainId, time.chainId),
        eq(waitlistOffers.userId, waitlistEntries.userId),
      ),
    );
  const freedBy = sql`(SELECT ${bookings.userId} FROM ${bookings} WHERE ${bookings.id} = ${time.chainId})`;
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
      ),
    )
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
    .limit(1);
  if (!entry) return null;

  const until = Math.min(now.getTime() + holdMinutes * 60_000, time.startAt.getTime());
  const [offer] = await tx
    .insert(waitlistOffers)
    .values({
      chainId: time.chainId,
      companyId: time.companyId,
      serviceId: time.serviceId,
      day: time.day,
      period: time.period,
      startDate: time.startDate,
      startTime: time.startTime,
      startAt: time.startAt,
      endAt: time.endAt,
      userId: entry.userId,
      entryId: entry.id,
      heldUntil: new Date(until),
    })
    .returning();
  await offerMadeEffects(tx, offer, entry, now, publicUrl);
  return offer.id;
}

/**
 * Ends a held offer (declined, run out, released, booked) and, unless it was booked or its time
 * has started, offers the time to the next person. False when it was not held any more.
 */
export async function endOffer(
  tx: Db,
  offer: WaitlistOfferRow,
  state: Exclude<OfferState, 'held'>,
  now: Date,
  publicUrl: string,
): Promise<boolean> {
  const [ended] = await tx
    .update(waitlistOffers)
    .set({ state, endedAt: now })
    .where(and(eq(waitlistOffers.id, offer.id), eq(waitlistOffers.state, 'held')))
    .returning({ id: waitlistOffers.id });
  if (!ended) return false;
  if (state !== 'booked') await offerToNext(tx, offer, now, publicUrl);
  return true;
}

/** Holds of a business's [start, end) whose time has run out: each passes on to the next person. */
export async function passOnExpiredHolds(
  tx: Db,
  companyId: string,
  start: Date,
  end: Date,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const due = await tx
    .select()
    .from(waitlistOffers)
    .where(and(overlapping(companyId, start, end), lte(waitlistOffers.heldUntil, now)));
  for (const offer of due) await endOffer(tx, offer, 'expired', now, publicUrl);
}

/**
 * Every hold of the business that has run out passes on, in a transaction of its own under the
 * business's lock: a booking calls it first, so the next person is offered the time even when
 * the booking itself is then refused.
 */
export async function passOnDueHolds(
  db: Db,
  companyId: string,
  now: Date,
  publicUrl: string,
): Promise<number> {
  const dueHolds = and(
    eq(waitlistOffers.companyId, companyId),
    eq(waitlistOffers.state, 'held'),
    lte(waitlistOffers.heldUntil, now),
  );
  // Mostly there is none: one look without the lock, and the transaction only when there is.
  const [any] = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(dueHolds)
    .limit(1);
  if (!any) return 0;
  return db.transaction(async (tx) => {
    await lockCompany(tx, companyId);
    const due = await tx.select().from(waitlistOffers).where(dueHolds);
    let ended = 0;
    // A hold whose time has started is offered to nobody (offerToNext): it simply ends.
    for (const offer of due) if (await endOffer(tx, offer, 'expired', now, publicUrl)) ended++;
    return ended;
  });
}

/**
 * Before a booking of [start, end) is written: expired holds there pass on first; a live hold of
 * someone else refuses the booking with 409; the caller's own live holds there are answered, to
 * be fulfilled by `fulfilOffers` once the booking is in.
 */
export async function checkHeldTime(
  tx: Db,
  userId: string,
  companyId: string,
  start: Date,
  end: Date,
  now: Date,
  publicUrl: string,
): Promise<WaitlistOfferRow[]> {
  // Every hold there in one read: those run out pass on, the live ones decide.
  const held = await tx
    .select()
    .from(waitlistOffers)
    .where(overlapping(companyId, start, end));
  const live: WaitlistOfferRow[] = [];
  for (const offer of held)
    if (offer.heldUntil > now) live.push(offer);
    else await endOffer(tx, offer, 'expired', now, publicUrl);
  if (live.some((o) => o.userId !== userId)) throw conflict(MSG_SLOT_HELD);
  return live;
}

/**
 * The holder booked their held time: the offer is booked, their entry for that cell fulfilled
 * (removed), and their other live holds released to the next people at once.
 */
export async function fulfilOffers(
  tx: Db,
  userId: string,
  taken: WaitlistOfferRow[],
  now: Date,
  publicUrl: string,
): Promise<void> {
  if (taken.length === 0) return;
  for (const offer of taken) {
    await endOffer(tx, offer, 'booked', now, publicUrl);
    await tx
      .delete(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.userId, userId),
          eq(waitlistEntries.companyId, offer.companyId),
          eq(waitlistEntries.day, offer.day),
          eq(waitlistEntries.period, offer.period),
        ),
      );
  }
  const others = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.userId, userId), eq(waitlistOffers.state, 'held')));
  // Another business's hold is released under that business's lock, taken here in id order.
  for (const offer of others) {
    if (offer.companyId !== taken[0].companyId) await lockCompany(tx, offer.companyId);
    await endOffer(tx, offer, 'released', now, publicUrl);
  }
}

/**
 * A person leaves Slotmap: their entries go first (so nothing more is offered to them), and each
 * time held for them passes on to the next person, as it would when they said no.
 */
export async function releaseLeavingPerson(
  tx: Db,
  userId: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, userId));
  const held = await tx
    .select()
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.userId, userId), eq(waitlistOffers.state, 'held')))
    .orderBy(asc(waitlistOffers.companyId));
  for (const offer of held) {
    await lockCompany(tx, offer.companyId);
    await endOffer(tx, offer, 'released', now, publicUrl);
  }
}

/** The same lock as bookings' lockCompanyBookings (kept here so this module has no cycle). */
export async function lockCompany(tx: Db, companyId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${companyId}::uuid::text, 0))`,
  );
}

/** Live holds of a business over [from, to) that others see as taken (all but `except`'s). */
export async function heldRanges(
  db: Db,
  companyId: string,
  from: Date,
  to: Date,
  now: Date,
  except: string | null,
) {
  const rows = await db
    .select({ start: waitlistOffers.startAt, end: waitlistOffers.endAt })
    .from(waitlistOffers)
    .where(
      and(
        overlapping(companyId, from, to),
        gt(waitlistOffers.heldUntil, now),
        except ? ne(waitlistOffers.userId, except) : undefined,
      ),
    )
    .orderBy(asc(waitlistOffers.startAt));
  return rows;
}

/** Live offers made from these entries, for the entry presenter's timeSlot. */
export function liveOffersOfEntries(db: Db, entryIds: string[], now: Date) {
  if (entryIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(waitlistOffers)
    .where(and(inArray(waitlistOffers.entryId, entryIds), liveHold(now)));
}
