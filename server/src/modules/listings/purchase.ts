import { randomUUID } from 'node:crypto';
import {
  type ChargeInput,
  type CreateIntentInput,
  CURRENCY,
  centsOf,
  MSG_AMOUNT_MISMATCH,
  MSG_CARD_REQUIRED,
  MSG_CARD_TEST_ONLY,
  MSG_KEY_OTHER_PLAN,
  MSG_PAYMENT_EXPIRED,
  MSG_PAYMENT_FAILED,
  MSG_PAYMENT_MISMATCH,
  MSG_PAYMENT_NOT_FOUND,
  PLANS,
  type PlanName,
} from '@slotmap/domain/listings';
import { v5 as uuidv5 } from 'uuid';
import { type FeaturedPlanRow, featuredPlans } from '../../db/schema/listings.ts';
import type { UserRow } from '../../http/auth.ts';
import type { AppContext } from '../../http/context.ts';
import { badRequest, conflict, HttpError, notFound, sqlState } from '../../http/errors.ts';
import { MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { markFailed, markPaid } from './activation.ts';
import { auditPlanAction } from './admin-audit.ts';
import {
  findPlan,
  findPlanByIntent,
  findPlanByKey,
  findPlanCompany,
  type PlanCompany,
} from './data.ts';
import { companyFor } from './owner.ts';
import { isPaymentDeclined, isPaymentUnknown } from '../../integrations/payments/port.ts';
import { applyPaymentEvent } from './payment-events.ts';

/** The server's price of `plan`; an amount sent along must be the same (400 otherwise). */
export function priceFor(plan: PlanName, amount: number | undefined): number {
  const cents = PLANS[plan].amountCents;
  if (amount !== undefined && centsOf(amount) !== cents) throw badRequest(MSG_AMOUNT_MISMATCH);
  return cents;
}

export interface PendingPlan {
  plan: FeaturedPlanRow;
  clientSecret: string;
  /** False when the browser's key named a purchase already started: the same one is answered. */
  created: boolean;
}

/** Plan ids made from a browser's purchase key: the same key always names the same plan. */
const PURCHASE_KEYS = '5d1b7a1e-3c0f-5e8a-9b53-6f1d2c4e8a70';

/**
 * A new pending plan bound to a new payment of the server's price. The payment carries the
 * business and plan in its metadata and the plan's id as its idempotency key. With the browser's
 * purchase key, the plan's id comes from the key, so requests racing with one key ask the
 * provider for one payment and insert one plan; a key seen before answers its plan again.
 */
export async function createPendingPlan(
  ctx: AppContext,
  actor: UserRow,
  input: CreateIntentInput,
): Promise<PendingPlan> {
  const company = await companyFor(ctx.db, actor, input.companyID);
  const amountCents = priceFor(input.plan, input.amount);
  const key = input.idempotencyKey;
  if (key) {
    const started = await findPlanByKey(ctx.db, company.id, key);
    if (started) return startedBefore(ctx, started, input.plan);
  }
  const planId = key ? uuidv5(`${company.id}:${key}`, PURCHASE_KEYS) : randomUUID();
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
          idempotencyKey: key ?? null,
          // The app's clock, which the pending-payment sweep measures a payment's age by.
          createdAt: ctx.clock(),
        })
        .returning();
      await auditPlanAction(tx, actor, 'plan.renew', company, row, null);
      return row;
    });
    return { plan, clientSecret: intent.clientSecret, created: true };
  } catch (err) {
    // The business was deleted since it was read.
    if (sqlState(err) === '23503') throw notFound(MSG_COMPANY_NOT_FOUND);
    // Another request with the same key made the plan first.
    if (sqlState(err) === '23505' && key) {
      const started = await findPlan(ctx.db, planId);
      if (started) return startedBefore(ctx, started, input.plan);
    }
    throw err;
  }
}

/** A purchase started before under the same key: its plan and payment, for the same plan only. */
async function startedBefore(
  ctx: AppContext,
  plan: FeaturedPlanRow,
  name: PlanName,
): Promise<PendingPlan> {
  if (plan.planName !== name) throw conflict(MSG_KEY_OTHER_PLAN);
  let clientSecret = '';
  if (plan.paymentIntentId && plan.status === 'pending') {
    try {
      clientSecret = (await ctx.payments.retrieveIntent(plan.paymentIntentId)).clientSecret;
    } catch (err) {
      if (isPaymentUnknown(err)) throw conflict(MSG_PAYMENT_EXPIRED);
      throw err;
    }
  }
  return { plan, clientSecret, created: false };
}

/** 402 with the card's own message. */
const declined = (msg: string) => new HttpError(402, msg);

export type ChargeOutcome = { status: 200 | 202; plan: FeaturedPlanRow; company: PlanCompany };

/**
 * Pays a pending plan. Test mode confirms with the card sent along (Stripe's published test
 * cards); with Stripe the browser has confirmed it and the server asks Stripe how it went. Either
 * way a success goes through the same markPaid as the webhook, so whichever comes first wins.
 * 202 says the provider is still processing it: the plan is pending, and the webhook or the
 * pending-payment sweep settles it.
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
