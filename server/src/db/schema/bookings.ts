import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { IntakeAnswer } from '@slotmap/domain/bookings';
import type { IntakeFieldView } from '@slotmap/domain/company-view';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { companies, services } from './companies.ts';

/**
 * A booking. `start_at`/`end_at` are the real instants (the slot's local date and minute read in
 * the business's time zone); `start_date`/`start_time` keep the local reading the customer chose.
 * Two active bookings of one business never overlap, buffers included: the exclusion constraint
 * of migrations 0005 and 0016 decides, so concurrent requests cannot both win.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Null once the customer deleted the account: the business keeps its history ('Deleted user'). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null once the business is deleted: the customer keeps the history under `company_name`. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The business's name and time zone when booked, shown after the business is gone. */
    companyName: text('company_name').notNull().default(''),
    companyTimeZone: text('company_time_zone').notNull().default('UTC'),
    /** Null once the service is deleted; the booking keeps its copy of name and questions. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    serviceName: text('service_name').notNull(),
    serviceDescription: text('service_description').notNull().default(''),
    serviceIntakeForm: jsonb('service_intake_form')
      .$type<IntakeFieldView[]>()
      .notNull()
      .default([]),
    startDate: date('start_date').notNull(),
    startTime: integer('start_time').notNull(),
    duration: integer('duration').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /**
     * The service's buffers when booked, in minutes: the booking keeps [start_at - buffer_before,
     * end_at + buffer_after) from others (booking_blocked_range, migration 0016).
     */
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    /**
     * The blocked time as epoch milliseconds, written by the database (migration 0020): the slot
     * lists read a busy business's thousands of bookings from an index that carries both.
     */
    blockedFromMs: bigint('blocked_from_ms', { mode: 'number' }).generatedAlwaysAs(
      sql`(date_part('epoch', "start_at" AT TIME ZONE 'UTC') * 1000)::bigint - "buffer_before" * 60000::bigint`,
    ),
    blockedUntilMs: bigint('blocked_until_ms', { mode: 'number' }).generatedAlwaysAs(
      sql`(date_part('epoch', "end_at" AT TIME ZONE 'UTC') * 1000)::bigint + "buffer_after" * 60000::bigint`,
    ),
    text: text('text').notNull().default(''),
    intakeForm: jsonb('intake_form').$type<IntakeAnswer[]>().notNull().default([]),
    userCalender: text('user_calender'),
    businessCalender: text('business_calender'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    /** "Clear history" of each side hides the row from that side only. */
    hiddenForUserAt: timestamp('hidden_for_user_at', { withTimezone: true }),
    hiddenForBusinessAt: timestamp('hidden_for_business_at', { withTimezone: true }),
    /**
     * The iCalendar SEQUENCE of the booking's event: raised by every change a calendar must
     * follow (a cancellation, a new time), so subscribed calendars take the newest version.
     */
    sequence: integer('sequence').notNull().default(0),
    /** The last change to the booking itself (its event's LAST-MODIFIED and DTSTAMP). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_user_start_idx').on(t.userId, t.startAt),
    index('bookings_company_start_idx').on(t.companyId, t.startAt),
    index('bookings_service_start_idx').on(t.serviceId, t.startAt),
    // The review-request sweep's recently ended visits (migration 0018).
    index('bookings_ended_idx').on(t.endAt).where(sql`${t.cancelledAt} IS NULL`),
    // The slot lists' busy times, an index-only scan from the window's start (migration 0020,
    // where it carries blocked_from_ms as an INCLUDE column).
    index('bookings_company_blocked_idx')
      .on(t.companyId, t.blockedUntilMs)
      .where(sql`${t.cancelledAt} IS NULL`),
    check('bookings_range', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_start_time', sql`${t.startTime} BETWEEN 0 AND 1439`),
    check('bookings_duration', sql`${t.duration} > 0`),
    check(
      'bookings_buffers',
      sql`${t.bufferBefore} BETWEEN 0 AND 240 AND ${t.bufferAfter} BETWEEN 0 AND 240`,
    ),
  ],
);

export const bookingComments = pgTable(
  'booking_comments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null once the author deleted the account: the comment stays, by 'Deleted user'. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('booking_comments_booking_idx').on(t.bookingId, t.createdAt)],
);

/**
 * A booking's moves to another time, oldest first: where it was, where it went, and which side
 * moved it. Written in the transaction that moved it; the booking page shows them.
 */
export const bookingMoves = pgTable(
  'booking_moves',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    fromTime: integer('from_time').notNull(),
    fromStartAt: timestamp('from_start_at', { withTimezone: true }).notNull(),
    fromEndAt: timestamp('from_end_at', { withTimezone: true }).notNull(),
    toDate: date('to_date').notNull(),
    toTime: integer('to_time').notNull(),
    toStartAt: timestamp('to_start_at', { withTimezone: true }).notNull(),
    toEndAt: timestamp('to_end_at', { withTimezone: true }).notNull(),
    by: text('by', { enum: ['customer', 'business'] }).notNull(),
    /** Who moved it; null once that person deleted the account. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_moves_booking_idx').on(t.bookingId, t.createdAt),
    check('booking_moves_by', sql`${t.by} IN ('customer', 'business')`),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type BookingMoveRow = typeof bookingMoves.$inferSelect;
export type BookingCommentRow = typeof bookingComments.$inferSelect;

/**
 * A version of each business's busy times: raised by the database's own triggers whenever a
 * booking, a closure or the business calendar's busy times change (migration 0021), so the slot
 * list may keep what it read while the number stays the same (decision 066). Never written here.
 */
export const companyBusyVersions = pgTable('company_busy_versions', {
  companyId: uuid('company_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
