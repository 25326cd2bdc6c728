import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { createTestDatabase, testDbKind } from '../test/database.ts';
import { REVIEW_EDIT_DAYS } from '@slotmap/domain/reviews';
import { sendReviewRequests } from '../modules/reviews/request-sweep.ts';
import { seedDemo } from './demo.ts';
import { recomputeFreeDays } from '../modules/availability/mutations.ts';

describe(`demo seeding that fails half-way, on ${testDbKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(() => database.close());

  const rowCounts = async () =>
    rowsOf(
      await database.db.execute(sql`
        SELECT (SELECT count(*) FROM users)::int AS users,
          (SELECT count(*) FROM companies)::int AS companies,
          (SELECT count(*) FROM services)::int AS services,
          (SELECT count(*) FROM messages)::int AS messages`),
    )[0] as Record<string, number>;

  it('leaves nothing behind and shows no passwords, then seeds in full on the next start', async () => {
    // The services go in last: refusing them fails the seed after the accounts and businesses.
    await database.db.execute(
      sql`ALTER TABLE services ADD CONSTRAINT seed_fails_here CHECK (false) NOT VALID`,
    );
    const failed = mkdtempSync(join(tmpdir(), 'seed-'));
    await expect(seedDemo(database.db, failed)).rejects.toThrow();
    expect(await rowCounts()).toEqual({ users: 0, companies: 0, services: 0, messages: 0 });
    expect(existsSync(join(failed, 'demo-accounts.txt'))).toBe(false);

    await database.db.execute(sql`ALTER TABLE services DROP CONSTRAINT seed_fails_here`);
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    const accounts = await seedDemo(database.db, dir);
    expect(accounts.map((a) => a.email)).toEqual([
      'customer@slotmap.demo',
      'owner@slotmap.demo',
      'admin@slotmap.demo',
    ]);
    const written = readFileSync(join(dir, 'demo-accounts.txt'), 'utf8');
    for (const a of accounts) expect(written).toContain(a.password);
    const counts = await rowCounts();
    expect(counts.companies).toBeGreaterThanOrEqual(300);
    expect(counts.services).toBeGreaterThan(counts.companies);

    // A database that has its accounts is not seeded again.
    expect(await seedDemo(database.db, dir)).toEqual([]);
  }, 120_000);

  it('gives the demo customer reviewed past visits and businesses around Toronto stars, by the review rules', async () => {
    const now = new Date();
    const mine = rowsOf(
      await database.db.execute(sql`
        SELECT r.rating, r.text, r.reply, r.created_at, b.end_at, b.cancelled_at, c.city,
          c.user_id = (SELECT id FROM users WHERE email = 'owner@slotmap.demo') AS owners
        FROM reviews r JOIN bookings b ON b.id = r.booking_id JOIN companies c ON c.id = r.company_id
        WHERE r.user_id = (SELECT id FROM users WHERE email = 'customer@slotmap.demo')
        ORDER BY r.created_at DESC`),
    ) as {
      rating: number;
      reply: string | null;
      created_at: string;
      end_at: string;
      cancelled_at: string | null;
      owners: boolean;
    }[];
    expect(mine).toHaveLength(3);
    // The newest is still the customer's to edit, at the demo owner's business, with a reply.
    expect(now.getTime() - new Date(mine[0].created_at).getTime()).toBeLessThan(
      REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000,
    );
    expect(mine[0].owners).toBe(true);
    expect(mine[0].reply).toBeTruthy();

    const all = rowsOf(
      await database.db.execute(sql`
        SELECT b.end_at, b.cancelled_at, b.user_id = r.user_id AS own, r.created_at,
          (SELECT count(*) FROM reviews s WHERE s.booking_id = b.id)::int AS per_booking
        FROM reviews r JOIN bookings b ON b.id = r.booking_id`),
    ) as {
      end_at: string;
      cancelled_at: string | null;
      own: boolean;
      created_at: string;
      per_booking: number;
    }[];
    expect(all.length).toBeGreaterThan(15);
    for (const r of all) {
      // Attended visits only, written by their customer after the end, one review per visit.
      expect(r.cancelled_at).toBeNull();
      expect(r.own).toBe(true);
      expect(new Date(r.end_at).getTime()).toBeLessThan(new Date(r.created_at).getTime());
      expect(r.per_booking).toBe(1);
    }

    // Stars on the cards /find shows first: the businesses nearest downtown Toronto.
    const rated = rowsOf(
      await database.db.execute(sql`
        SELECT count(DISTINCT r.company_id)::int AS n,
          count(DISTINCT r.company_id) FILTER (WHERE c.city = 'Toronto')::int AS toronto
        FROM reviews r JOIN companies c ON c.id = r.company_id`),
    )[0] as { n: number; toronto: number };
    expect(rated.n).toBeGreaterThanOrEqual(8);
    expect(rated.toronto).toBeGreaterThanOrEqual(2);
    // The visits are more than a week old: the first sweep asks nobody about them.
    expect(await sendReviewRequests(database.db, now, 'http://localhost')).toBe(0);
  }, 60_000);

  it('gives the demo customer an upcoming visit with its reminders, a like and a waitlist entry', async () => {
    const now = Date.now();
    const upcoming = rowsOf(
      await database.db.execute(sql`
        SELECT b.id, b.start_at, c.reminder_offsets,
          c.user_id = (SELECT id FROM users WHERE email = 'owner@slotmap.demo') AS owners
        FROM bookings b JOIN companies c ON c.id = b.company_id
        WHERE b.user_id = (SELECT id FROM users WHERE email = 'customer@slotmap.demo')
          AND b.cancelled_at IS NULL AND b.start_at > now()`),
    ) as { id: string; start_at: string; reminder_offsets: number[]; owners: boolean }[];
    expect(upcoming).toHaveLength(1);
    const [visit] = upcoming;
    // At the demo owner's business, so the owner's Appointments tab shows its bell too.
    expect(visit.owners).toBe(true);
    const start = new Date(visit.start_at).getTime();

    const mine = rowsOf(
      await database.db.execute(sql`
        SELECT channel, offset_minutes, due_at, state, sent_at FROM reminders
        WHERE booking_id = ${visit.id} ORDER BY due_at`),
    ) as {
      channel: string;
      offset_minutes: number;
      due_at: string;
      state: string;
      sent_at: string | null;
    }[];
    expect(mine.map((r) => r.offset_minutes)).toEqual(
      [...visit.reminder_offsets].sort((a, b) => b - a),
    );
    for (const r of mine) {
      expect(r.channel).toBe('mail');
      const due = new Date(r.due_at).getTime();
      expect(start - due).toBe(r.offset_minutes * 60_000);
      // Those whose time has come are sent, when they were due; the others wait for the sweep.
      if (due <= now) {
        expect(r.state).toBe('sent');
        expect(new Date(r.sent_at ?? 0).getTime()).toBe(due);
      } else {
        expect(r.state).toBe('scheduled');
        expect(r.sent_at).toBeNull();
      }
    }

    const extras = rowsOf(
      await database.db.execute(sql`
        SELECT (SELECT count(*) FROM company_likes l WHERE l.user_id = u.id)::int AS likes,
          (SELECT count(*) FROM waitlist_entries w
            WHERE w.user_id = u.id AND w.expires_at > now())::int AS waiting
        FROM users u WHERE u.email = 'customer@slotmap.demo'`),
    )[0] as { likes: number; waiting: number };
    expect(extras).toEqual({ likes: 1, waiting: 1 });
  }, 60_000);

  it('ends with the free-time summary of every business that books online (decision 060)', async () => {
    const [counts] = rowsOf(
      await database.db.execute(sql`
        SELECT (SELECT count(DISTINCT company_id) FROM services
            WHERE book_online AND retired_at IS NULL)::int AS online,
          (SELECT count(*) FROM free_day_windows WHERE first_day IS NOT NULL)::int AS windows,
          (SELECT count(DISTINCT company_id) FROM free_days)::int AS summarised`),
    ) as { online: number; windows: number; summarised: number }[];
    expect(counts.online).toBeGreaterThan(100);
    expect(counts).toEqual({
      online: counts.online,
      windows: counts.online,
      summarised: counts.online,
    });
    // Made after every row it is computed from: the upcoming visit's business reads the same
    // computed afresh.
    const [visit] = rowsOf(
      await database.db.execute(sql`
        SELECT b.company_id FROM bookings b
        JOIN users u ON u.id = b.user_id AND u.email = 'customer@slotmap.demo'
        WHERE b.cancelled_at IS NULL AND b.start_at > now()`),
    ) as { company_id: string }[];
    const rows = async () =>
      rowsOf(
        await database.db.execute(sql`
          SELECT f::text AS row FROM free_days f WHERE company_id = ${visit.company_id} ORDER BY day`),
      );
    const seeded = await rows();
    await database.db.transaction((tx) => recomputeFreeDays(tx, visit.company_id, new Date()));
    expect(await rows()).toEqual(seeded);
  }, 60_000);
});
