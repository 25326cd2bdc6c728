import { blockedRange } from '@slotmap/domain/booking-rules';
import { weekdayIn } from '@slotmap/domain/hours';
import { periodOf } from '@slotmap/domain/slots';
import { DEFAULT_HOLD_MINUTES, MSG_SLOT_HELD } from '@slotmap/domain/waitlists';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { placeholderOf, prepared } from '../../db/prepared.ts';
import { announceSlotChange } from '../../jobs/slot-changes.ts';
import {
  type OfferState,
  type WaitlistOfferRow,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/waitlists.ts';
import { conflict } from '../../http/errors.ts';
import { bookingRules, isTaken } from './bookable.ts';
import { blockingValues, blockingWithin, blockingWithinPlaceholders } from './data.ts';
import { type FreedTime, nextInLine } from './next-in-line.ts';
import { offerMadeEffects } from './offer-notices.ts';
import { releaseUnbookableAmong } from './unbookable-holds.ts';

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
 * Offers the time to the next person in line (nextInLine), if the time is still to come, free,
 * and bookable — re-checked on every offer, so a time the hours, the service or online booking
 * no longer allow is offered to nobody (decision 048). Answers the new offer's id.
 */
export async function offerToNext(
  tx: Db,
  time: FreedTime,
  now: Date,
  publicUrl: string,
): Promise<string | null> {
  if (time.startAt <= now) return null;
  const read = await bookingRules(tx, time.companyId, [time]);
  const rules = read.rulesOf(time);
  // The freed time as a booking of its service would keep it, buffers included (decision 055).
  const range = blockedRange(time.startAt.getTime(), time.endAt.getTime(), {
    bufferBefore: rules.buffer_before,
    bufferAfter: rules.buffer_after,
  });
  const blocked = { start: new Date(range.start), end: new Date(range.end) };
  await passOnExpiredHolds(tx, time.companyId, blocked.start, blocked.end, now, publicUrl);
  if (await isTaken(tx, time.companyId, blocked)) return null;
  if (read.why(time, now)) return null;
  const entry = await nextInLine(tx, time, now);
  if (!entry) return null;

  // Held no longer than it can be booked: until the service's notice begins.
  const until = Math.min(
    now.getTime() + holdMinutes * 60_000,
    time.startAt.getTime() - rules.min_notice * 60_000,
  );
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
  // Held for one person, the time is taken for everyone else (decision 061).
  await announceSlotChange(tx, time.companyId);
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
  await announceSlotChange(tx, offer.companyId);
  if (state !== 'booked') await offerToNext(tx, offer, now, publicUrl);
  return true;
}

/**
 * Holds whose blocked time meets [start, end) (a blocked time) and has run out: each passes on to
 * the next person.
 */
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
    .where(and(blockingWithin(companyId, start, end), lte(waitlistOffers.heldUntil, now)));
  for (const offer of due) await endOffer(tx, offer, 'expired', now, publicUrl);
}

/** Whether a hold of the business has run out: asked before every booking, so built once. */
const anyDueHold = prepared('waitlist_any_due_hold', (db) =>
  db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.companyId, sql.placeholder('companyId')),
        eq(waitlistOffers.state, 'held'),
        lte(waitlistOffers.heldUntil, placeholderOf(waitlistOffers.heldUntil, 'now')),
      ),
    )
    .limit(1),
);

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
  const [any] = await anyDueHold(db).execute({ companyId, now });
  if (!any) return 0;
  return db.transaction(async (tx) => {
    await lockCompanyBookings(tx, companyId);
    const due = await tx.select().from(waitlistOffers).where(dueHolds);
    let ended = 0;
    // A hold whose time has started is offered to nobody (offerToNext): it simply ends.
    for (const offer of due) if (await endOffer(tx, offer, 'expired', now, publicUrl)) ended++;
    return ended;
  });
}

/** The holds whose blocked time meets a booking's: every booking asks, so built once. */
const blockingHolds = prepared('waitlist_blocking_holds', (db) =>
  db.select().from(waitlistOffers).where(blockingWithinPlaceholders()),
);

/**
 * Before a booking is written, [start, end) its blocked time (buffers included): expired holds
 * whose blocked time meets it pass on first; a live one of someone else refuses the booking with
 * 409; the caller's own live holds there are answered.
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
  // Every hold there in one read (decision 064). A live one of someone else on a time nobody can
  // book any more blocks nobody: it ends first, its holder told (the caller's own their booking
  // ends). Then those run out pass on, and the live ones decide.
  const held = await blockingHolds(tx).execute(blockingValues(companyId, start, end));
  const unbookable = await releaseUnbookableAmong(
    tx,
    companyId,
    held.filter((o) => o.heldUntil > now && o.userId !== userId),
    now,
    publicUrl,
  );
  const live: WaitlistOfferRow[] = [];
  for (const offer of held)
    if (unbookable.has(offer.id)) continue;
    else if (offer.heldUntil > now) live.push(offer);
    else await endOffer(tx, offer, 'expired', now, publicUrl);
  if (live.some((o) => o.userId !== userId)) throw conflict(MSG_SLOT_HELD);
  return live;
}

/**
 * A person leaves Slotmap: their entries go first (so nothing more is offered to them), and each
 * time held for them passes on to the next person, as it would when they said no. Every business
 * they wait for or hold a time at is locked first, in id order, so no offer is being made from
 * an entry while it goes.
 */
export async function releaseLeavingPerson(
  tx: Db,
  userId: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const heldByThem = and(eq(waitlistOffers.userId, userId), eq(waitlistOffers.state, 'held'));
  const places = await tx
    .select({ companyId: waitlistEntries.companyId })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, userId))
    .union(
      tx.select({ companyId: waitlistOffers.companyId }).from(waitlistOffers).where(heldByThem),
    );
  for (const id of places.map((p) => p.companyId).sort()) await lockCompanyBookings(tx, id);
  await tx.delete(waitlistEntries).where(eq(waitlistEntries.userId, userId));
  const held = await tx.select().from(waitlistOffers).where(heldByThem);
  for (const offer of held) await endOffer(tx, offer, 'released', now, publicUrl);
}
