import { sql } from 'drizzle-orm';
import {
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
 * Two active bookings of one business never overlap: the exclusion constraint of migration 0005
 * decides, so concurrent requests cannot both win.
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
    check('bookings_range', sql`${t.endAt} > ${t.startAt}`),
    check('bookings_start_time', sql`${t.startTime} BETWEEN 0 AND 1439`),
    check('bookings_duration', sql`${t.duration} > 0`),
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

export type BookingRow = typeof bookings.$inferSelect;
export type BookingCommentRow = typeof bookingComments.$inferSelect;
