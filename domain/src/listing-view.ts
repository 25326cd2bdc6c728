import { z } from 'zod';
import { PLAN_END_REASONS, PLAN_NAMES, PLAN_STATUSES } from './listings.ts';

/** The answers of the feature-listing calls (docs/api-listings.md), as schemas. */

/** GET /feature/plans/:companyId: a plan as the Feature Listing tab shows it. */
export const planViewSchema = z.object({
  _id: z.string(),
  plan_name: z.enum(PLAN_NAMES),
  /** Dollars. */
  amount: z.number(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  status: z.enum(PLAN_STATUSES),
  free_month: z.boolean(),
  /** Given by an admin: nothing was charged. */
  complimentary: z.boolean(),
  failure: z.string().nullable(),
  /** Why an inactive plan ended (cancelled, expired, abandoned, refunded, disputed, run-out). */
  end_reason: z.enum(PLAN_END_REASONS).nullable(),
  refunded: z.boolean(),
  /** The provider's dispute status while or after the payment was disputed. */
  dispute_status: z.string().nullable(),
  createdAt: z.string(),
});
export type PlanView = z.output<typeof planViewSchema>;

export const planCompanyViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  is_featured: z.boolean(),
  user: z.string().nullable(),
  /** The owner's unused free months. */
  free_months: z.number(),
});
export type PlanCompanyView = z.output<typeof planCompanyViewSchema>;

/** GET /feature/allPlans */
export const planOfferViewSchema = z.object({
  plan_name: z.enum(PLAN_NAMES),
  amount: z.number(),
  months: z.number(),
  label: z.string(),
});
export type PlanOffer = z.output<typeof planOfferViewSchema>;
export const planOffersViewSchema = z.array(planOfferViewSchema);

/** GET /feature/config: which provider takes the cards, and its public key. */
export const paymentConfigViewSchema = z.object({
  provider: z.enum(['stripe', 'test']),
  publishableKey: z.string().nullable(),
  testMode: z.boolean(),
});

/** GET /feature/plans/:companyId: the business first, then its plans. */
export const companyPlansViewSchema = z.tuple([planCompanyViewSchema], planViewSchema);

/** A purchase started (POST /feature/create-payment-intent, POST /feature/renew). */
export const paymentStartedViewSchema = z.object({
  client_secret: z.string(),
  paymentIntentId: z.string().nullable(),
  planId: z.string(),
  amount: z.number(),
  testMode: z.boolean(),
  plan: planViewSchema,
});

/** POST /feature/stripe/charge */
export const chargedViewSchema = z.object({
  success: z.boolean(),
  company: planCompanyViewSchema,
  plan: planViewSchema,
});

/** A plan given without a card: a free month, or an admin's complimentary plan. */
export const planGivenViewSchema = z.object({
  message: z.string(),
  company: planCompanyViewSchema,
  plan: planViewSchema,
});

/** POST /feature/renew: a plan given, or a purchase started. */
export const renewedViewSchema = z.union([planGivenViewSchema, paymentStartedViewSchema]);

/** POST /feature/plans/currentinactive */
export const planCancelledViewSchema = z.object({
  message: z.string(),
  cancelled: z.boolean(),
  company: planCompanyViewSchema,
});

/** GET /feature/inavtive: an inactive plan with the name of its business. */
export const inactivePlanListViewSchema = z.array(
  planViewSchema.extend({
    company: z.object({ _id: z.string(), name: z.string(), is_featured: z.boolean() }),
  }),
);

/** POST /feature/add-free-month */
export const messageViewSchema = z.object({ message: z.string() });

/** POST /feature/stripe/webhook */
export const webhookReceivedViewSchema = z.object({ received: z.literal(true) });
