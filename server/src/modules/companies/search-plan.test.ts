import { wideSearchQuerySchema } from '@slotmap/domain/paging';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/connection.ts';
import { createTestDatabase, testDbKind } from '../../test/database.ts';
import { insertScatteredCompanies } from '../../test/factories.ts';
import { indexesUsed, planNodes, seqScanned } from '../../test/query-plan.ts';
import { listsQuerySchema } from '../discovery/schemas.ts';
import { companyPageQueries } from './data.ts';
import { listsQuery } from '../discovery/lists-statement.ts';

const TRIGRAM_INDEXES = [
  'companies_name_trgm_idx',
  'companies_city_trgm_idx',
  'companies_category_trgm_idx',
  'companies_subcategory_trgm_idx',
];

describe(`business list search query plan on ${testDbKind}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await insertScatteredCompanies(database.db, 20_000);
    await database.db.execute(sql`ANALYZE companies`);
  }, 180_000);
  afterAll(() => database.close());

  it.each([
    ['a name', 'Scattered 4242', '1'],
    ['a city nobody is in', 'Toronto', '1'],
    ['a category (one business in 22)', 'Acupuncture', '1'],
    ['a page past the first', 'Acupuncture', '7'],
  ])('finds %s through the four trigram indexes, never a scan', async (_what, search, page) => {
    const q = wideSearchQuerySchema.parse({ search, page });
    const { rows, total } = companyPageQueries(database.db, q);
    for (const statement of [rows, total]) {
      const nodes = await planNodes(database.db, statement);
      expect(seqScanned(nodes)).not.toContain('companies');
      expect(indexesUsed(nodes)).toEqual(expect.arrayContaining(TRIGRAM_INDEXES));
    }
  });

  it.each([
    ['a name', 'Scattered 4242'],
    ['a category (one business in 22)', 'Acupuncture'],
  ])('lists every business matching %s through the trigram indexes too', async (_what, search) => {
    const q = listsQuerySchema.parse({ search });
    const nodes = await planNodes(database.db, listsQuery(database.db, q, new Date()));
    expect(seqScanned(nodes)).not.toContain('companies');
    expect(indexesUsed(nodes)).toEqual(expect.arrayContaining(TRIGRAM_INDEXES));
  });

  it('refuses a search too short for the trigram indexes', () => {
    const short = wideSearchQuerySchema.safeParse({ search: ' ab ' });
    expect(short.error?.issues.map((i) => i.message)).toEqual([
      'Search must be at least 3 characters',
    ]);
    expect(wideSearchQuerySchema.parse({ search: '' }).search).toBe('');
  });
});
