import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATEGORY_NAMES } from '@slotmap/domain/categories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { createTestDatabase, testDbKind } from '../test/database.ts';
import { seedDemo } from './demo.ts';

describe(`demo businesses on ${testDbKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db, mkdtempSync(join(tmpdir(), 'seed-')));
  });
  afterAll(() => database.close());

  const query = async (q: ReturnType<typeof sql>) => rowsOf(await database.db.execute(q));

  it('creates 300+ businesses over every category', async () => {
    const [row] = await query(
      sql`SELECT count(*)::int AS n, count(DISTINCT category)::int AS categories, count(DISTINCT city)::int AS cities, count(DISTINCT time_zone)::int AS zones FROM companies`,
    );
    expect(row.n).toBeGreaterThanOrEqual(300);
    expect(row.categories).toBe(CATEGORY_NAMES.length);
    expect(row.cities).toBeGreaterThanOrEqual(30);
    expect(row.zones).toBeGreaterThanOrEqual(8);
  });

  it('features a business only while an active plan covers today', async () => {
    const [row] = await query(
      sql`SELECT count(*) FILTER (WHERE c.is_featured)::int AS featured,
                 count(*) FILTER (WHERE c.is_featured AND NOT EXISTS (
                   SELECT 1 FROM featured_plans p WHERE p.company_id = c.id AND p.status = 'active'
                   AND p.start_date <= now() AND p.end_date > now()))::int AS without_plan,
                 count(*) FILTER (WHERE c.is_featured AND c.user_id IS NULL)::int AS unclaimed
          FROM companies c`,
    );
    expect(row.featured).toBeGreaterThan(0);
    expect(row).toMatchObject({ without_plan: 0, unclaimed: 0 });
  });

  it('gives each 1 to 4 services, some with intake questions', async () => {
    const [row] = await query(
      sql`SELECT min(n)::int AS min, max(n)::int AS max FROM (SELECT count(s.id) AS n FROM companies c LEFT JOIN services s ON s.company_id = c.id GROUP BY c.id) t`,
    );
    expect(row).toEqual({ min: 1, max: 4 });
    const [intake] = await query(
      sql`SELECT count(*)::int AS n FROM services WHERE jsonb_array_length(intake_form) > 0`,
    );
    expect(intake.n).toBeGreaterThan(10);
  });

  it('has closed days, evening hours, unclaimed businesses, and several owned by the demo owner', async () => {
    const [row] = await query(sql`
      SELECT
        count(*) FILTER (WHERE NOT (store_hours->'Sunday'->>'open')::boolean)::int AS closed_sunday,
        count(*) FILTER (WHERE (store_hours->'Tuesday'->>'end_time')::int >= 1260)::int AS evenings,
        count(*) FILTER (WHERE user_id IS NULL AND is_admin)::int AS unclaimed,
        count(*) FILTER (WHERE user_id = (SELECT id FROM users WHERE email = 'owner@slotmap.demo'))::int AS demo_owner
      FROM companies`);
    expect(row.closed_sunday).toBeGreaterThan(0);
    expect(row.evenings).toBeGreaterThan(0);
    expect(row.unclaimed).toBeGreaterThan(0);
    expect(row.demo_owner).toBeGreaterThanOrEqual(8);
  });

  it('is the same on every fresh database', async () => {
    const again = await createTestDatabase();
    try {
      await seedDemo(again.db, mkdtempSync(join(tmpdir(), 'seed-')));
      const names = (rows: Record<string, unknown>[]) => rows.map((r) => r.name);
      const q = sql`SELECT name FROM companies ORDER BY created_at, name`;
      expect(names(rowsOf(await again.db.execute(q)))).toEqual(names(await query(q)));
    } finally {
      await again.close();
    }
  });
});
