import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { WEEKDAYS } from '@slotmap/domain/hours';
import { PERIODS } from '@slotmap/domain/slots';
import { WAITLIST_DURATIONS } from '@slotmap/domain/waitlists';
import { createdAt, id } from './columns.ts';
import { ownedByUser, ownedByCompany } from './refs.ts';
import { services } from './companies.ts';

const listOf = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));

/**
 * One person waiting for one cell (weekday × period) of one business, until `expires_at`.
 * The entry is the customer's own and goes with their account; a business that is deleted takes
 * its waitlist with it, as nothing is left to wait for (docs/decisions/041).
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    userId: ownedByUser(),
    companyId: ownedByCompany(),
    day: text('day').notNull(),
    period: text('period').notNull(),
    duration: text('duration').notNull(),
    notifyByText: boolean('notify_by_text').notNull().default(false),
    notifyByEmail: boolean('notify_by_email').notNull().default(true),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last "the business opens for longer" notice: at most one a day per entry. */
    widerHoursNotifiedAt: timestamp('wider_hours_notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('waitlist_entries_cell_uq').on(t.userId, t.companyId, t.day, t.period),
    // The queue of one cell, in the order people joined.
    index('waitlist_entries_queue_idx').on(t.companyId, t.day, t.period, t.createdAt),
    index('waitlist_entries_expiry_idx').on(t.expiresAt),
    check('waitlist_entries_day', sql`${t.day} IN (${listOf(WEEKDAYS)})`),
    check('waitlist_entries_period', sql`${t.period} IN (${listOf(PERIODS)})`),
    check('waitlist_entries_duration', sql`${t.duration} IN (${listOf(WAITLIST_DURATIONS)})`),
    check('waitlist_entries_notify', sql`${t.notifyByText} OR ${t.notifyByEmail}`),
  ],
);

export const OFFER_STATES = ['held', 'booked', 'declined', 'expired', 'released'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/**
 * A freed time offered to one waiting person. While `state` is 'held' and `held_until` is ahead,
 * nobody else books over it (checked under the business's booking lock), and two live holds of
 * one business never overlap (the exclusion constraint of migration 0008). `chain_id` (the
 * cancelled booking) ties together the offers of one freed time, so each person is asked once.
 */
export const waitlistOffers = pgTable(
  'waitlist_offers',
  {
    id: id(),
    chainId: uuid('chain_id').notNull(),
    companyId: ownedByCompany(),
    userId: ownedByUser(),
    entryId: uuid('entry_id').references(() => waitlistEntries.id, { onDelete: 'set null' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    day: text('day').notNull(),
    period: text('period').notNull(),
    startDate: date('start_date').notNull(),
    startTime: integer('start_time').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    state: text('state').notNull().default('held'),
    heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_offers_chain_user_uq').on(t.chainId, t.userId),
    index('waitlist_offers_company_held_idx').on(t.companyId, t.startAt).where(sql`state = 'held'`),
    index('waitlist_offers_due_idx').on(t.heldUntil).where(sql`state = 'held'`),
    index('waitlist_offers_user_idx').on(t.userId, t.state),
    check('waitlist_offers_range', sql`${t.endAt} > ${t.startAt}`),
    check('waitlist_offers_state', sql`${t.state} IN (${listOf(OFFER_STATES)})`),
  ],
);

export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;
export type WaitlistOfferRow = typeof waitlistOffers.$inferSelect;
