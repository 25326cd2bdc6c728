import { randomUUID } from 'node:crypto';
import {
  type ChargeInput,
  type CreateIntentInput,
  CURRENCY,
  centsOf,
  FREE_MONTH_PLAN,
  MSG_AMOUNT_MISMATCH,
  MSG_CARD_REQUIRED,
  MSG_CARD_TEST_ONLY,
  MSG_FREE_MONTH_USED,
  MSG_NO_FREE_MONTHS,
  MSG_PAYMENT_FAILED,
  MSG_PAYMENT_MISMATCH,
  MSG_PAYMENT_NOT_FOUND,
  MSG_PLAN_NOT_FOUND,
  MSG_USER_NOT_FOUND,
  PLANS,
  type PlanName,
} from '@slotmap/domain/listings';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { type FeaturedPlanRow, featuredPlans } from '../../db/schema/listings.ts';
import type { UserRow } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import { badRequest, HttpError, notFound, sqlState } from '../../http/errors.ts';
import { isPaymentDeclined } from './payment-port.ts';
import { auditPlanAction } from './admin-audit.ts';
import { recordAdminAction } from '../admin/audit.ts';
import { assertCanChange, knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import {
  activatePlan,
  applyPaymentEvent,
  markFailed,
  markPaid,
  refreshFeatured,
} from './activation.ts';
import {
  findPlan,
  findPlanByIntent,
  findPlanCompany,
  hasUsedFreeMonth,
  type PlanCompany,
} from './data.ts';

/** The business, if the actor may buy and cancel its plans (its owner, or an admin). */
export async function companyFor(db: Db, actor: UserRow, id: string): Promise<PlanCompany> {
  const company = await findPlanCompany(db, knownId(id, MSG_COMPANY_NOT_FOUND));
  if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
  assertCanChange(actor, company);
  return company;
}

/** The server's price of `plan`; an amount sent along must be the same (400 otherwise). */
function priceFor(plan: PlanName, amount: number | undefined): number {
  const cents = PLANS[plan].amountCents;
  if (amount !== undefined && centsOf(amount) !== cents) throw badRequest(MSG_AMOUNT_MISMATCH);
  return cents;
}

export interface PendingPlan {
  plan: FeaturedPlanRow;
  clientSecret: string;
}

/**
 * A new pending plan bound to a new payment of the server's price. The payment carries the
 * business and plan in its metadata and the plan's id as its idempotency key.
 */
export async function createPendingPlan(
  ctx: AppContext,
  actor: UserRow,
  input: CreateIntentInput,
): Promise<PendingPlan> {
  const company = await companyFor(ctx.db, actor, input.companyID);
  const amountCents = priceFor(input.plan, input.amount);
  const planId = randomUUID();
  const intent = await ctx.payments.createIntent({
    amountCents,
    currency: CURRENCY,
    metadata: { planId, companyId: company.id, plan: input.plan },
    idempotencyKey: `feature-plan:${planId}`,
    description: `Slotmap feature listing: ${PLANS[input.plan].label} for ${company.name}`,
  });
  try {
    const plan = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(featuredPlans)
        .values({
          id: planId,
          companyId: company.id,
          boughtBy: actor.id,
          planName: input.plan,
          amountCents,
          currency: CURRENCY,
          provider: ctx.payments.kind,
          paymentIntentId: intent.id,
        })
        .returning();
      await auditPlanAction(tx, actor, 'plan.renew', company, row, null);
      return row;
    });
    return { plan, clientSecret: intent.clientSecret };
  } catch (err) {
    // The business was deleted since it was read.
    if (sqlState(err) === '23503') throw notFound(MSG_COMPANY_NOT_FOUND);
    throw err;
  }
}

/** 402 with the card's own message. */
const declined = (msg: string) => new HttpError(402, msg);

export type ChargeOutcome = { status: 200 | 202; plan: FeaturedPlanRow; company: PlanCompany };

/**
 * Pays a pending plan. Test mode confirms with the card sent along (Stripe's published test
 * cards); with Stripe the browser has confirmed it and the server asks Stripe how it went. Either
 * way a success goes through the same markPaid as the webhook, so whichever comes first wins.
 */
