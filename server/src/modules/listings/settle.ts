import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { type FeaturedPlanRow, featuredPlans } from '../../db/schema/listings.ts';
import { endPlan, markFailed, markPaid } from './activation.ts';
import {
  isPaymentUnknown,
  type PaymentIntent,
  type PaymentProvider,
} from '../../integrations/payments/port.ts';
import { tellAboutPlan } from './plan-notices.ts';

const MINUTE_MS = 60_000;
/** A payment is left to the browser and the webhook this long before the server asks about it. */
export const SETTLE_AFTER_MS = 5 * MINUTE_MS;
/** How often the same pending payment is asked about again. */
export const RECHECK_MS = 5 * MINUTE_MS;
/** An unpaid plan is given up (its payment cancelled) after a day. */
export const EXPIRE_AFTER_MS = 24 * 60 * MINUTE_MS;
/** Pending payments asked about per run. */
const BATCH = 50;

/**
 * Claims the pending plans due a look, marking them checked in the same statement: SKIP LOCKED
 * lets several instances run this at once without asking about one payment twice.
 */
async function claimDue(db: Db, now: Date): Promise<FeaturedPlanRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: featuredPlans.id })
      .from(featuredPlans)
      .where(
        and(
          eq(featuredPlans.status, 'pending'),
          inArray(featuredPlans.provider, ['stripe', 'test']),
          isNotNull(featuredPlans.paymentIntentId),
          lt(featuredPlans.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
          or(
            isNull(featuredPlans.checkedAt),
            lt(featuredPlans.checkedAt, new Date(now.getTime() - RECHECK_MS)),
          ),
        ),
      )
      .orderBy(sql`${featuredPlans.checkedAt} NULLS FIRST`, asc(featuredPlans.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(featuredPlans)
      .set({ checkedAt: now })
      .where(
        inArray(
          featuredPlans.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/**
 * Settles one pending plan from the provider's answer: paid (the webhook was lost), failed (the
 * card's message kept), cancelled or unknown to the provider (ended), or still open. After a day
 * its payment is cancelled, so it can no longer be charged, and the owner told; a payment that
 * succeeded meanwhile makes the plan active instead.
 */
async function settle(
  db: Db,
  payments: PaymentProvider,
  plan: FeaturedPlanRow,
  now: Date,
): Promise<'paid' | 'ended' | 'open'> {
  const intentId = plan.paymentIntentId as string;
  const stale = now.getTime() - plan.createdAt.getTime() >= EXPIRE_AFTER_MS;
  let intent: PaymentIntent | null;
  try {
    intent = stale
      ? await payments.cancelIntent(intentId)
      : await payments.retrieveIntent(intentId);
  } catch (err) {
    if (!isPaymentUnknown(err)) throw err;
    intent = null;
  }
  return db.transaction(async (tx) => {
    if (intent?.status === 'succeeded') {
      await markPaid(tx, intentId, now);
      return 'paid';
    }
    if (!intent || intent.status === 'canceled') {
      const ended = await endPlan(tx, plan.id, stale ? 'expired' : 'abandoned', now);
      if (ended && stale) await tellAboutPlan(tx, ended, 'expired');
      return 'ended';
    }
    if (intent.lastError) await markFailed(tx, intentId, intent.lastError);
    return 'open';
  });
}

/** One run: every pending payment due a look, one after the other; one failure skips only it. */
export async function settlePendingPayments(
  db: Db,
  payments: PaymentProvider,
  now: Date,
  log?: FastifyBaseLogger,
): Promise<{ checked: number; paid: number; ended: number }> {
  const counts = { checked: 0, paid: 0, ended: 0 };
  for (const plan of await claimDue(db, now)) {
    try {
      const outcome = await settle(db, payments, plan, now);
      counts.checked++;
      if (outcome === 'paid') counts.paid++;
      if (outcome === 'ended') counts.ended++;
    } catch (err) {
      // Tried again after RECHECK_MS; the provider being down must not stop the others.
      log?.warn({ err, planId: plan.id }, 'feature listings: a pending payment was not settled');
    }
  }
  return counts;
}
