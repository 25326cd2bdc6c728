import type { CompanyView, PageView } from '@slotmap/domain/company-view';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { arrayPage, readEveryPage } from '../../test/paging.ts';
import { suiteTestApp } from '../../test/suite.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe(`the owner's businesses, paged, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  let owner: User;
  let other: User;
  let ownIds: string[];

  beforeAll(async () => {
    [owner, other] = [await createUser(t), await createUser(t)];
    const own: CompanyView[] = [];
    for (let i = 0; i < 13; i++) own.push(await createCompany(t, owner, { name: `Own ${i}` }));
    for (let i = 0; i < 3; i++) await createCompany(t, other, { name: `Other ${i}` });
    // Created in one instant, so only the id can keep the order from one page to the next.
    await t.database.db
      .update(companies)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(companies.userId, owner.id));
    ownIds = own.map((c) => c._id).sort((a, b) => (a < b ? 1 : -1));
  });

  const mine = async (query: string, who = owner) =>
    arrayPage<CompanyView>(await t.call('GET', `/api/company/mine?${query}`, undefined, who.token));

  it('pages /company/mine newest first, each business once, only the caller’s', async () => {
    const { items, total } = await readEveryPage(5, (page) => mine(`limit=5&page=${page}`));
    expect(total).toBe(13);
    expect(items.map((c) => c._id)).toEqual(ownIds);
    expect(items.every((c) => c.user === owner.id)).toBe(true);
  });

  it('answers the first ten by default, as the dashboard shows them', async () => {
    const page = await mine('');
    expect(page.items.map((c) => c._id)).toEqual(ownIds.slice(0, 10));
    expect(page.total).toBe(13);
    expect((await mine('', other)).total).toBe(3);
  });

  it('refuses a page size above 50 with a clear 400', async () => {
    expectErrors(await t.call('GET', '/api/company/mine?limit=51', undefined, owner.token), 400, [
      { msg: 'Limit must be a whole number from 1 to 50', param: 'limit' },
    ]);
  });

  it('says the total of the enveloped lists in x-total-count too', async () => {
    const res = await t.call('GET', '/api/company/business?limit=4', undefined, owner.token);
    const body = res.json() as PageView<CompanyView>;
    expect(body.items).toHaveLength(4);
    expect({ total: body.total, header: res.headers['x-total-count'] }).toEqual({
      total: 13,
      header: '13',
    });
    const lists = await t.call('GET', '/api/company/lists?search=Other');
    expect(lists.headers['x-total-count']).toBe('3');
  });

  it('refuses a public search of fewer than 3 characters, which no index could serve', async () => {
    expectErrors(await t.call('GET', '/api/company/lists?search=Ot'), 400, [
      { msg: 'Search must be at least 3 characters', param: 'search' },
    ]);
    // The owner's own list is bounded by the owner, so any search is fine there.
    const own = await t.call('GET', '/api/company/business?search=Ow', undefined, owner.token);
    expect(own.json().total).toBe(13);
  });
});
