import {
  CURRENCY,
  FREE_MONTH_PLAN,
  MSG_FREE_MONTH_NOT_THEIRS,
  MSG_FREE_MONTH_OWNERS_ONLY,
  MSG_FREE_MONTH_USED,
  MSG_NO_FREE_MONTHS,
  MSG_PAYMENT_PROCESSING,
  MSG_PLAN_NOT_FOUND,
  MSG_USER_NOT_FOUND,
  type PlanName,
} from '@slotmap/domain/listings';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { type FeaturedPlanRow, featuredPlans } from '../../db/schema/listings.ts';
import type { UserRow } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import { badRequest, conflict, notFound, sqlState } from '../../http/errors.ts';
import { recordAdminAction } from '../../db/audit-log.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { activatePlan, endPlan, markPaid } from './activation.ts';
import { auditPlanAction } from './admin-audit.ts';
import { findPlan, findPlanCompany, hasUsedFreeMonth, type PlanCompany } from './data.ts';
import { companyFor } from './owner.ts';
import { isPaymentUnknown, type PaymentIntent } from '../../integrations/payments/port.ts';
import { tellAboutPlan } from './plan-notices.ts';

/** A plan that is active from the moment it is made: nothing to pay (a free month, a gift). */
async function insertActivePlan(
  tx: Db,
  actor: UserRow,
  company: PlanCompany,
  plan: PlanName,
  kind: 'free' | 'complimentary',
  now: Date,
): Promise<FeaturedPlanRow> {
  const [pending] = await tx
    .insert(featuredPlans)
    .values({
      companyId: company.id,
      boughtBy: actor.id,
      planName: plan,
      amountCents: 0,
      currency: CURRENCY,
      freeMonth: kind === 'free',
      provider: kind,
    })
    .returning();
  return activatePlan(tx, pending, now);
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
      const active = await insertActivePlan(tx, actor, company, FREE_MONTH_PLAN, 'free', now);
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

/**
 * An admin's Renew: the plan again for the business, as a gift. Nothing is charged and nobody
 * has to pay it (an admin has no card form), so it is active at once, recorded in the audit log,
 * and its owner gets the receipt that says so.
 */
export async function giveComplimentaryPlan(
  ctx: AppContext,
  actor: UserRow,
  companyId: string,
  plan: PlanName,
): Promise<{ plan: FeaturedPlanRow; company: PlanCompany }> {
  const company = await companyFor(ctx.db, actor, companyId);
  const now = ctx.clock();
  try {
    const given = await ctx.db.transaction(async (tx) => {
      const active = await insertActivePlan(tx, actor, company, plan, 'complimentary', now);
      await auditPlanAction(tx, actor, 'plan.renew', company, active, null);
      return active;
    });
    return { plan: given, company: (await findPlanCompany(ctx.db, company.id)) ?? company };
  } catch (err) {
    if (sqlState(err) === '23503') throw notFound(MSG_COMPANY_NOT_FOUND);
    throw err;
  }
}

export interface CancelOutcome {
  company: PlanCompany;
  /** False when the payment had gone through: the plan was made active instead. */
  cancelled: boolean;
}

/**
 * Cancels a pending or active plan (inactive); the business stays featured only if another plan
 * covers now. A pending plan's payment is cancelled at the provider first, so no card can be
 * charged for a plan that is no longer there. If the provider says it has already succeeded, the
 * plan is made active instead and its owner (and the admins) told; if it is still being
 * processed, nothing changes and the caller is asked to try again.
 */
export async function cancelPlan(
  ctx: AppContext,
  actor: UserRow,
  planId: string,
): Promise<CancelOutcome> {
  const plan = await findPlan(ctx.db, knownId(planId, MSG_PLAN_NOT_FOUND));
  if (!plan) throw notFound(MSG_PLAN_NOT_FOUND);
  const company = await companyFor(ctx.db, actor, plan.companyId);
  const intent = plan.status === 'pending' ? await cancelPayment(ctx, plan) : null;
  if (intent?.status === 'processing') throw conflict(MSG_PAYMENT_PROCESSING);
  const now = ctx.clock();
  const paid = intent?.status === 'succeeded';
  await ctx.db.transaction(async (tx) => {
    if (paid) {
      const active = await markPaid(tx, intent.id, now);
      if (active) await tellAboutPlan(tx, active, 'paid-after-cancel');
      return;
    }
    const cancelled = await endPlan(tx, plan.id, 'cancelled', now);
    if (cancelled) await auditPlanAction(tx, actor, 'plan.cancel', company, cancelled, plan.status);
  });
  return {
    company: (await findPlanCompany(ctx.db, company.id)) ?? company,
    cancelled: !paid,
  };
}

/** The pending plan's payment, cancelled at the provider; null when there is none to cancel. */
async function cancelPayment(
  ctx: AppContext,
  plan: FeaturedPlanRow,
): Promise<PaymentIntent | null> {
  if (!plan.paymentIntentId || (plan.provider !== 'stripe' && plan.provider !== 'test'))
    return null;
  try {
    return await ctx.payments.cancelIntent(plan.paymentIntentId);
  } catch (err) {
    // The provider never had it, or has forgotten it (test mode after a restart): nothing to pay.
    if (isPaymentUnknown(err)) return null;
    throw err;
  }
}

/**
 * An admin grants a business owner one more free month, recorded in the audit log (with the
 * business whose page it was granted from). Only owners: a free month is spent on a business, so
 * anyone else could never use it. The person's row is locked first, so the count is exact.
 */
export async function addFreeMonth(
  db: Db,
  actor: UserRow,
  userId: string,
  companyId?: string,
): Promise<void> {
  const id = knownId(userId, MSG_USER_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [person] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!person) throw notFound(MSG_USER_NOT_FOUND);
    const [business] = companyId
      ? await tx
          .select({ id: companies.id, name: companies.name, userId: companies.userId })
          .from(companies)
          .where(eq(companies.id, companyId))
      : [];
    if (companyId && !business) throw notFound(MSG_COMPANY_NOT_FOUND);
    if (business && business.userId !== person.id) throw badRequest(MSG_FREE_MONTH_NOT_THEIRS);
    const owns = business ?? (await anyBusinessOf(tx, person.id));
    if (!owns) throw badRequest(MSG_FREE_MONTH_OWNERS_ONLY);
    const [done] = await tx
      .update(users)
      .set({ freeMonths: sql`${users.freeMonths} + 1` })
      .where(eq(users.id, person.id))
      .returning({ freeMonths: users.freeMonths });
    await recordAdminAction(tx, actor, {
      action: 'user.free-month',
      user: person,
      company: business ? { id: business.id, name: business.name } : undefined,
      before: { freeMonths: done.freeMonths - 1 },
      after: { freeMonths: done.freeMonths },
    });
  });
}

async function anyBusinessOf(tx: Db, userId: string) {
  const [row] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, userId))
    .limit(1);
  return row;
}
