import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { createTestDatabase, testDbKind } from '../../test/database.ts';
import { insertScatteredCompanies } from '../../test/factories.ts';
import type { Database } from '../../db/connection.ts';
import { nearbyQuery } from './nearby-statement.ts';
import { nearbyQuerySchema } from './schemas.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe(`radius search query plan on ${testDbKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await insertScatteredCompanies(database.db, 100_000);
    // Every business free on three days' mornings, as the free-time summary would say it.
    await database.db.execute(sql`
      INSERT INTO free_days (company_id, day, morning_from, morning_until, any_until)
      SELECT c.id, d::date, d + interval '14 hours', d + interval '15 hours', d + interval '15 hours'
      FROM companies c CROSS JOIN generate_series('2026-12-01'::date, '2026-12-03'::date, '1 day') d`);
    await database.db.execute(sql`ANALYZE companies`);
    await database.db.execute(sql`ANALYZE free_days`);
  }, 120_000);
  afterAll(() => database.close());

  /** Every node of the plan PostgreSQL picks for the API's own statement. */
  const planOf = async (query: Record<string, string>) => {
    const q = nearbyQuerySchema.parse(query);
    const now = new Date('2026-12-01T12:00:00Z');
    const result = await database.db.execute(
      sql`EXPLAIN (FORMAT JSON) ${nearbyQuery(database.db, q, now)}`,
    );
    const [row] = rowsOf(result);
    const json = row['QUERY PLAN'];
    const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
    return nodesOf(plan.Plan);
  };

  it.each([
    ['the default radius', { lat: '43.65', lng: '-79.38' }],
    ['the largest radius, page 3', { lat: '40.71', lng: '-74.0', miles: '100', page: '3' }],
    ['a category', { lat: '49.28', lng: '-123.12', cat: 'Dental' }],
  ])('finds candidates with companies_earth_idx, never a scan, for %s', async (_what, query) => {
    const nodes = await planOf(query);
    expect(nodes.map((n) => n['Index Name'])).toContain('companies_earth_idx');
    const scans = nodes.filter((n) => n['Node Type'] === 'Seq Scan');
    expect(scans.map((n) => n['Relation Name'])).not.toContain('companies');
  });

  it('looks up each candidate by the free-time summary key, never a scan, for a part of any day', async () => {
    const nodes = await planOf({ lat: '43.65', lng: '-79.38', period: 'morning', sort: 'soonest' });
    const names = nodes.map((n) => n['Index Name']);
    expect(names).toContain('companies_earth_idx');
    expect(names).toContain('free_days_pkey');
    const scans = nodes.filter((n) => n['Node Type'] === 'Seq Scan');
    expect(scans.map((n) => n['Relation Name'])).not.toContain('companies');
    expect(scans.map((n) => n['Relation Name'])).not.toContain('free_days');
  });

  it("reads a day from each candidate's own row, and the summary only for the page", async () => {
    const q = nearbyQuerySchema.parse({
      lat: '43.65',
      lng: '-79.38',
      available_on: '2026-12-02',
      period: 'morning',
    });
    const query = nearbyQuery(database.db, q, new Date('2026-12-01T12:00:00Z'));
    const result = await database.db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`);
    const json = rowsOf(result)[0]['QUERY PLAN'];
    const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
    const nodes = nodesOf(plan.Plan);
    expect(nodes.map((n) => n['Index Name'])).toContain('companies_earth_idx');
    // Hundreds of businesses match (every one is free that morning), ten are on the page.
    const [first] = await query;
    expect(first.total).toBeGreaterThan(500);
    const lookups = nodes.filter((n) => n['Relation Name'] === 'free_days');
    expect(lookups.length).toBeGreaterThan(0);
    for (const n of lookups) expect(n['Actual Loops']).toBeLessThanOrEqual(10);
  });

  /**
   * The plan PostgreSQL keeps for the API's statement, which is prepared (decision 067): one made
   * for any values, as it may choose after a few runs.
   */
  const genericPlanOf = async (query: Record<string, string>) => {
    const q = nearbyQuerySchema.parse(query);
    const { sql: text, params } = nearbyQuery(
      database.db,
      q,
      new Date('2026-12-01T12:00Z'),
    ).toSQL();
    const literal = (v: unknown) =>
      v === null
        ? 'NULL'
        : typeof v === 'number'
          ? String(v)
          : `'${String(v).replace(/'/g, "''")}'`;
    return database.db.transaction(async (tx) => {
      await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
      await tx.execute(sql.raw(`PREPARE nearby_generic AS ${text}`));
      const result = await tx.execute(
        sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE nearby_generic(${params.map(literal).join(', ')})`),
      );
      await tx.execute(sql.raw('DEALLOCATE nearby_generic'));
      const json = rowsOf(result)[0]['QUERY PLAN'];
      const [plan] = (typeof json === 'string' ? JSON.parse(json) : json) as { Plan: PlanNode }[];
      return nodesOf(plan.Plan);
    });
  };

  it.each([
    ['the default radius', { lat: '43.65', lng: '-79.38' }],
    [
      'a day and a part of it',
      { lat: '43.65', lng: '-79.38', available_on: '2026-12-02', period: 'morning' },
    ],
  ])('keeps the index plan when planned once for any values, for %s', async (_what, query) => {
    const nodes = await genericPlanOf(query);
    expect(nodes.map((n) => n['Index Name'])).toContain('companies_earth_idx');
    const scans = nodes.filter((n) => n['Node Type'] === 'Seq Scan');
    expect(scans.map((n) => n['Relation Name'])).not.toContain('companies');
  });

  it('counts every match and returns one page of them', async () => {
    const q = nearbyQuerySchema.parse({ lat: '43.65', lng: '-79.38', limit: '5' });
    const rows = await nearbyQuery(database.db, q);
    expect(rows).toHaveLength(5);
    // Half the businesses crowd around ten cities: Toronto has hundreds within 15 miles.
    expect(rows[0].total).toBeGreaterThan(500);
    const keys = rows.map((r) => [r.company.isFeatured ? 0 : 1, r.distance] as const);
    expect(keys).toEqual([...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
  });
});
