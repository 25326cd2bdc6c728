import { and, eq, inArray, lte, not, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { Periodic } from '../../jobs/periodic.ts';
import { companies } from '../../db/schema/companies.ts';
import { featuredPlans } from '../../db/schema/listings.ts';
import { coversNow } from './activation.ts';
import type { PaymentProvider } from '../../integrations/payments/port.ts';
import { rewardAttendedReferrals } from './referrals.ts';
import { settlePendingPayments } from './settle.ts';

/** Plans start and end on the minute they were bought; a minute's lag is what a business may see. */
const INTERVAL_MS = 60 * 1000;

/**
 * Plans whose end has passed become inactive, and `is_featured` follows the plans: on for a
 * business whose stacked plan has begun, off for one whose last plan has ended. Only those
 * businesses are touched (a featured business with no plans at all, as the demo seeds, is left
 * alone). Idempotent, so several instances may run it at once.
 */
export async function sweepListings(
  db: Db,
  now: Date,
): Promise<{ ended: number; featured: number; unfeatured: number }> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(featuredPlans)
      .set({ status: 'inactive', endReason: 'run-out' })
      .where(and(eq(featuredPlans.status, 'active'), lte(featuredPlans.endDate, now)))
      .returning({ companyId: featuredPlans.companyId });
    const covering = (id: typeof companies.id) =>
      sql`EXISTS (${tx
        .select({ one: sql`1` })
        .from(featuredPlans)
        .where(and(eq(featuredPlans.companyId, id), coversNow(now)))})`;
    const endedIds = [...new Set(ended.map((e) => e.companyId))];
    const unfeatured =
      endedIds.length === 0
        ? []
        : await tx
            .update(companies)
            .set({ isFeatured: false })
            .where(
              and(
                inArray(companies.id, endedIds),
                eq(companies.isFeatured, true),
                not(covering(companies.id)),
              ),
            )
            .returning({ id: companies.id });
    const started = tx
      .select({ id: featuredPlans.companyId })
      .from(featuredPlans)
      .where(coversNow(now));
    const featured = await tx
      .update(companies)
      .set({ isFeatured: true })
      .where(and(eq(companies.isFeatured, false), inArray(companies.id, started)))
      .returning({ id: companies.id });
    return { ended: ended.length, featured: featured.length, unfeatured: unfeatured.length };
  });
}

/**
 * Every minute by the app's clock (started with the outbox worker): plans that ran out, pending
 * payments due a look at the provider, and referrals whose referred person has been to their
 * first visit.
 */
export class ListingSweep extends Periodic {
  constructor(db: Db, payments: PaymentProvider, clock: () => Date, log: FastifyBaseLogger) {
    super(
      'feature listings: sweep',
      async () => {
        await sweepListings(db, clock());
        await settlePendingPayments(db, payments, clock(), log);
        await rewardAttendedReferrals(db, clock());
      },
      INTERVAL_MS,
      log,
    );
  }
}
