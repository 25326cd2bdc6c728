import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

interface Message {
  _id: string;
  title: string;
  text: string;
  type: string;
  user: string;
  booking: string | null;
  section: string;
  read: boolean;
  date_created: string;
}

describe(`messages on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const ana = filledBeforeAll(() => createUser(t));
  const ben = filledBeforeAll(() => createUser(t));

  const inbox = async (token: string) => {
    const res = await t.call('GET', '/api/messages', undefined, token);
    expect(res.statusCode).toBe(200);
    return res.json() as Message[];
  };
  const storedCount = async (userId: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.userId, userId));
    return row.n;
  };

  it('greets a new user with an unread "Welcome to Slotmap" message', async () => {
    const u = await createUser(t);
    const list = await inbox(u.token);
    expect(list).toEqual([
      {
        _id: expect.any(String),
        title: 'Welcome to Slotmap',
        text: expect.any(String),
        type: 'message',
        user: u.id,
        booking: null,
        section: 'user',
        read: false,
        date_created: expect.any(String),
      },
    ]);
    expect(list[0].text.length).toBeGreaterThan(0);
  });

  it('marks the caller’s own message read', async () => {
    const u = await createUser(t);
    const [welcome] = await inbox(u.token);
    const res = await t.call('PUT', `/api/messages/${welcome._id}/read`, undefined, u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...welcome, read: true });
    expect((await inbox(u.token))[0].read).toBe(true);
  });

  it('answers 404 for another user’s message and leaves it unread', async () => {
    const [bens] = await inbox(ben.token);
    const res = await t.call('PUT', `/api/messages/${bens._id}/read`, undefined, ana.token);
    expectErrors(res, 404, [{ msg: 'Message not found' }]);
    expect((await inbox(ben.token)).find((m) => m._id === bens._id)?.read).toBe(false);
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    const missing = await t.call(
      'PUT',
      '/api/messages/00000000-0000-4000-8000-000000000000/read',
      undefined,
      ana.token,
    );
    expectErrors(missing, 404, [{ msg: 'Message not found' }]);
    const bad = await t.call('PUT', '/api/messages/123/read', undefined, ana.token);
    expectErrors(bad, 400, [{ msg: 'Invalid id', param: 'id' }]);
  });

  it('stores a message the caller posts to themself, with defaults, newest first', async () => {
    const u = await createUser(t);
    const res = await t.call('POST', '/api/messages', { title: '  Reminder  ' }, u.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      title: 'Reminder',
      text: '',
      type: 'message',
      user: u.id,
      booking: null,
      section: 'user',
      read: false,
      date_created: expect.any(String),
    });
    const explicit = await t.call(
      'POST',
      '/api/messages',
      { title: 'Shop news', text: 'Hi', type: 'company', section: 'business', user: u.id },
      u.token,
    );
    expect(explicit.statusCode).toBe(201);
    expect(explicit.json()).toMatchObject({ type: 'company', section: 'business', text: 'Hi' });
    expect((await inbox(u.token)).map((m) => m.title)).toEqual([
      'Shop news',
      'Reminder',
      'Welcome to Slotmap',
    ]);
  });

  it('refuses to post to someone else with 403 and stores nothing', async () => {
    const anaBefore = await storedCount(ana.id);
    const benBefore = await storedCount(ben.id);
    const res = await t.call('POST', '/api/messages', { title: 'Spam', user: ben.id }, ana.token);
    expectErrors(res, 403, [{ msg: 'You can only post messages to yourself' }]);
    expect(await storedCount(ana.id)).toBe(anaBefore);
    expect(await storedCount(ben.id)).toBe(benBefore);
  });

  const rejected: [string, Record<string, unknown>, { msg: string; param: string }[]][] = [
    ['no title', { title: undefined }, [{ msg: 'Title is required', param: 'title' }]],
    ['a blank title', { title: '   ' }, [{ msg: 'Title is required', param: 'title' }]],
    [
      'a 201-character title',
      { title: 't'.repeat(201) },
      [{ msg: 'Title must be at most 200 characters', param: 'title' }],
    ],
    [
      'a 5001-character text',
      { text: 'x'.repeat(5001) },
      [{ msg: 'Text must be at most 5000 characters', param: 'text' }],
    ],
    [
      'an unknown type',
      { type: 'alert' },
      [{ msg: 'Type must be one of message, booking, comment, company', param: 'type' }],
    ],
    [
      'an unknown section',
      { section: 'admin' },
      [{ msg: 'Section must be user or business', param: 'section' }],
    ],
    ['a user that is not an id', { user: 'me' }, [{ msg: 'Invalid id', param: 'user' }]],
    ['a booking that is not an id', { booking: '42' }, [{ msg: 'Invalid id', param: 'booking' }]],
  ];

  it.each(rejected)('refuses %s and stores nothing', async (_name, change, errors) => {
    const before = await storedCount(ana.id);
    const res = await t.call('POST', '/api/messages', { title: 'Valid', ...change }, ana.token);
    expectErrors(res, 400, errors);
    expect(await storedCount(ana.id)).toBe(before);
  });

  it('answers 401 without a token on every messages call', async () => {
    const [anas] = await inbox(ana.token);
    for (const [method, url, body] of [
      ['GET', '/api/messages', undefined],
      ['POST', '/api/messages', { title: 'Anonymous' }],
      ['PUT', `/api/messages/${anas._id}/read`, undefined],
    ] as const) {
      expectErrors(await t.call(method, url, body), 401, [
        { msg: 'No token, authorization denied' },
      ]);
    }
    expect((await inbox(ana.token)).find((m) => m._id === anas._id)?.read).toBe(false);
  });
});
