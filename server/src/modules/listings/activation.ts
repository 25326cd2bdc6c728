import { addMonths, dollars, PLANS, type PlanName, TEST_MODE_NOTE } from '@slotmap/domain/listings';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { type FeaturedPlanRow, featuredPlans, paymentEvents } from '../../db/schema/listings.ts';
import type { OutgoingMail } from '../../integrations/mail/transport.ts';
import type { PaymentEvent } from './payment-port.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { latestActiveEnd } from './data.ts';
import { rewardReferral } from './referrals.ts';

const SUCCEEDED = 'payment_intent.succeeded';
const FAILED = 'payment_intent.payment_failed';

/** An active plan whose period includes `now`: what makes a business featured. */
export const coversNow = (now: Date) =>
  and(
    eq(featuredPlans.status, 'active'),
    lte(featuredPlans.startDate, now),
    gt(featuredPlans.endDate, now),
  );

/** Sets `companies.is_featured` from its plans: an active plan covers `now`. */
export async function refreshFeatured(tx: Db, companyId: string, now: Date): Promise<void> {
  const covering = tx
    .select({ one: sql`1` })
    .from(featuredPlans)
    .where(and(eq(featuredPlans.companyId, companyId), coversNow(now)));
  await tx
    .update(companies)
    .set({ isFeatured: sql`EXISTS (${covering})` })
    .where(eq(companies.id, companyId));
}

/**
 * Makes a pending plan active: from the end of the business's latest active plan (or now) for
 * its length in calendar months. The business row is locked first, so two plans paid at once
 * stack one after the other. Sends the owner's receipt through the outbox, once per plan.
 */
export async function activatePlan(
  tx: Db,
  plan: FeaturedPlanRow,
  now: Date,
): Promise<FeaturedPlanRow> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, plan.companyId))
    .for('no key update');
  const latest = await latestActiveEnd(tx, plan.companyId);
  const start = latest && latest > now ? latest : now;
  const end = addMonths(start, PLANS[plan.planName as PlanName].months);
  const [active] = await tx
    .update(featuredPlans)
    .set({ status: 'active', startDate: start, endDate: end, paidAt: now, failure: null })
    .where(eq(featuredPlans.id, plan.id))
    .returning();
  if (start <= now) {
    await tx.update(companies).set({ isFeatured: true }).where(eq(companies.id, plan.companyId));
  }
  await sendReceipt(tx, active);
  return active;
}

/**
 * The payment of `intentId` succeeded (the webhook, /stripe/charge and the test provider all end
 * here). A plan already paid, or cancelled meanwhile, is left alone; an unknown intent is
 * ignored. Answers the plan as it is afterwards, or null for an unknown intent.
 */
export async function markPaid(
  tx: Db,
  intentId: string,
  now: Date,
): Promise<FeaturedPlanRow | null> {
  const [plan] = await tx
    .select()
    .from(featuredPlans)
    .where(eq(featuredPlans.paymentIntentId, intentId))
    .for('update');
  if (!plan) return null;
  if (plan.status !== 'pending') return plan;
  const active = await activatePlan(tx, plan, now);
  const [company] = await tx
    .select({ owner: companies.userId })
    .from(companies)
    .where(eq(companies.id, plan.companyId));
  if (company?.owner && !plan.freeMonth) await rewardReferral(tx, company.owner, now);
  return active;
}

/** A payment failed: the pending plan keeps the card's message. A paid plan changes nothing. */
export async function markFailed(tx: Db, intentId: string, message: string): Promise<void> {
  await tx
    .update(featuredPlans)
    .set({ failure: message.slice(0, 500) })
    .where(and(eq(featuredPlans.paymentIntentId, intentId), eq(featuredPlans.status, 'pending')));
}

/**
 * Applies one provider event exactly once: the event id goes into payment_events first, so a
 * replay finds it and changes nothing. Events arrive in any order; a failure after a success
 * leaves the paid plan alone (markFailed only touches pending plans). Answers false for a replay.
 */
export async function applyPaymentEvent(db: Db, event: PaymentEvent, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(paymentEvents)
      .values({ eventId: event.id, type: event.type, paymentIntentId: event.intent.id })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ id: paymentEvents.eventId });
    if (inserted.length === 0) return false;
    if (event.type === SUCCEEDED) await markPaid(tx, event.intent.id, now);
    else if (event.type === FAILED)
      await markFailed(tx, event.intent.id, event.intent.lastError ?? 'The payment failed');
    return true;
  });
}

const day = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

async function sendReceipt(tx: Db, plan: FeaturedPlanRow): Promise<void> {
  const [row] = await tx
    .select({ name: companies.name, email: users.email, firstName: users.firstName })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, plan.companyId));
  if (!row || !plan.startDate || !plan.endDate) return;
  const price = PLANS[plan.planName as PlanName];
  const amount = plan.freeMonth ? 'Free month' : `$${dollars(plan.amountCents).toFixed(2)}`;
  const lines = [
    `Hi ${row.firstName},`,
    '',
    `${row.name} is a featured business from ${day.format(plan.startDate)} to ${day.format(plan.endDate)}.`,
    `Plan: ${price.label}`,
    `Amount: ${amount} (${plan.currency.toUpperCase()})`,
    ...(plan.provider === 'test' ? ['', TEST_MODE_NOTE] : []),
  ];
  const mail: OutgoingMail = {
    to: row.email,
    subject: `Receipt: feature listing for ${row.name}`,
    text: `${lines.join('\n')}\n`,
  };
  await enqueue(tx, 'mail', { ...mail }, `feature-receipt:${plan.id}`);
}
