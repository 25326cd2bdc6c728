import { addMonths, dollars, PLANS, type PlanName, TEST_MODE_NOTE } from '@slotmap/domain/listings';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { type FeaturedPlanRow, featuredPlans } from '../../db/schema/listings.ts';
import type { OutgoingMail } from '../../integrations/mail/transport.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import { latestActiveEnd } from './data.ts';
import { tellAboutPlan } from './plan-notices.ts';

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
    .set({
      status: 'active',
      startDate: start,
      endDate: end,
      paidAt: now,
      failure: null,
      endReason: null,
      cancelledAt: null,
    })
    .where(eq(featuredPlans.id, plan.id))
    .returning();
  if (start <= now) {
    await tx.update(companies).set({ isFeatured: true }).where(eq(companies.id, plan.companyId));
  }
  await sendReceipt(tx, active);
  return active;
}

/**
 * The payment of `intentId` succeeded (the webhook, /stripe/charge, the pending-payment sweep and
 * the test provider all end here). A plan already paid is left alone; an unknown intent is
 * ignored. A plan that was cancelled or expired before its payment went through is made active
 * all the same, and its owner and the admins told: money taken must buy what it was for.
 * Answers the plan as it is afterwards, or null for an unknown intent.
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
  if (plan.status === 'active' || plan.paidAt) return plan;
  const active = await activatePlan(tx, plan, now);
  if (plan.status === 'inactive') await tellAboutPlan(tx, active, 'paid-after-cancel');
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
 * Ends a plan before its time (cancelled, expired, refunded, disputed): inactive with the reason,
 * and the business stays featured only if another plan covers now. Answers the ended plan, or
 * undefined when it was not pending or active.
 */
export async function endPlan(
  tx: Db,
  planId: string,
  reason: NonNullable<FeaturedPlanRow['endReason']>,
  now: Date,
  extra: Partial<Pick<FeaturedPlanRow, 'refundedAt' | 'disputedAt' | 'disputeStatus'>> = {},
): Promise<FeaturedPlanRow | undefined> {
  const [ended] = await tx
    .update(featuredPlans)
    .set({
      status: 'inactive',
      endReason: reason,
      ...(reason === 'cancelled' ? { cancelledAt: now } : {}),
      ...extra,
    })
    .where(and(eq(featuredPlans.id, planId), inArray(featuredPlans.status, ['pending', 'active'])))
    .returning();
  if (ended) await refreshFeatured(tx, ended.companyId, now);
  return ended;
}

/** "Dec 01, 2026", as the Feature Listing tab shows a plan's dates (the spec's 'MMM DD, yyyy'). */
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
  const amount = plan.freeMonth
    ? 'Free month'
    : plan.provider === 'complimentary'
      ? 'Complimentary, nothing charged'
      : `$${dollars(plan.amountCents).toFixed(2)}`;
  const mail: OutgoingMail = await composeMail({
    to: row.email,
    subject: `Receipt: feature listing for ${row.name}`,
    heading: row.name,
    greeting: row.firstName,
    paragraphs: [
      `Thank you. ${row.name} is a featured business from ${day.format(plan.startDate)} to ${day.format(plan.endDate)}: it comes first in searches near it, with a Featured badge.`,
    ],
    facts: [
      { label: 'Business', value: row.name },
      { label: 'Plan', value: `Feature listing, ${price.label}` },
      {
        label: 'Featured',
        value: `${day.format(plan.startDate)} – ${day.format(plan.endDate)}`,
      },
      { label: 'Amount', value: `${amount} (${plan.currency.toUpperCase()})` },
      ...(plan.paidAt ? [{ label: 'Paid', value: day.format(plan.paidAt) }] : []),
      { label: 'Receipt number', value: plan.id },
    ],
    notes: [
      ...(plan.provider === 'test' ? [TEST_MODE_NOTE] : []),
      'Your plans are listed on the business’s Feature Listing tab in the Business Manager.',
    ],
  });
  await enqueue(tx, 'mail', { ...mail }, `feature-receipt:${plan.id}`);
}
