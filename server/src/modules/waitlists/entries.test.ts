import {
  MAX_WAITLIST_ENTRIES,
  MSG_WAITLIST_CONTACT,
  MSG_WAITLIST_DAY,
  MSG_WAITLIST_DURATION,
  MSG_WAITLIST_FULL,
  MSG_WAITLIST_NOT_FOUND,
  MSG_WAITLIST_NOTIFY,
  MSG_WAITLIST_OTHER_USER,
  MSG_WAITLIST_OWN_BUSINESS,
  MSG_WAITLIST_PERIOD,
} from '@slotmap/domain/waitlists';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema/waitlists.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createUser } from '../../test/factories.ts';
import { NOW, suiteBookingWorld, type TestUser } from '../../test/booking-world.ts';
import { MSG_OWN_WAITLISTS } from './routes.ts';
import { filledBeforeAll } from '../../test/suite.ts';

const email = { notifyByText: false, notifyByEmail: true };

describe(`waitlist entries, on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));

  const join = (who: TestUser, body: Record<string, unknown>) =>
    w.t.call(
      'POST',
      '/api/waitlist',
      { company: w.company._id, day: 'Monday', period: 'morning', preferences: email, ...body },
      who.token,
    );
  const entriesOf = async (who: TestUser) =>
    w.t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, who.id));
  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { errors: { msg: string }[] }).errors[0].msg;

  it('joins a cell with the account’s own contact, once however often it is asked', async () => {
    const p = await createUser(w.t);
    const first = await join(p, { duration: '1 Week', email: p.email });
    expect(first.statusCode).toBe(201);
    const entry = first.json();
    expect(entry).toMatchObject({
      company: w.company._id,
      companyId: w.company._id,
      companyName: w.company.name,
      user: p.id,
      email: p.email,
      day: 'Monday',
      period: 'morning',
      duration: '1 Week',
      preferences: email,
      timeSlot: null,
    });
    expect(new Date(entry.expiresAt).getTime() - new Date(entry.createdAt).getTime()).toBe(
      7 * 86_400_000,
    );
    const again = await join(p, {
      day: 'monday',
      duration: '1 Month',
      preferences: { notifyByText: true, notifyByEmail: false },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      _id: entry._id,
      duration: '1 Month',
      preferences: { notifyByText: true, notifyByEmail: false },
      createdAt: entry.createdAt,
    });
    expect(await entriesOf(p)).toHaveLength(1);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const p = await createUser(w.t);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ day: 'Funday' }, 400, MSG_WAITLIST_DAY],
      [{ period: 'night' }, 400, MSG_WAITLIST_PERIOD],
      [{ duration: '3 Weeks' }, 400, MSG_WAITLIST_DURATION],
      [{ preferences: { notifyByText: false, notifyByEmail: false } }, 400, MSG_WAITLIST_NOTIFY],
      [{ preferences: undefined }, 400, MSG_WAITLIST_NOTIFY],
      [{ user: w.customer.id }, 403, MSG_WAITLIST_OTHER_USER],
      [{ email: 'someone.else@example.com' }, 400, MSG_WAITLIST_CONTACT],
      [{ phone: '4165550000' }, 400, MSG_WAITLIST_CONTACT],
      [{ company: '0190a0a0-0000-7000-8000-000000000000' }, 404, 'Company not found'],
    ];
    for (const [body, status, msg] of cases) {
      const res = await join(p, body);
      expect({ body, status: res.statusCode, msg: errorOf(res) }).toEqual({ body, status, msg });
    }
    expect(await join(w.owner, {}).then(errorOf)).toBe(MSG_WAITLIST_OWN_BUSINESS);
    expect(await entriesOf(p)).toEqual([]);
    expect(await entriesOf(w.owner)).toEqual([]);
    const visitor = await w.t.call('POST', '/api/waitlist', {
      company: w.company._id,
      day: 'Monday',
      period: 'morning',
      preferences: email,
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('lets only the entry’s own person change or leave it', async () => {
    const p = await createUser(w.t);
    const entry = (await join(p, { day: 'Tuesday' })).json();
    const change = { preferences: { notifyByText: true, notifyByEmail: true } };
    for (const other of [w.customer, w.owner, admin]) {
      const put = await w.t.call('PUT', `/api/waitlist/${entry._id}`, change, other.token);
      expect(put.statusCode).toBe(404);
      expect(errorOf(put)).toBe(MSG_WAITLIST_NOT_FOUND);
      const del = await w.t.call('DELETE', `/api/waitlist/${entry._id}`, undefined, other.token);
      expect(del.statusCode).toBe(404);
      const byCell = await w.t.call(
        'DELETE',
        `/api/waitlist/user/${p.id}/company/${w.company._id}/day/Tuesday/period/morning`,
        undefined,
        other.token,
      );
      expect(byCell.statusCode).toBe(403);
    }
    expect((await entriesOf(p))[0].notifyByText).toBe(false);

    const put = await w.t.call('PUT', `/api/waitlist/${entry._id}`, change, p.token);
    expect(put.statusCode).toBe(200);
    expect(put.json().preferences).toEqual(change.preferences);
    const bad = await w.t.call(
      'PUT',
      `/api/waitlist/${entry._id}`,
      { preferences: { notifyByText: false, notifyByEmail: false } },
      p.token,
    );
    expect(errorOf(bad)).toBe(MSG_WAITLIST_NOTIFY);
    expect((await entriesOf(p))[0].notifyByText).toBe(true);

    const byCell = await w.t.call(
      'DELETE',
      `/api/waitlist/user/${p.id}/company/${w.company._id}/day/tuesday/period/Morning`,
      undefined,
      p.token,
    );
    expect(byCell.statusCode).toBe(200);
    expect(await entriesOf(p)).toEqual([]);
    const gone = await w.t.call('DELETE', `/api/waitlist/${entry._id}`, undefined, p.token);
    expect(gone.statusCode).toBe(404);
  });

  it('saves the dialog in one go: new cells made, cleared ones gone, kept ones updated', async () => {
    const p = await createUser(w.t);
    const save = (body: Record<string, unknown>) =>
      w.t.call('PUT', `/api/waitlist/company/${w.company._id}`, body, p.token);
    const first = await save({
      cells: [
        { day: 'Monday', period: 'morning' },
        { day: 'Wednesday', period: 'evening' },
      ],
      preferences: email,
    });
    expect(first.statusCode).toBe(200);
    const before = first.json() as { _id: string; day: string; duration: string }[];
    expect(before.map((e) => [e.day, e.duration])).toEqual([
      ['Monday', '2 Weeks'],
      ['Wednesday', '2 Weeks'],
    ]);
    const kept = before.find((e) => e.day === 'Wednesday');

    const second = await save({
      cells: [
        { day: 'Wednesday', period: 'evening' },
        { day: 'Saturday', period: 'afternoon' },
      ],
      duration: '1 Month',
      preferences: { notifyByText: true, notifyByEmail: false },
    });
    const after = second.json() as { _id: string; day: string; period: string }[];
    expect(after.map((e) => `${e.day} ${e.period}`)).toEqual([
      'Wednesday evening',
      'Saturday afternoon',
    ]);
    expect(after[0]).toMatchObject({
      _id: kept?._id,
      duration: '1 Month',
      preferences: { notifyByText: true, notifyByEmail: false },
    });

    // One bad cell: refused, and the saved state is whole.
    const bad = await save({
      cells: [
        { day: 'Monday', period: 'morning' },
        { day: 'Monday', period: 'brunch' },
      ],
      preferences: email,
    });
    expect(bad.statusCode).toBe(400);
    expect((await entriesOf(p)).map((e) => `${e.day} ${e.period}`).sort()).toEqual([
      'Saturday afternoon',
      'Wednesday evening',
    ]);

    const left = await save({ cells: [], preferences: email });
    expect(left.json()).toEqual([]);
    expect(await entriesOf(p)).toEqual([]);
  });

  it('does not make two entries of one cell when two saves race', async () => {
    const p = await createUser(w.t);
    const body = { cells: [{ day: 'Thursday', period: 'afternoon' }], preferences: email };
    const answers = await Promise.all(
      [1, 2, 3].map(() => w.t.call('PUT', `/api/waitlist/company/${w.company._id}`, body, p.token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await entriesOf(p)).toHaveLength(1);
  });

  it(`holds at most ${MAX_WAITLIST_ENTRIES} live cells per person`, async () => {
    const p = await createUser(w.t);
    const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
    const cells = days.flatMap((day) =>
      ['morning', 'afternoon', 'evening'].map((period) => ({ day, period })),
    );
    const businesses = Math.ceil(MAX_WAITLIST_ENTRIES / cells.length);
    const rows = [];
    for (let i = 0; i < businesses; i++) {
      const company = await createCompany(w.t, w.owner, { name: `Queue ${i}` });
      rows.push(
        ...cells.map((c) => ({
          userId: p.id,
          companyId: company._id,
          ...c,
          duration: '2 Weeks',
          notifyByEmail: true,
          createdAt: NOW,
          expiresAt: new Date(NOW.getTime() + 86_400_000),
        })),
      );
    }
    await w.t.database.db.insert(waitlistEntries).values(rows.slice(0, MAX_WAITLIST_ENTRIES));
    const res = await join(p, {});
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toBe(MSG_WAITLIST_FULL);
    const dialog = await w.t.call(
      'PUT',
      `/api/waitlist/company/${w.company._id}`,
      { cells: [{ day: 'Monday', period: 'morning' }], preferences: email },
      p.token,
    );
    expect(errorOf(dialog)).toBe(MSG_WAITLIST_FULL);
    expect(await entriesOf(p)).toHaveLength(MAX_WAITLIST_ENTRIES);
    // Changing a cell already waited for is not a new one.
    const first = rows[0];
    const renew = await w.t.call(
      'PUT',
      `/api/waitlist/company/${first.companyId}`,
      { cells: [{ day: first.day, period: first.period }], preferences: email },
      p.token,
    );
    expect(renew.statusCode).toBe(200);
  }, 120_000);

  it('lists a person’s own entries and businesses, paged, and never another’s', async () => {
    const p = await createUser(w.t);
    await join(p, { day: 'Friday', period: 'evening' });
    await join(p, { day: 'Sunday', period: 'morning' });
    const mine = await w.t.call('GET', `/api/waitlist/user/${p.id}?limit=1`, undefined, p.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['x-total-count']).toBe('2');
    expect(mine.json().map((e: { day: string }) => e.day)).toEqual(['Sunday']);
    const atCompany = await w.t.call(
      'GET',
      `/api/waitlist/user/${p.id}/company/${w.company._id}`,
      undefined,
      p.token,
    );
    expect(atCompany.json().map((e: { day: string }) => e.day)).toEqual(['Sunday', 'Friday']);
    const companies = await w.t.call(
      'GET',
      `/api/waitlist/user/${p.id}/companies`,
      undefined,
      p.token,
    );
    expect(companies.headers['x-total-count']).toBe('1');
    expect(companies.json()).toEqual([
      {
        company: {
          _id: w.company._id,
          name: w.company.name,
          city: expect.any(String),
          province: expect.any(String),
        },
        duration: '2 Weeks',
        preferences: email,
        entries: [
          {
            _id: expect.any(String),
            day: 'Sunday',
            period: 'morning',
            expiresAt: expect.any(String),
          },
          {
            _id: expect.any(String),
            day: 'Friday',
            period: 'evening',
            expiresAt: expect.any(String),
          },
        ],
      },
    ]);
    for (const other of [w.customer, w.owner, admin]) {
      for (const url of [
        `/api/waitlist/user/${p.id}`,
        `/api/waitlist/user/${p.id}/company/${w.company._id}`,
        `/api/waitlist/user/${p.id}/companies`,
      ]) {
        const res = await w.t.call('GET', url, undefined, other.token);
        expect(res.statusCode).toBe(403);
        expect(errorOf(res)).toBe(MSG_OWN_WAITLISTS);
      }
    }
  });

  it('shows a cell’s queue in join order to the business’s owner and admins only', async () => {
    const [a, b] = [await createUser(w.t), await createUser(w.t)];
    await join(a, { day: 'Saturday', period: 'evening' });
    w.clock.now = new Date(NOW.getTime() + 1000);
    await join(b, { day: 'Saturday', period: 'evening' });
    w.clock.now = NOW;
    const url = `/api/waitlist/company/${w.company._id}/day/Saturday/period/evening`;
    for (const who of [w.owner, admin]) {
      const res = await w.t.call('GET', url, undefined, who.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-total-count']).toBe('2');
      expect(res.json().map((e: { user: string }) => e.user)).toEqual([a.id, b.id]);
    }
    for (const who of [a, w.customer]) {
      expect((await w.t.call('GET', url, undefined, who.token)).statusCode).toBe(403);
    }
    expect((await w.t.call('GET', url)).statusCode).toBe(401);
  });

  it('forgets an entry once its time is up, in every list', async () => {
    const p = await createUser(w.t);
    await join(p, { day: 'Thursday', period: 'morning', duration: '1 Week' });
    w.clock.now = new Date(NOW.getTime() + 7 * 86_400_000 + 1000);
    try {
      const lists = [
        `/api/waitlist/user/${p.id}`,
        `/api/waitlist/user/${p.id}/company/${w.company._id}`,
        `/api/waitlist/user/${p.id}/companies`,
      ];
      for (const url of lists)
        expect((await w.t.call('GET', url, undefined, p.token)).json()).toEqual([]);
      const queue = await w.t.call(
        'GET',
        `/api/waitlist/company/${w.company._id}/day/Thursday/period/morning`,
        undefined,
        w.owner.token,
      );
      expect(queue.json()).toEqual([]);
      // Joining again starts a new wait, at the end of the queue.
      const again = await join(p, { day: 'Thursday', period: 'morning' });
      expect(again.statusCode).toBe(201);
      expect(again.json().createdAt).toBe(w.clock.now.toISOString());
    } finally {
      w.clock.now = NOW;
    }
  });
});
