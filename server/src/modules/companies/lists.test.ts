import type { CompanyView } from '@slotmap/domain/company-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';

describe(`paged lists on ${testDbKind}`, () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  const ownerNames: string[] = [];
  beforeAll(async () => {
    t = await createCheckedTestApp();
    [owner, other] = await Promise.all([createUser(t), createUser(t)]);
    // 12 of the owner's, created one after the other (newest first in lists), 3 of someone else's.
    for (let i = 1; i <= 12; i++) {
      const name = i % 4 === 0 ? `Smile Dental ${i}` : `Owner Clinic ${i}`;
      await createCompany(t, owner, { name });
      ownerNames.unshift(name);
    }
    await createCompany(t, other, {
      name: 'Harbour Smile',
      city: 'Halifax',
      province: 'NS',
      lat: 44.6488,
      lng: -63.5752,
    });
    await createCompany(t, other, {
      name: 'Ink 100%',
      category: 'Tattoo',
      subcategory: 'Fine Line',
    });
    await createCompany(t, other, {
      name: 'Ink-Well',
      category: 'Tattoo',
      subcategory: 'Piercing',
    });
  });
  afterAll(() => t.close());

  const names = (page: { items: CompanyView[] }) => page.items.map((c) => c.name);
  const get = async (url: string, token?: string) => {
    const res = await t.call('GET', url, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('pages the caller’s businesses 10 at a time by default', async () => {
    const first = await get('/api/company/business', owner.token);
    expect(first).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(names(first)).toEqual(ownerNames.slice(0, 10));
    const second = await get('/api/company/business?page=2', owner.token);
    expect(names(second)).toEqual(ownerNames.slice(10));
    expect((await get('/api/company/business?page=3', owner.token)).items).toEqual([]);
  });

  it('searches the caller’s businesses by name, any case', async () => {
    const res = await get('/api/company/business?search=smile', owner.token);
    expect(res.total).toBe(3);
    expect(names(res)).toEqual(['Smile Dental 12', 'Smile Dental 8', 'Smile Dental 4']);
  });

  it('lists everyone’s businesses publicly, with a page size and search', async () => {
    const all = await get('/api/company/lists?limit=5&page=1');
    expect(all).toMatchObject({ total: 15, page: 1, limit: 5 });
    expect(all.items).toHaveLength(5);
    expect(all.items[0].services).toHaveLength(1);
    const pages = await Promise.all(
      [1, 2, 3].map((p) => get(`/api/company/lists?limit=5&page=${p}`)),
    );
    expect(new Set(pages.flatMap(names)).size).toBe(15);
    expect(names(await get('/api/company/lists?search=SMILE'))).toEqual([
      'Harbour Smile',
      'Smile Dental 12',
      'Smile Dental 8',
      'Smile Dental 4',
    ]);
    expect(names(await get('/api/company/lists?search=halifax'))).toEqual(['Harbour Smile']);
    expect(names(await get('/api/company/lists?search=tattoo'))).toEqual(['Ink-Well', 'Ink 100%']);
  });

  it('takes % and _ in a search literally', async () => {
    expect(names(await get('/api/company/lists?search=100%25'))).toEqual(['Ink 100%']);
    // An unescaped _ would match the dash of Ink-Well.
    expect(names(await get('/api/company/lists?search=k_w'))).toEqual([]);
    expect(names(await get('/api/company/lists?search=k-w'))).toEqual(['Ink-Well']);
  });

  it.each([
    ['limit=0', 'Limit must be a whole number from 1 to 50', 'limit'],
    ['limit=51', 'Limit must be a whole number from 1 to 50', 'limit'],
    ['limit=ten', 'Limit must be a whole number from 1 to 50', 'limit'],
    ['page=0', 'Page must be a whole number from 1', 'page'],
    ['page=1.5', 'Page must be a whole number from 1', 'page'],
  ])('refuses %s', async (query, msg, param) => {
    expectErrors(await t.call('GET', `/api/company/lists?${query}`), 400, [{ msg, param }]);
  });
});
