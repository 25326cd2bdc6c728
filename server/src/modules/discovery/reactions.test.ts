import type { CompanyReactionsView, CompanyView } from '@slotmap/domain/company-view';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUnclaimedCompany, createUser } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe(`likes and "Notify Me!" on ${testDbKind}`, () => {
  const t = suiteTestApp();
  let owner: User;
  let ana: User;
  let ben: User;
  beforeAll(async () => {
    [owner, ana, ben] = await Promise.all([
      createUser(t, { firstName: 'Olga', lastName: 'Owner' }),
      createUser(t, { firstName: 'Ana', lastName: 'Lima' }),
      createUser(t, { firstName: 'Ben', lastName: 'Okafor' }),
    ]);
  });

  const react = async (reaction: string, companyId: string, user: User) => {
    const res = await t.call('PUT', `/api/company/${reaction}/${companyId}`, undefined, user.token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as CompanyReactionsView;
  };
  const view = async (id: string, viewer?: User) =>
    (await t.call('GET', `/api/company/${id}`, undefined, viewer?.token)).json() as CompanyView;
  /** A reactions answer: the viewer's own like and follow, and the counts of everyone's. */
  const reactions = (id: string, likes: User[], notified: User[], counts: [number, number]) => ({
    _id: id,
    likes: likes.map((u) => ({ user: u.id })),
    notified: notified.map((u) => ({ user: u.id })),
    likes_count: counts[0],
    notified_count: counts[1],
  });
  const likeNotices = (company: CompanyView) =>
    t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, owner.id), eq(messages.type, 'company')))
      .then((rows) => rows.filter((m) => m.title.endsWith(` liked ${company.name}`)));

  it('likes once however often asked, and tells the owner once', async () => {
    const company = await createCompany(t, owner, { name: 'Liked Clinic' });
    const first = await react('like', company._id, ana);
    expect(first).toEqual(reactions(company._id, [ana], [], [1, 0]));
    expect(await react('like', company._id, ana)).toEqual(first);
    // Ben learns that two people like it, not who the other one is.
    expect(await react('like', company._id, ben)).toEqual(
      reactions(company._id, [ben], [], [2, 0]),
    );
    const notices = await likeNotices(company);
    expect(notices.map((m) => [m.title, m.section, m.read])).toEqual(
      expect.arrayContaining([
        ['Ana Lima liked Liked Clinic', 'business', false],
        ['Ben Okafor liked Liked Clinic', 'business', false],
      ]),
    );
    expect(notices).toHaveLength(2);
    const inbox = await t.call('GET', '/api/messages', undefined, owner.token);
    expect(inbox.json().map((m: { title: string }) => m.title)).toContain(
      'Ana Lima liked Liked Clinic',
    );
  });

  it('shows each caller only their own like and follow, and everyone’s counts, wherever the business is listed', async () => {
    const company = await createCompany(t, owner, { name: 'Shown Clinic' });
    await react('like', company._id, ana);
    await react('notify', company._id, ana);
    await react('like', company._id, ben);
    const seenBy = (who: User | undefined) => {
      const own = who === ana ? [ana] : who === ben ? [ben] : [];
      const { _id, ...rest } = reactions(company._id, own, who === ana ? [ana] : [], [2, 1]);
      return rest;
    };
    const get = async (url: string, who?: User) => {
      const body = (await t.call('GET', url, undefined, who?.token)).json();
      return (Array.isArray(body) ? body : body.items) as CompanyView[];
    };
    const publicLists = [
      `/api/company/${company._id}`,
      '/api/company/lists?search=Shown',
      '/api/company?lat=43.6487&lng=-79.3817&miles=1&limit=50',
    ];
    for (const who of [undefined, owner, ana, ben])
      for (const url of publicLists) {
        const body = (await t.call('GET', url, undefined, who?.token)).json();
        const found = url.endsWith(company._id)
          ? body
          : (body.items as CompanyView[]).find((c) => c._id === company._id);
        expect(found, `${url} as ${who?.firstName ?? 'a visitor'}`).toMatchObject(seenBy(who));
      }
    const ownLists = [
      ['/api/company/mine', owner],
      ['/api/company/business?limit=50', owner],
      ['/api/company/liked', ana],
      ['/api/company/liked', ben],
    ] as const;
    for (const [url, who] of ownLists)
      expect((await get(url, who)).find((c) => c._id === company._id)).toMatchObject(seenBy(who));
  });

  it('reads a token that no longer works as a visitor on the public pages', async () => {
    const company = await createCompany(t, owner);
    await react('like', company._id, ana);
    const res = await t.call('GET', `/api/company/${company._id}`, undefined, 'not-a-token');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ likes: [], notified: [], likes_count: 1 });
  });

  it('follows and unfollows, each idempotent', async () => {
    const company = await createCompany(t, owner);
    await react('like', company._id, ben);
    expect(await react('notify', company._id, ben)).toEqual(
      reactions(company._id, [ben], [ben], [1, 1]),
    );
    expect(await react('notify', company._id, ben)).toEqual(
      reactions(company._id, [ben], [ben], [1, 1]),
    );
    expect(await react('unnotify', company._id, ben)).toEqual(
      reactions(company._id, [ben], [], [1, 0]),
    );
    expect(await react('unnotify', company._id, ben)).toEqual(
      reactions(company._id, [ben], [], [1, 0]),
    );
  });

  it('removes the follow along with the like', async () => {
    const company = await createCompany(t, owner);
    await react('like', company._id, ana);
    await react('notify', company._id, ana);
    await react('like', company._id, ben);
    await react('notify', company._id, ben);
    expect(await react('unlike', company._id, ana)).toEqual(reactions(company._id, [], [], [1, 1]));
    expect(await react('unlike', company._id, ana)).toEqual(reactions(company._id, [], [], [1, 1]));
    expect(await view(company._id, ben)).toMatchObject({
      likes: [{ user: ben.id }],
      notified: [{ user: ben.id }],
      likes_count: 1,
      notified_count: 1,
    });
  });

  // Decision 037: liking, unliking and liking again the same day tells the owner once.
  it('tells the owner once a day however often a like is toggled', async () => {
    const company = await createCompany(t, owner, { name: 'Toggled Clinic' });
    await react('like', company._id, ana);
    await react('unlike', company._id, ana);
    await react('like', company._id, ana);
    expect(await likeNotices(company)).toHaveLength(1);
  });

  it('lets anyone like an unclaimed business, telling nobody', async () => {
    const company = await createUnclaimedCompany(t, { name: 'Ownerless Clinic' });
    expect((await react('like', company._id, ana)).likes).toEqual([{ user: ana.id }]);
    const titles = await t.database.db
      .select({ title: messages.title })
      .from(messages)
      .where(eq(messages.type, 'company'));
    expect(titles.map((m) => m.title)).not.toContain('Ana Lima liked Ownerless Clinic');
  });

  it('refuses the owner’s like and follow of their own business (403, nothing stored)', async () => {
    const company = await createCompany(t, owner);
    expectErrors(
      await t.call('PUT', `/api/company/like/${company._id}`, undefined, owner.token),
      403,
      [{ msg: 'You cannot like your own business' }],
    );
    expectErrors(
      await t.call('PUT', `/api/company/notify/${company._id}`, undefined, owner.token),
      403,
      [{ msg: 'You cannot follow your own business' }],
    );
    expect(await view(company._id, owner)).toMatchObject({
      likes: [],
      notified: [],
      likes_count: 0,
      notified_count: 0,
    });
    expect(await likeNotices(company)).toHaveLength(0);
  });

  it.each(['like', 'unlike', 'notify', 'unnotify'])('%s needs a token (401)', async (reaction) => {
    const company = await createCompany(t, owner);
    expectErrors(await t.call('PUT', `/api/company/${reaction}/${company._id}`), 401, [
      { msg: 'No token, authorization denied' },
    ]);
  });

  it.each(['like', 'unlike', 'notify', 'unnotify'])(
    '%s of an unknown business is 404',
    async (reaction) => {
      for (const id of ['0190a0a0-0000-7000-8000-000000000000', 'not-an-id'])
        expectErrors(
          await t.call('PUT', `/api/company/${reaction}/${id}`, undefined, ana.token),
          404,
          [{ msg: 'Company not found' }],
        );
    },
  );

  it('lists the caller’s liked businesses, most recently liked first', async () => {
    const carl = await createUser(t);
    const [a, b, c] = await Promise.all(
      ['First Liked', 'Second Liked', 'Third Liked'].map((name) =>
        createCompany(t, owner, { name }),
      ),
    );
    await react('like', b._id, carl);
    await react('like', a._id, carl);
    await react('like', c._id, carl);
    await react('like', a._id, carl); // a repeated like does not move it up
    await react('like', c._id, ana);
    const res = await t.call('GET', '/api/company/liked', undefined, carl.token);
    expect(res.statusCode).toBe(200);
    const liked = res.json() as CompanyView[];
    expect(liked.map((x) => x.name)).toEqual(['Third Liked', 'First Liked', 'Second Liked']);
    expect(liked[0]).toEqual(await view(c._id, carl));
    await react('unlike', a._id, carl);
    const after = (await t.call('GET', '/api/company/liked', undefined, carl.token)).json();
    expect(after.map((x: CompanyView) => x.name)).toEqual(['Third Liked', 'Second Liked']);
  });

  it('answers /company/liked itself, not as the business "liked"', async () => {
    expectErrors(await t.call('GET', '/api/company/liked'), 401, [
      { msg: 'No token, authorization denied' },
    ]);
    const fresh = await createUser(t);
    const res = await t.call('GET', '/api/company/liked', undefined, fresh.token);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: [] });
  });
});
