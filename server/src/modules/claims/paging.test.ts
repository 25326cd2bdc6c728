import type { ClaimView, CompanyView } from '@slotmap/domain/company-view';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { claims } from '../../db/schema/discovery.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { arrayPage, readEveryPage } from '../../test/paging.ts';
import { suiteTestApp } from '../../test/suite.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe(`the caller's claims, paged, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  let ana: User;
  let ben: User;
  let unclaimed: CompanyView[];
  let anasClaims: string[];

  beforeAll(async () => {
    const lister = await createUser(t);
    [ana, ben] = [await createUser(t), await createUser(t)];
    unclaimed = [];
    for (let i = 0; i < 13; i++)
      unclaimed.push(await createCompany(t, lister, { name: `Unclaimed ${i}` }));
    await t.database.db
      .update(companies)
      .set({ userId: null, isAdmin: true })
      .where(
        inArray(
          companies.id,
          unclaimed.map((c) => c._id),
        ),
      );
    const filed: string[] = [];
    for (const c of unclaimed.slice(0, 11))
      filed.push((await t.call('POST', '/api/claim', { company: c._id }, ana.token)).json()._id);
    for (const c of unclaimed.slice(9))
      await t.call('POST', '/api/claim', { company: c._id }, ben.token);
    // Filed in one instant: the claim id alone must keep the pages apart.
    await t.database.db
      .update(claims)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(claims.userId, ana.id));
    anasClaims = filed.sort((a, b) => (a < b ? 1 : -1));
  });

  const mine = async (query: string, who = ana) =>
    arrayPage<ClaimView>(await t.call('GET', `/api/claim/me?${query}`, undefined, who.token));

  it('pages the caller’s claims once each, newest first, never someone else’s', async () => {
    const { items, total } = await readEveryPage(4, (page) => mine(`limit=4&page=${page}`));
    expect(total).toBe(11);
    expect(items.map((c) => c._id)).toEqual(anasClaims);
    expect(items.every((c) => c.user._id === ana.id)).toBe(true);
    expect((await mine('limit=50', ben)).total).toBe(4);
  });

  it('answers the caller’s claims of one business, however many others there are', async () => {
    const page = await mine(`company=${unclaimed[10]._id}`);
    expect(page.total).toBe(1);
    expect(page.items.map((c) => [c.company._id, c.user._id])).toEqual([
      [unclaimed[10]._id, ana.id],
    ]);
    expect((await mine(`company=${unclaimed[12]._id}`)).items).toEqual([]);
  });

  it('refuses a page size above 50 and a business that is not an id', async () => {
    expectErrors(await t.call('GET', '/api/claim/me?limit=51', undefined, ana.token), 400, [
      { msg: 'Limit must be a whole number from 1 to 50', param: 'limit' },
    ]);
    expectErrors(await t.call('GET', '/api/claim/me?company=nope', undefined, ana.token), 400, [
      { msg: 'Invalid id', param: 'company' },
    ]);
  });
});
