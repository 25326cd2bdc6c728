import type { CompanyView } from '@slotmap/domain/company-view';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyLikes } from '../../db/schema/discovery.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { arrayPage, readEveryPage } from '../../test/paging.ts';
import { suiteTestApp } from '../../test/suite.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe(`liked businesses, paged, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  let carl: User;
  let dana: User;
  let likedByCarl: string[];

  beforeAll(async () => {
    const owner = await createUser(t);
    [carl, dana] = [await createUser(t), await createUser(t)];
    const made: CompanyView[] = [];
    for (let i = 0; i < 14; i++) made.push(await createCompany(t, owner, { name: `Liked ${i}` }));
    for (const c of made.slice(0, 12))
      await t.call('PUT', `/api/company/like/${c._id}`, undefined, carl.token);
    for (const c of made.slice(10))
      await t.call('PUT', `/api/company/like/${c._id}`, undefined, dana.token);
    // Carl's likes all in one instant: the business id alone must keep the pages apart.
    await t.database.db
      .update(companyLikes)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(companyLikes.userId, carl.id));
    likedByCarl = made
      .slice(0, 12)
      .map((c) => c._id)
      .sort((a, b) => (a < b ? 1 : -1));
  });

  const liked = async (query: string, who = carl) =>
    arrayPage<CompanyView>(
      await t.call('GET', `/api/company/liked?${query}`, undefined, who.token),
    );

  it('pages the caller’s liked businesses once each, and only theirs', async () => {
    const { items, total } = await readEveryPage(5, (page) => liked(`limit=5&page=${page}`));
    expect(total).toBe(12);
    expect(items.map((c) => c._id)).toEqual(likedByCarl);
    // Each answer holds Carl's own like, and nobody else's id.
    for (const c of items) expect(c.likes).toEqual([{ user: carl.id }]);
    const danas = await liked('limit=50', dana);
    expect(danas.total).toBe(4);
    expect(danas.items.flatMap((c) => c.likes)).toEqual(Array(4).fill({ user: dana.id }));
  });

  it('answers ten by default and refuses a page size above 50', async () => {
    expect((await liked('')).items.map((c) => c._id)).toEqual(likedByCarl.slice(0, 10));
    expectErrors(await t.call('GET', '/api/company/liked?limit=99', undefined, carl.token), 400, [
      { msg: 'Limit must be a whole number from 1 to 50', param: 'limit' },
    ]);
  });
});
