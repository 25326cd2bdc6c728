import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../test/database.ts';
import type { Database } from './connection.ts';
import { rowsOf } from './rows.ts';

/**
 * Deleting a row may take with it only that row's own data. Every ON DELETE CASCADE is listed
 * here on purpose: a new one reaching into someone else's records (a customer's bookings, a
 * business's history) fails this test until it is argued for in docs/decisions/007.
 */
const OWN_DATA = [
  // A booking's comments are part of the booking.
  'booking_comments.booking_id -> bookings',
  // A booking's moves are part of the booking too.
  'booking_moves.booking_id -> bookings',
  // A connected calendar, its busy times and a feed address belong to their person or business
  // (docs/decisions/044); bookings keep their own rows.
  'calendar_busy.company_id -> companies',
  'calendar_busy.connection_id -> calendar_connections',
  'calendar_connections.company_id -> companies',
  'calendar_connections.user_id -> users',
  'calendar_feeds.company_id -> companies',
  'calendar_feeds.user_id -> users',
  // Claims, likes and follows of a business are about that business only...
  'claims.company_id -> companies',
  // ...and a user's claims, likes, follows, notifications, reset tokens and profile are theirs.
  'claims.user_id -> users',
  // A business's closures are its own hours (docs/decisions/054).
  'company_closures.company_id -> companies',
  'company_follows.company_id -> companies',
  'company_follows.user_id -> users',
  'company_likes.company_id -> companies',
  'company_likes.user_id -> users',
  // A business's feature plans are its own (the buyer's account leaving keeps them).
  'featured_plans.company_id -> companies',
  // A business's free-time summary is computed from its own hours and bookings (decision 060).
  'free_day_windows.company_id -> companies',
  'free_days.company_id -> companies',
  'messages.user_id -> users',
  'password_resets.user_id -> users',
  'profiles.user_id -> users',
  // A booking's reminders and its review request are part of the booking (decisions 057, 058).
  'reminders.booking_id -> bookings',
  'review_requests.booking_id -> bookings',
  // A review is its author's words about one visit of one business: it goes with the visit, with
  // the business whose page shows it, and with its author's account (docs/decisions/007, 058).
  'reviews.booking_id -> bookings',
  'reviews.company_id -> companies',
  'reviews.user_id -> users',
  // A business's services; bookings keep their own copy of what was booked.
  'services.company_id -> companies',
  // A waitlist and its offers are the waiting customer's own, and wait for that business only:
  // once either is gone there is nothing left to wait for (docs/decisions/041).
  'waitlist_entries.company_id -> companies',
  'waitlist_entries.user_id -> users',
  'waitlist_offers.company_id -> companies',
  'waitlist_offers.user_id -> users',
];

describe(`what a delete may cascade to, on ${testDbKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database.close());

  const foreignKeys = async (rule: 'c' | 'n') =>
    rowsOf(
      await database.db.execute(sql`
        SELECT c.conrelid::regclass::text || '.' || a.attname || ' -> ' || c.confrelid::regclass::text AS fk
        FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
        WHERE c.contype = 'f' AND c.confdeltype = ${rule}
        ORDER BY 1`),
    ).map((r) => r.fk as string);

  it('cascades only into the deleted row’s own data', async () => {
    expect(await foreignKeys('c')).toEqual(OWN_DATA);
  });

  it('keeps bookings and their comments when a customer or a business leaves', async () => {
    expect(await foreignKeys('n')).toEqual(
      expect.arrayContaining([
        'bookings.user_id -> users',
        'bookings.company_id -> companies',
        'booking_comments.user_id -> users',
      ]),
    );
  });
});
