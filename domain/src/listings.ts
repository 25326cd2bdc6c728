import type { PlanOffer } from './listing-view.ts';
import { z } from 'zod';

/**
 * Feature listings (spec business §3 FeaturedPlan, §4, §7 /feature calls, §9 prices): a business
 * pays for a plan and is featured while it runs. The server sets every price from the plan's name;
 * an amount sent by a browser is only compared with it (docs/decisions/042).
 */

export const PLAN_NAMES = ['1m', '2m', '3m', '6m', '1year'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];
export const PLAN_STATUSES = ['pending', 'active', 'inactive'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export interface PlanPrice {
  name: PlanName;
  /** In cents of `CURRENCY`. */
  amountCents: number;
  months: number;
  label: string;
}

export const CURRENCY = 'usd';

export const PLANS: Record<PlanName, PlanPrice> = {
  '1m': { name: '1m', amountCents: 1000, months: 1, label: '1 Month' },
  '2m': { name: '2m', amountCents: 2000, months: 2, label: '2 Months' },
  '3m': { name: '3m', amountCents: 2800, months: 3, label: '3 Months' },
  '6m': { name: '6m', amountCents: 5000, months: 6, label: '6 Months' },
  '1year': { name: '1year', amountCents: 10000, months: 12, label: '1 Year' },
};

/** The plan a free month gives: one month, amount 0, no card. */
export const FREE_MONTH_PLAN: PlanName = '1m';

const PLAN_LIST = PLAN_NAMES.join(', ');
export const MSG_PLAN = `Plan must be one of ${PLAN_LIST}`;
export const MSG_AMOUNT = 'Amount must be a number of dollars';
export const MSG_AMOUNT_MISMATCH = 'The amount does not match the price of this plan';
export const MSG_COMPANY_ID = 'companyID must be a business id';
export const MSG_INTENT_ID = 'id must be a payment id';
export const MSG_USER_ID = 'userId must be a user id';
export const MSG_PLAN_ID = 'id must be a plan id';
export const MSG_PLAN_NOT_FOUND = 'Plan not found';
export const MSG_PAYMENT_NOT_FOUND = 'Payment not found';
export const MSG_PAYMENT_MISMATCH = 'This payment is for another business or plan';
export const MSG_NO_FREE_MONTHS = 'You have no free months left';
export const MSG_FREE_MONTH_USED = 'This business has already used its free month';
export const MSG_FREE_MONTH_APPLIED = 'Free month applied';
export const MSG_FREE_MONTH_ADDED = 'Free month added successfully';
export const MSG_PLANS_DELETED = 'Plans are deleted.';
export const MSG_CARD_TEST_ONLY = 'A card can only be sent in test mode';
export const MSG_CARD_REQUIRED = 'Card details are required in test mode';
export const MSG_PAYMENT_PENDING = 'The payment is still being processed';
export const MSG_PAYMENT_FAILED = 'The payment did not go through';
export const MSG_BAD_SIGNATURE = 'Invalid webhook signature';
export const MSG_NOT_OWNER = 'You can only buy a feature listing for your own business';
export const MSG_USER_NOT_FOUND = 'User not found';
export const MSG_CVC = "Your card's security code is incorrect.";
export const MSG_IDEMPOTENCY_KEY = 'idempotencyKey must be 8 to 100 letters, digits, - or _';
export const MSG_KEY_OTHER_PLAN = 'This purchase was started for another plan; start a new one';
export const MSG_PAYMENT_EXPIRED = 'This payment has expired; please start again';
export const MSG_PAYMENT_PROCESSING =
  'The payment is being processed and cannot be cancelled now; try again in a few minutes';
export const MSG_PAID_BEFORE_CANCEL =
  'The payment had already gone through, so the plan is active instead of cancelled';
export const MSG_COMPLIMENTARY_ADDED = 'Complimentary plan added';
export const REFERRAL_REWARD_TITLE = 'You earned a free month';
export const TEST_MODE_NOTE = 'Test mode — no card was charged';

export const priceOf = (plan: PlanName): PlanPrice => PLANS[plan];

/** Whole dollars and cents as the API shows them (10, 28, 0). */
export const dollars = (cents: number): number => cents / 100;

/** The cents a dollar amount sent by a client stands for, or NaN for no whole number of cents. */
export function centsOf(amount: number): number {
  const cents = Math.round(amount * 100);
  return Math.abs(cents - amount * 100) < 1e-6 ? cents : Number.NaN;
}

/** `months` calendar months after `start` (Jan 31 + 1 month = the last day of February). */
export function addMonths(start: Date, months: number): Date {
  const d = new Date(start.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

const uuid = (msg: string) => z.string(msg).regex(/^[0-9a-f-]{36}$/i, msg);

export const planField = z.enum(PLAN_NAMES, MSG_PLAN);
/** Dollars; the server compares it with its price and never charges it. */
const amountField = z
  .number(MSG_AMOUNT)
  .min(0, MSG_AMOUNT)
  .max(1_000_000, MSG_AMOUNT)
  .refine((a) => Number.isFinite(centsOf(a)), MSG_AMOUNT)
  .optional();

/**
 * Made by the browser for one press of Purchase and sent again with any retry of it: the same
 * key answers the same plan and payment, so a double click never makes two.
 */
const idempotencyKeyField = z
  .string(MSG_IDEMPOTENCY_KEY)
  .regex(/^[A-Za-z0-9_-]{8,100}$/, MSG_IDEMPOTENCY_KEY)
  .optional();

export const createIntentSchema = z.object({
  companyID: uuid(MSG_COMPANY_ID),
  plan: planField,
  amount: amountField,
  idempotencyKey: idempotencyKeyField,
});
export type CreateIntentInput = z.output<typeof createIntentSchema>;

const MSG_CARD_NUMBER = 'Your card number is incorrect.';
const MSG_EXP_MONTH = 'Expiry month must be 1 to 12';
const MSG_EXP_YEAR = 'Expiry year must be a year from 2000 to 2100';
/** Test mode only: a card of Stripe's published test numbers (docs/api-listings.md). */
export const testCardSchema = z.object({
  number: z
    .string(MSG_CARD_NUMBER)
    .max(40, MSG_CARD_NUMBER)
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, MSG_CARD_NUMBER)),
  exp_month: z
    .number(MSG_EXP_MONTH)
    .int(MSG_EXP_MONTH)
    .min(1, MSG_EXP_MONTH)
    .max(12, MSG_EXP_MONTH),
  exp_year: z
    .number(MSG_EXP_YEAR)
    .int(MSG_EXP_YEAR)
    .min(2000, MSG_EXP_YEAR)
    .max(2100, MSG_EXP_YEAR),
  cvc: z.string(MSG_CVC).regex(/^\d{3,4}$/, MSG_CVC),
});
export type TestCardInput = z.output<typeof testCardSchema>;

export const chargeSchema = z.object({
  id: z.string(MSG_INTENT_ID).trim().min(1, MSG_INTENT_ID).max(255, MSG_INTENT_ID),
  companyID: uuid(MSG_COMPANY_ID),
  plan: planField,
  amount: amountField,
  card: testCardSchema.optional(),
});
export type ChargeInput = z.output<typeof chargeSchema>;

export const renewSchema = z.object({
  companyID: uuid(MSG_COMPANY_ID),
  plan: planField,
  amount: amountField,
  isReferalMonth: z.boolean('isReferalMonth must be true or false').optional(),
  /** The spec's admin grant sends this too. */
  isReferalMonthFromAdmin: z.boolean('isReferalMonthFromAdmin must be true or false').optional(),
  /** Old clients send the owner's id; the server uses the business's owner. */
  userId: z.string(MSG_USER_ID).max(64, MSG_USER_ID).optional(),
  idempotencyKey: idempotencyKeyField,
});
export type RenewInput = z.output<typeof renewSchema>;

export const cancelPlanSchema = z.object({ id: uuid(MSG_PLAN_ID) });
export const MSG_FREE_MONTH_OWNERS_ONLY =
  'Free months are only for business owners: this person owns no business';
export const MSG_FREE_MONTH_NOT_THEIRS = 'This business is not owned by this person';

/**
 * POST /feature/add-free-month: the person, and the business page it was granted from (optional),
 * which the audit log records it with.
 */
export const addFreeMonthSchema = z.object({
  userId: uuid(MSG_USER_ID),
  companyId: uuid('companyId must be a business id').optional(),
});

export const PLAN_END_REASONS = [
  'cancelled',
  'expired',
  'abandoned',
  'refunded',
  'disputed',
  'run-out',
] as const;
export type PlanEndReason = (typeof PLAN_END_REASONS)[number];

export type { PlanCompanyView, PlanOffer, PlanView } from './listing-view.ts';

export const planOffers = (): PlanOffer[] =>
  PLAN_NAMES.map((name) => ({
    plan_name: name,
    amount: dollars(PLANS[name].amountCents),
    months: PLANS[name].months,
    label: PLANS[name].label,
  }));
