import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { type FeaturedPlanRow, featuredPlans, paymentEvents } from '../../db/schema/listings.ts';
import { endPlan, markFailed, markPaid, refreshFeatured } from './activation.ts';
import type { PaymentEvent } from '../../integrations/payments/port.ts';
import { tellAboutPlan } from './plan-notices.ts';

const SUCCEEDED = 'payment_intent.succeeded';
const FAILED = 'payment_intent.payment_failed';

const intentIdOf = (event: PaymentEvent): string | null => {
  if (event.kind === 'intent') return event.intent.id;
  if (event.kind === 'refund' || event.kind === 'dispute') return event.paymentIntentId || null;
  return null;
};

/**
 * Applies one provider event exactly once: the event id goes into payment_events first, so a
 * replay finds it and changes nothing. Events arrive in any order; a failure after a success
 * leaves the paid plan alone (markFailed only touches pending plans). Answers false for a replay.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, paymentIntentId: intentIdOf(event) })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ id: paymentEvents.eventId });
    if (inserted.length === 0) return false;
    if (event.kind === 'intent') {
      if (event.type === SUCCEEDED) await markPaid(tx, event.intent.id, now);
      else if (event.type === FAILED)
        await markFailed(tx, event.intent.id, event.intent.lastError ?? 'The payment failed');
    } else if (event.kind === 'refund') {
      await refunded(tx, event.paymentIntentId, event.full, now);
    } else if (event.kind === 'dispute') {
      await disputed(tx, event.paymentIntentId, event.status, event.closed, now);
    }
    return true;
  });
}

async function planPaidBy(tx: Db, intentId: string): Promise<FeaturedPlanRow | undefined> {
  if (!intentId) return undefined;
  const [plan] = await tx
    .select()
    .from(featuredPlans)
    .where(eq(featuredPlans.paymentIntentId, intentId))
    .for('update');
  return plan;
}

/**
 * The payment was refunded. All of it: the plan ends (what was bought is given back). Part of it
 * (a goodwill gesture from the dashboard): the plan keeps running. Either way the owner and the
 * admins hear of it.
 */
async function refunded(tx: Db, intentId: string, full: boolean, now: Date) {
  const plan = await planPaidBy(tx, intentId);
  if (!plan) return;
  if (!full) {
    await tellAboutPlan(tx, plan, 'partly-refunded');
    return;
  }
  if (plan.refundedAt) return;
  const ended = await endPlan(tx, plan.id, 'refunded', now, { refundedAt: now });
  if (!ended) {
    await tx.update(featuredPlans).set({ refundedAt: now }).where(eq(featuredPlans.id, plan.id));
  }
  await tellAboutPlan(tx, ended ?? plan, 'refunded');
}

/**
 * A dispute of the payment. Opened: the plan ends while it is open. Closed in the business's
 * favour: the plan runs again until its end date (if that is still to come). Closed for the card
 * holder: it stays ended.
 */
async function disputed(tx: Db, intentId: string, status: string, closed: boolean, now: Date) {
  const plan = await planPaidBy(tx, intentId);
  if (!plan) return;
  if (!closed) {
    const first = !plan.disputedAt;
    const ended = await endPlan(tx, plan.id, 'disputed', now, {
      disputedAt: plan.disputedAt ?? now,
      disputeStatus: status,
    });
    if (!ended)
      await tx
        .update(featuredPlans)
        .set({ disputedAt: plan.disputedAt ?? now, disputeStatus: status })
        .where(eq(featuredPlans.id, plan.id));
    if (first) await tellAboutPlan(tx, ended ?? plan, 'disputed');
    return;
  }
  const won = status === 'won' || status === 'warning_closed';
  await tx
    .update(featuredPlans)
    .set({ disputeStatus: status })
    .where(eq(featuredPlans.id, plan.id));
  if (won) {
    const [back] = await tx
      .update(featuredPlans)
      .set({ status: 'active', endReason: null })
      .where(
        and(
          eq(featuredPlans.id, plan.id),
          eq(featuredPlans.endReason, 'disputed'),
          gt(featuredPlans.endDate, now),
        ),
      )
      .returning();
    if (back) await refreshFeatured(tx, back.companyId, now);
    await tellAboutPlan(tx, back ?? plan, 'dispute-won');
  } else {
    await tellAboutPlan(tx, plan, 'dispute-lost');
  }
}