export async function chargePlan(
  ctx: AppContext,
  actor: UserRow,
  input: ChargeInput,
): Promise<ChargeOutcome> {
  const known = await findPlanByIntent(ctx.db, input.id);
  if (!known) throw notFound(MSG_PAYMENT_NOT_FOUND);
  const company = await companyFor(ctx.db, actor, known.companyId);
  if (known.companyId !== input.companyID || known.planName !== input.plan)
    throw badRequest(MSG_PAYMENT_MISMATCH);
  priceFor(input.plan, input.amount);
  const now = ctx.clock();
  const { payments } = ctx;

  if (payments.kind === 'test') {
    if (!input.card) throw badRequest(MSG_CARD_REQUIRED);
    if (!payments.confirmTestCard) throw badRequest(MSG_CARD_TEST_ONLY);
    try {
      const event = await payments.confirmTestCard(input.id, input.card);
      await applyPaymentEvent(ctx.db, event, now);
    } catch (err) {
      if (!isPaymentDeclined(err)) throw err;
      await markFailed(ctx.db, input.id, err.message);
      throw declined(err.message);
    }
  } else {
    if (input.card) throw badRequest(MSG_CARD_TEST_ONLY);
    const intent = await payments.retrieveIntent(input.id);
    if (intent.status === 'succeeded') {
      await ctx.db.transaction((tx) => markPaid(tx, intent.id, now));
    } else if (intent.status === 'requires_payment_method' && intent.lastError) {
      await markFailed(ctx.db, intent.id, intent.lastError);
      throw declined(intent.lastError);
    } else if (intent.status === 'canceled') {
      throw declined(MSG_PAYMENT_FAILED);
    }
  }
  const plan = (await findPlan(ctx.db, known.id)) ?? known;
  const after = (await findPlanCompany(ctx.db, company.id)) ?? company;
  return { status: plan.status === 'pending' ? 202 : 200, plan, company: after };
}

/**
 * A free month (plan 1m, amount 0, no card): only while the owner has free months, once per
 * business. The owner's count goes down in the same transaction that makes the plan, by a
 * guarded UPDATE, and the partial unique index allows one free plan per business, so requests
 * racing for one free month make exactly one plan.
 */
export async function applyFreeMonth(
  ctx: AppContext,
  actor: UserRow,
  companyId: string,
): Promise<{ plan: FeaturedPlanRow; company: PlanCompany }> {
  const company = await companyFor(ctx.db, actor, companyId);
  const owner = company.userId;
  if (!owner) throw badRequest(MSG_NO_FREE_MONTHS);
  if (await hasUsedFreeMonth(ctx.db, company.id)) throw badRequest(MSG_FREE_MONTH_USED);
  const now = ctx.clock();
  try {
    const plan = await ctx.db.transaction(async (tx) => {
      const spent = await tx
        .update(users)
        .set({ freeMonths: sql`${users.freeMonths} - 1` })
        .where(and(eq(users.id, owner), gt(users.freeMonths, 0)))
        .returning({ id: users.id });
      if (spent.length === 0) throw badRequest(MSG_NO_FREE_MONTHS);
      const [pending] = await tx
        .insert(featuredPlans)
        .values({
          companyId: company.id,
          boughtBy: actor.id,
          planName: FREE_MONTH_PLAN,
          amountCents: 0,
          currency: CURRENCY,
          freeMonth: true,
          provider: 'free',
        })
        .returning();
      const active = await activatePlan(tx, pending, now);
      await auditPlanAction(tx, actor, 'plan.free-month', company, active, null);
      return active;
    });
    return { plan, company: (await findPlanCompany(ctx.db, company.id)) ?? company };
  } catch (err) {
    if (sqlState(err) === '23505') throw badRequest(MSG_FREE_MONTH_USED);
    if (sqlState(err) === '23503') throw notFound(MSG_COMPANY_NOT_FOUND);
    throw err;
  }
}

/** Cancels a pending or active plan (inactive); the business stays featured only if another covers now. */
export async function cancelPlan(
  ctx: AppContext,
  actor: UserRow,
  planId: string,
): Promise<PlanCompany> {
  const plan = await findPlan(ctx.db, knownId(planId, MSG_PLAN_NOT_FOUND));
  if (!plan) throw notFound(MSG_PLAN_NOT_FOUND);
  const company = await companyFor(ctx.db, actor, plan.companyId);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const [cancelled] = await tx
      .update(featuredPlans)
      .set({ status: 'inactive', cancelledAt: now })
      .where(
        and(eq(featuredPlans.id, plan.id), inArray(featuredPlans.status, ['pending', 'active'])),
      )
      .returning();
    await refreshFeatured(tx, plan.companyId, now);
    if (cancelled) await auditPlanAction(tx, actor, 'plan.cancel', company, cancelled, plan.status);
  });
  return (await findPlanCompany(ctx.db, company.id)) ?? company;
}

/** An admin grants a user one more free month, recorded in the audit log. */
export async function addFreeMonth(db: Db, actor: UserRow, userId: string): Promise<void> {
  const id = knownId(userId, MSG_USER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [done] = await tx
      .update(users)
      .set({ freeMonths: sql`${users.freeMonths} + 1` })
      .where(eq(users.id, id))
      .returning({ id: users.id, email: users.email, freeMonths: users.freeMonths });
    if (!done) throw notFound(MSG_USER_NOT_FOUND);
    await recordAdminAction(tx, actor, {
      action: 'user.free-month',
      user: { id: done.id, email: done.email },
      before: { freeMonths: done.freeMonths - 1 },
      after: { freeMonths: done.freeMonths },
    });
  });
}
