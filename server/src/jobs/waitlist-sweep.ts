import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import { Periodic } from './periodic.ts';
import { waitlistEntries, waitlistOffers } from '../db/schema/waitlists.ts';
import { endOffer, lockCompany, passOnDueHolds } from '../modules/waitlists/offers.ts';

/** Holds run out by the minute; a hold never blocks for long past its time. */
const INTERVAL_MS = 30 * 1000;

/**
 * The waitlist's clock work (docs/decisions/041): deletes entries that have expired (their live
 * holds pass on), and passes on holds that ran out; a hold whose time has started just ends.
 * Each business is handled under its booking lock and re-read there, so two instances running at
 * once, or a booking meeting the same hold, do everything once.
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

  async runOnce(now = this.clock()): Promise<{ entries: number; holds: number }> {
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
      const done = await this.db.transaction(async (tx) => {
        await lockCompany(tx, companyId);
        return sweepEntries(tx, companyId, now, this.publicUrl);
      });
      entries += done.entries;
      holds += done.holds + (await passOnDueHolds(this.db, companyId, now, this.publicUrl));
    }
    return { entries, holds };
  }

  start(intervalMs = INTERVAL_MS): void {
    this.schedule.start(intervalMs);
  }

  /** Stops the schedule and waits for a run in progress, so the database can close after it. */
  stop(): Promise<void> {
    return this.schedule.stop();
  }
}

/** Deletes the business's expired entries; their live holds pass on. */
async function sweepEntries(tx: Db, companyId: string, now: Date, publicUrl: string) {
  const expired = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.companyId, companyId), lte(waitlistEntries.expiresAt, now)));
  const entryIds = expired.map((e) => e.id);
  let holds = 0;
  if (entryIds.length > 0) {
    const fromExpired = await tx
      .select()
      .from(waitlistOffers)
      .where(and(inArray(waitlistOffers.entryId, entryIds), eq(waitlistOffers.state, 'held')));
    await tx.delete(waitlistEntries).where(inArray(waitlistEntries.id, entryIds));
    for (const offer of fromExpired)
      if (await endOffer(tx, offer, 'released', now, publicUrl)) holds++;
  }
  return { entries: entryIds.length, holds };
}
