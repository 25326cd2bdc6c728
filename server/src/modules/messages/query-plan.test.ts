import { messageListQuerySchema } from '@slotmap/domain/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestDatabase, testDbKind } from '../../test/database.ts';
import { indexesUsed, planNodes, seqScanned } from '../../test/query-plan.ts';
import { messagePageQueries, unreadCountsQuery } from './data.ts';

describe(`notification query plans on ${testDbKind}`, () => {
  let database: Database;
  let someone: string;
  let busy: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const { db } = database;
    // 800 people with 50 notifications each, one in ten unread, and one busy owner with 5 000,
    // about a tenth of the table. Were one person a third of it, reading the whole table would
    // rightly beat the index, so the mix, not only the size, decides what the plan shows.
    await db.execute(sql`
      INSERT INTO users (id, first_name, last_name, email, phone, password_hash)
      SELECT gen_random_uuid(), 'Bulk', 'Person', 'bulk' || g || '@example.com', '4165550100', 'x'
      FROM generate_series(1, 801) AS g`);
    const ids = rowsOf(await db.execute(sql`SELECT id FROM users ORDER BY email`)).map(
      (r) => r.id as string,
    );
    [busy, someone] = ids;
    await db.execute(sql`
      INSERT INTO messages (id, user_id, title, type, section, read, created_at)
      SELECT gen_random_uuid(), u.id, 'Booking ' || g || ' confirmed', 'booking',
        CASE WHEN g % 3 = 0 THEN 'business' ELSE 'user' END, g % 10 <> 0,
        now() - g * interval '1 minute'
      FROM users u CROSS JOIN generate_series(1, 50) AS g
      WHERE u.id <> ${busy}`);
    await db.execute(sql`
      INSERT INTO messages (id, user_id, title, type, section, read, created_at)
      SELECT gen_random_uuid(), ${busy}, 'Someone liked your business ' || g, 'company',
        'business', g % 50 <> 0, now() - g * interval '1 second'
      FROM generate_series(1, 5000) AS g`);
    await db.execute(sql`ANALYZE messages`);
  }, 120_000);
  afterAll(() => database.close());

  it.each([
    ['an ordinary user', () => someone],
    ['the busy owner', () => busy],
  ])('counts the unread of %s from messages_user_unread_idx', async (_who, userId) => {
    const nodes = await planNodes(database.db, unreadCountsQuery(database.db, userId()));
    expect(indexesUsed(nodes)).toContain('messages_user_unread_idx');
    expect(seqScanned(nodes)).not.toContain('messages');
  });

  it.each([
    ['the first page', {}],
    ['page 40 of a section', { section: 'business', page: '40' }],
    ['a title search', { search: 'liked' }],
  ])('reads %s of the busy owner by user, never scanning messages', async (_what, query) => {
    const q = messageListQuerySchema.parse(query);
    const { rows, total } = messagePageQueries(database.db, busy, q);
    for (const statement of [rows, total]) {
      const nodes = await planNodes(database.db, statement);
      expect(seqScanned(nodes)).not.toContain('messages');
      expect(indexesUsed(nodes).some((name) => name.startsWith('messages_user_'))).toBe(true);
    }
  });
});
