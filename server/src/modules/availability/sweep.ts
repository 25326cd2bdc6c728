import { asc, gt, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { tryLockCompanyBookings } from '../../db/locks.ts';
import { freeDayWindows } from '../../db/schema/free-days.ts';
import { Periodic } from '../../jobs/periodic.ts';
import { rollFreeDays } from './mutations.ts';

/** A new local day's free times appear within a minute of its start. */
const INTERVAL_MS = 60 * 1000;
const BATCH = 200;

/**
 * Rolls each business's free-time summary into its new local day (decision 060), and computes it
 * for businesses that have none yet (all of them after migration 0019) or whose window lies ahead
 * of a clock set back (a test server's). Each business is rolled in
 * its own transaction under its booking lock and only while due; a business whose lock is taken
 * (a booking under way, or another instance rolling it) is left for the next run, so two instances
 * never wait on each other or roll one twice.
 */
export class FreeDaySweep {
  private readonly schedule: Periodic;

  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {
    this.schedule = new Periodic(
      'availability: days rolled',
      () => this.runOnce(),
      INTERVAL_MS,
      log,
    );
  }

  /** Rolls every business due at `now`; answers how many were rolled. */
  async runOnce(now = this.clock()): Promise<number> {
    let rolled = 0;
    const skipped = new Set<string>();
    for (;;) {
      // Those skipped this run are still due and come back first: read past them.
      const limit = BATCH + skipped.size;
      const due = await this.db
        .select({ companyId: freeDayWindows.companyId })
        .from(freeDayWindows)
        .where(or(lte(freeDayWindows.rollAt, now), gt(freeDayWindows.firstDayAt, now)))
        .orderBy(asc(freeDayWindows.rollAt), asc(freeDayWindows.companyId))
        .limit(limit);
      const batch = due.filter((d) => !skipped.has(d.companyId));
      if (batch.length === 0) return rolled;
      for (const { companyId } of batch) {
        try {
          const done = await this.db.transaction(async (tx) => {
            if (!(await tryLockCompanyBookings(tx, companyId))) return false;
            return rollFreeDays(tx, companyId, now);
          });
          if (done) rolled++;
          else skipped.add(companyId);
        } catch (err) {
          // One business's failure must not hold up the others; it is tried again next run.
          this.log.error({ err, companyId }, 'availability: rolling a business failed');
          skipped.add(companyId);
        }
      }
      if (due.length < limit) return rolled;
    }
  }

  start(intervalMs = INTERVAL_MS): void {
    this.schedule.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.schedule.stop();
  }
}
