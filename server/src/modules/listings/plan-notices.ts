import { dollars, PLANS, type PlanName } from '@slotmap/domain/listings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import type { FeaturedPlanRow } from '../../db/schema/listings.ts';
import { enqueueAll } from '../../jobs/outbox.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import { createMessages, type NewMessage } from '../../jobs/notices.ts';

/** What happened to a plan that its owner (and, for money coming back, the admins) must hear. */
export type PlanEvent =
  | 'paid-after-cancel'
  | 'refunded'
  | 'partly-refunded'
  | 'disputed'
  | 'dispute-won'
  | 'dispute-lost'
  | 'expired';

/** Admins hear of money that comes back or is contested; the owner hears of everything. */
const TELLS_ADMINS: Record<PlanEvent, boolean> = {
  'paid-after-cancel': true,
  refunded: true,
  'partly-refunded': true,
  disputed: true,
  'dispute-won': true,
  'dispute-lost': true,
  expired: false,
};
/** At most this many admins are told, oldest accounts first. */
const ADMINS_TOLD = 20;

function wording(event: PlanEvent, plan: FeaturedPlanRow, business: string) {
  const what = `the ${PLANS[plan.planName as PlanName].label} feature listing of ${business}`;
  const amount = `$${dollars(plan.amountCents).toFixed(2)}`;
  switch (event) {
    case 'paid-after-cancel':
      return {
        title: 'Feature listing paid and active',
        text: `The payment of ${amount} for ${what} went through before it could be cancelled, so the plan is active rather than charged for nothing. To end it, cancel it on the Feature Listing tab.`,
      };
    case 'refunded':
      return {
        title: 'Feature listing refunded',
        text: `The payment of ${amount} for ${what} was refunded, so the plan has ended.`,
      };
    case 'partly-refunded':
      return {
        title: 'Feature listing partly refunded',
        text: `Part of the payment of ${amount} for ${what} was refunded. The plan keeps running.`,
      };
    case 'disputed':
      return {
        title: 'Feature listing payment disputed',
        text: `The card holder disputed the payment of ${amount} for ${what}, so the plan has ended while the dispute is open.`,
      };
    case 'dispute-won':
      return {
        title: 'Feature listing dispute closed',
        text: `The dispute of the payment for ${what} was decided in the business's favour: the plan runs again until its end date.`,
      };
    case 'dispute-lost':
      return {
        title: 'Feature listing dispute closed',
        text: `The dispute of the payment for ${what} was decided for the card holder: the money went back and the plan stays ended.`,
      };
    case 'expired':
      return {
        title: 'Unpaid feature listing expired',
        text: `The payment for ${what} was not completed within a day, so it was cancelled and nothing was charged. Buy the plan again on the Feature Listing tab whenever you like.`,
      };
  }
}

/**
 * Tells the business's owner, and for money matters the admins, in the transaction of the
 * change: an in-app notice and a mail each, once per plan and event (the outbox's key).
 */
export async function tellAboutPlan(tx: Db, plan: FeaturedPlanRow, event: PlanEvent) {
  const [company] = await tx
    .select({ name: companies.name, ownerId: companies.userId })
    .from(companies)
    .where(eq(companies.id, plan.companyId));
  const business = company?.name ?? 'a business';
  const { title, text } = wording(event, plan, business);
  const people = new Map<string, { email: string; firstName: string }>();
  if (company?.ownerId) {
    const [owner] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, company.ownerId));
    if (owner) people.set(owner.id, owner);
  }
  if (TELLS_ADMINS[event]) {
    const admins = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(users.createdAt)
      .limit(ADMINS_TOLD);
    for (const a of admins) people.set(a.id, a);
  }
  const notices: NewMessage[] = [...people.keys()].map((userId) => ({
    userId,
    title,
    text,
    type: 'company',
    section: 'business',
  }));
  await createMessages(tx, notices);
  const jobs = [];
  for (const [userId, person] of people)
    jobs.push({
      kind: 'mail',
      payload: {
        ...(await composeMail({
          to: person.email,
          subject: `${title}: ${business}`,
          heading: business,
          greeting: person.firstName,
          paragraphs: [text],
        })),
      },
      key: `plan-${event}:${plan.id}:${userId}`,
    });
  await enqueueAll(tx, jobs);
}
