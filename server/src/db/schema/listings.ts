import { PLAN_END_REASONS } from '@slotmap/domain/listings';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { ownedByCompany } from './refs.ts';

export const PLAN_NAMES = ['1m', '2m', '3m', '6m', '1year'] as const;
export const PLAN_STATUSES = ['pending', 'active', 'inactive'] as const;
export const PAYMENT_PROVIDERS = ['stripe', 'test', 'free', 'complimentary'] as const;

const listOf = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A feature-listing plan of one business (spec business §3 FeaturedPlan). Pending until its
 * payment succeeds; then active from `start_date` to `end_date`; inactive once cancelled or run
 * out. The amount is the server's price for `plan_name` (0 for a free month), in cents.
 */
export const featuredPlans = pgTable(
  'featured_plans',
  {
    id: id(),
    companyId: ownedByCompany(),
    /** Who bought it; null once that account is deleted (the business keeps its plans). */
    boughtBy: uuid('bought_by').references(() => users.id, { onDelete: 'set null' }),
    planName: text('plan_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull().default('pending'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** A referral (or admin-granted) free month: no card, amount 0, once per business. */
    freeMonth: boolean('free_month').notNull().default(false),
    provider: text('provider').notNull(),
    /** The provider's payment (Stripe PaymentIntent id, or the test provider's own). */
    paymentIntentId: text('payment_intent_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The last payment failure the provider reported, shown to the owner. */
    failure: text('failure'),
    /**
     * The browser's key for one press of Purchase: the same key answers the same plan and
     * payment, so a double click or a retried request never makes two.
     */
    idempotencyKey: text('idempotency_key'),
    /** Why the plan became inactive (null while pending or active). */
    endReason: text('end_reason', { enum: PLAN_END_REASONS }),
    /** The provider refunded the whole payment. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** The card holder disputed the payment; `dispute_status` is the provider's latest word. */
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    disputeStatus: text('dispute_status'),
    /** When the pending-payment sweep last asked the provider about this plan's payment. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('featured_plans_intent_uq').on(t.paymentIntentId),
    // One free month per business, however many requests race for it.
    uniqueIndex('featured_plans_free_month_uq').on(t.companyId).where(sql`free_month`),
    index('featured_plans_company_idx').on(t.companyId, t.status, t.endDate),
    index('featured_plans_active_end_idx').on(t.endDate).where(sql`status = 'active'`),
    index('featured_plans_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
    uniqueIndex('featured_plans_idempotency_uq')
      .on(t.companyId, t.idempotencyKey)
      .where(sql`idempotency_key IS NOT NULL`),
    check(
      'featured_plans_end_reason',
      sql`${t.endReason} IS NULL OR ${t.endReason} IN (${listOf(PLAN_END_REASONS)})`,
    ),
    check('featured_plans_plan', sql`${t.planName} IN (${listOf(PLAN_NAMES)})`),
    check('featured_plans_status', sql`${t.status} IN (${listOf(PLAN_STATUSES)})`),
    check('featured_plans_provider', sql`${t.provider} IN (${listOf(PAYMENT_PROVIDERS)})`),
    check('featured_plans_amount', sql`${t.amountCents} >= 0`),
  ],
);

/** Payment-provider events already applied: a replayed webhook changes nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  paymentIntentId: text('payment_intent_id'),
  receivedAt: createdAt(),
});

export type FeaturedPlanRow = typeof featuredPlans.$inferSelect;
