import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDbKind } from '../test/database.ts';
import type { Database } from './connection.ts';
import { placeholderOf, prepared } from './prepared.ts';
import { rateLimitHits } from './schema/platform.ts';

const hitsOf = prepared('test_hits_of', (db) =>
  db
    .select({ key: rateLimitHits.key, count: rateLimitHits.count })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.windowStart, placeholderOf(rateLimitHits.windowStart, 'windowStart')))
    .orderBy(rateLimitHits.key),
);

const addHit = prepared('test_add_hit', (db) =>
  db.insert(rateLimitHits).values({
    key: sql.placeholder('key'),
    windowStart: sql.placeholder('windowStart'),
    count: sql.placeholder('count'),
  }),
);

describe(`a statement built once, on ${testDbKind}`, () => {
  let database: Database;
  const windowStart = new Date('2031-01-01T10:00:00Z');
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.close());

  it('runs with new values each time, the column converting them as a built query does', async () => {
    const { db } = database;
    await addHit(db).execute({ key: 'a', windowStart, count: 1 });
    await addHit(db).execute({ key: 'b', windowStart, count: 2 });
    expect(await hitsOf(db).execute({ windowStart })).toEqual([
      { key: 'a', count: 1 },
      { key: 'b', count: 2 },
    ]);
    expect(await hitsOf(db).execute({ windowStart: new Date('2031-01-01T11:00:00Z') })).toEqual([]);
  });

  it('runs inside the transaction it is given: sees its writes, and they roll back with it', async () => {
    const { db } = database;
    const other = new Date('2031-02-01T10:00:00Z');
    await expect(
      db.transaction(async (tx) => {
        await addHit(tx).execute({ key: 'c', windowStart: other, count: 3 });
        expect(await hitsOf(tx).execute({ windowStart: other })).toEqual([{ key: 'c', count: 3 }]);
        throw new Error('undone');
      }),
    ).rejects.toThrow('undone');
    expect(await hitsOf(db).execute({ windowStart: other })).toEqual([]);
    // The statement still runs outside a transaction after it ran inside one.
    expect(await hitsOf(db).execute({ windowStart })).toHaveLength(2);
  });
});
