import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { createTestDatabase, testDbKind } from '../test/database.ts';
import { seedDemo } from './demo.ts';

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
});
