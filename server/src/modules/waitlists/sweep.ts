import { and, eq, gt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { Periodic } from '../../jobs/periodic.ts';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlists.ts';
import { bookingRules } from './bookable.ts';
import { passOnDueHolds } from './offers.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { releaseUnbookable } from './unbookable-holds.ts';

/** Holds run out by the minute; a hold never blocks for long past its time. */
const INTERVAL_MS = 30 * 1000;

/**
 * The waitlist's clock work (docs/decisions/041, 048): deletes entries that have expired (a time
 * held for them stays held until the time their notice promised), passes on holds that ran out
 * (a hold whose time has started just ends), and ends holds on times that can no longer be
 * booked, should a change to the business have left one. Each business is handled under its
 * booking lock and re-read there, so two instances running at once, or a booking meeting the
 * same hold, do everything once.
 */
export class WaitlistSweep {
  private readonly schedule: Periodic;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly publicUrl: string,
    log: FastifyBaseLogger,
  ) {
    this.schedule = new Periodic('waitlist sweep', () => this.runOnce(), INTERVAL_MS, log);
  }

  async runOnce(
    now = this.clock(),
  ): Promise<{ entries: number; holds: number; unbookable: number }> {
    const due = await this.db
      .selectDistinct({ companyId: waitlistEntries.companyId })
      .from(waitlistEntries)
      .where(lte(waitlistEntries.expiresAt, now));
    const dueHolds = await this.db
      .selectDistinct({ companyId: waitlistOffers.companyId })
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.state, 'held'), lte(waitlistOffers.heldUntil, now)));
    const ids = new Set([...due, ...dueHolds].map((r) => r.companyId));
    let entries = 0;
    let holds = 0;
    for (const companyId of ids) {
      entries += await this.db.transaction(async (tx) => {
        await lockCompanyBookings(tx, companyId);
        return sweepEntries(tx, companyId, now);
      });
      holds += await passOnDueHolds(this.db, companyId, now, this.publicUrl);
    }
    return { entries, holds, unbookable: await this.releaseUnbookable(now) };
  }

  /** Live holds on times that can no longer be booked end, each business under its lock. */
  private async releaseUnbookable(now: Date): Promise<number> {
    const live = await this.db
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.state, 'held'), gt(waitlistOffers.heldUntil, now)));
    const companyIds = new Set(live.map((o) => o.companyId));
    let released = 0;
    for (const companyId of companyIds) {
      const held = live.filter((o) => o.companyId === companyId);
      // Read without the lock first: mostly every hold is fine and no transaction is needed.
      const rules = await bookingRules(this.db, companyId, held);
      if (!held.some((o) => rules.why(o, now))) continue;
      released += await this.db.transaction(async (tx) => {
        await lockCompanyBookings(tx, companyId);
        return releaseUnbookable(tx, companyId, now, this.publicUrl);
      });
    }
    return released;
  }

  start(intervalMs = INTERVAL_MS): void {
    this.schedule.start(intervalMs);
  }

  /** Stops the schedule and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void> {
    return this.schedule.stop();
  }
}

/**
 * Deletes the business's expired entries. A time already held for one of them stays held until
 * its notice's time (its offer keeps no entry): the person was promised it.
 */
async function sweepEntries(tx: Db, companyId: string, now: Date): Promise<number> {
  const expired = await tx
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.companyId, companyId), lte(waitlistEntries.expiresAt, now)))
    .returning({ id: waitlistEntries.id });
  return expired.length;
}
