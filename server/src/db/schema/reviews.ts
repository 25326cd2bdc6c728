import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { bookings } from './bookings.ts';
import { createdAt, id } from './columns.ts';
import { ownedByCompany } from './refs.ts';

/**
 * A verified review (decision 058): written by the customer of an attended booking, one per
 * booking (the unique key decides two at once). The owner's reply is written once; an admin's
 * hiding keeps the row (and its reason) but takes it out of every public list and average.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique('reviews_booking_unique')
      .references(() => bookings.id, { onDelete: 'cascade' }),
    companyId: ownedByCompany(),
    /** The author; the review goes with their account (decision 007). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // The public list and the average: a business's shown reviews, newest first.
    index('reviews_company_shown_idx')
      .on(t.companyId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.hiddenAt} IS NULL`),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_text', sql`char_length(${t.text}) <= 1000`),
    check('reviews_reply', sql`char_length(${t.reply}) <= 1000`),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;

/**
 * A review request sent after a visit: its key is the booking, so the sweep of any number of
 * instances sends each at most once.
 */
export const reviewRequests = pgTable('review_requests', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
