import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { arrayPage, readEveryPage } from '../../test/paging.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

interface Message {
  _id: string;
  title: string;
  user: string;
  section: 'user' | 'business';
  read: boolean;
}

describe(`paged notifications and unread counts on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const ana = filledBeforeAll(() => createUser(t));
  const ben = filledBeforeAll(() => createUser(t));

  beforeAll(async () => {
    // One statement: every row shares the same created_at, so only the id can order them.
    await t.database.db.insert(messages).values(
      Array.from({ length: 30 }, (_, i) => ({
        userId: ana.id,
        title: i % 3 === 0 ? `Shop news ${i}` : `Booking ${i} confirmed`,
        type: 'booking' as const,
        section: i % 3 === 0 ? ('business' as const) : ('user' as const),
        read: i % 4 === 0,
      })),
    );
    await t.database.db.insert(messages).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: ben.id,
        title: `Shop news for Ben ${i}`,
        type: 'company' as const,
        section: 'business' as const,
      })),
    );
  });

  const list = async (query: string, token = ana.token) =>
    arrayPage<Message>(await t.call('GET', `/api/messages?${query}`, undefined, token));

  /** Ana's notification ids as the database orders them: newest first, then by id. */
  const storedIds = async (section?: 'user' | 'business') => {
    const rows = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.userId, ana.id), section ? eq(messages.section, section) : undefined))
      .orderBy(desc(messages.createdAt), desc(messages.id));
    return rows.map((r) => r.id);
  };

  it('pages through every notification once, newest first, and only the caller’s', async () => {
    const { items, total } = await readEveryPage(7, (page) => list(`limit=7&page=${page}`));
    expect(total).toBe(31); // 30 and the welcome message
    expect(items.map((m) => m._id)).toEqual(await storedIds());
    expect(items.every((m) => m.user === ana.id)).toBe(true);
  });

  it('answers ten by default, so a client that sends no paging gets a bounded list', async () => {
    const page = await list('');
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(31);
    expect(page.items.map((m) => m._id)).toEqual((await storedIds()).slice(0, 10));
  });

  it('refuses a page size above 50 and a page below 1, and serves exactly 50', async () => {
    expectErrors(await t.call('GET', '/api/messages?limit=51', undefined, ana.token), 400, [
      { msg: 'Limit must be a whole number from 1 to 50', param: 'limit' },
    ]);
    expectErrors(await t.call('GET', '/api/messages?page=0', undefined, ana.token), 400, [
      { msg: 'Page must be a whole number from 1', param: 'page' },
    ]);
    expect((await list('limit=50')).items).toHaveLength(31);
  });

  it('pages one section, for the tabs of /messages', async () => {
    const { items, total } = await readEveryPage(4, (page) =>
      list(`section=business&limit=4&page=${page}`),
    );
    expect(total).toBe(10);
    expect(items.map((m) => m._id)).toEqual(await storedIds('business'));
    expectErrors(await t.call('GET', '/api/messages?section=admin', undefined, ana.token), 400, [
      { msg: 'Section must be user or business', param: 'section' },
    ]);
  });

  it('searches titles on the server, any case, with % taken literally', async () => {
    const { items, total } = await readEveryPage(3, (page) =>
      list(`search=SHOP%20NEWS&limit=3&page=${page}`),
    );
    expect(total).toBe(10);
    expect(items.every((m) => m.title.startsWith('Shop news ') && m.user === ana.id)).toBe(true);
    expect((await list('search=%25')).total).toBe(0);
    expect((await list('search=Ben')).total).toBe(0);
  });

  it('counts unread notifications per section, for the caller only', async () => {
    const unread = async (token: string) => {
      const res = await t.call('GET', '/api/messages/unread', undefined, token);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    // Of the 30, every fourth is read: 7 of the 10 business ones and 15 of the 20 personal ones
    // are unread, and the welcome message is a personal one.
    expect(await unread(ana.token)).toEqual({ user: 16, business: 7 });
    expect(await unread(ben.token)).toEqual({ user: 1, business: 12 });

    const [first] = (await list('section=business&limit=1')).items;
    expect(first.read).toBe(false);
    await t.call('PUT', `/api/messages/${first._id}/read`, undefined, ana.token);
    expect(await unread(ana.token)).toEqual({ user: 16, business: 6 });
    expect(await unread(ben.token)).toEqual({ user: 1, business: 12 });

    const fresh = await createUser(t);
    expect(await unread(fresh.token)).toEqual({ user: 1, business: 0 });
  });

  it('answers 401 for the counts without a token', async () => {
    expectErrors(await t.call('GET', '/api/messages/unread'), 401, [
      { msg: 'No token, authorization denied' },
    ]);
  });
});
