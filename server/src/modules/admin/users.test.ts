import {
  MSG_DATE_RANGE,
  MSG_END_DATE,
  MSG_NOT_YOURSELF,
  MSG_START_DATE,
} from '@slotmap/domain/admin';
import { MSG_SEARCH_TOO_SHORT } from '@slotmap/domain/paging';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { bookingBody, NOW, suiteBookingWorld } from '../../test/booking-world.ts';
import { filledBeforeAll } from '../../test/suite.ts';

describe(`admins look after users, on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));

  const errorOf = (res: { json(): unknown }) =>
    (res.json() as { errors: { msg: string }[] }).errors[0].msg;
  const list = (query: string, token = admin.token) =>
    w.t.call('GET', `/api/users/userlist?${query}`, undefined, token);

  it('lists users by name or e-mail and sign-up day, paged, for admins only', async () => {
    const zed = await createUser(w.t, { firstName: 'Zebedee', lastName: 'Quill' });
    const found = await list('search=zebed');
    expect(found.statusCode).toBe(200);
    expect(found.headers['x-total-count']).toBe('1');
    expect(found.json()).toEqual([
      {
        _id: zed.id,
        firstName: 'Zebedee',
        lastName: 'Quill',
        email: zed.email,
        phone: expect.any(String),
        date: expect.any(String),
        free_months: 0,
        isAdmin: false,
      },
    ]);
    expect((await list(`search=${zed.email.slice(0, 8)}`)).json()[0]._id).toBe(zed.id);
    expect(JSON.stringify((await list('limit=50')).json())).not.toContain('password');

    const today = new Date().toISOString().slice(0, 10);
    expect(
      Number((await list(`startDate=${today}&endDate=${today}`)).headers['x-total-count']),
    ).toBeGreaterThanOrEqual(5);
    expect((await list('startDate=2001-01-01&endDate=2001-01-02')).json()).toEqual([]);
    const two = await list('limit=2&page=2');
    expect(two.json()).toHaveLength(2);

    expect(errorOf(await list('search=ze'))).toBe(MSG_SEARCH_TOO_SHORT);
    // Each answer names the date it is about, for the Users tab to mark.
    expect((await list('startDate=2026-12-02&endDate=2026-12-01')).json()).toEqual({
      errors: [{ msg: MSG_DATE_RANGE, param: 'endDate' }],
    });
    // A year half typed into a date field (2 → 0002) is refused, not searched.
    for (const [query, msg, param] of [
      ['startDate=0002-12-01', MSG_START_DATE, 'startDate'],
      ['endDate=0202-12-01', MSG_END_DATE, 'endDate'],
      ['startDate=yesterday', MSG_START_DATE, 'startDate'],
    ])
      expect((await list(query)).json(), query).toEqual({ errors: [{ msg, param }] });
    for (const who of [w.customer, w.owner])
      expect((await list('', who.token)).statusCode).toBe(403);
    expect((await w.t.call('GET', '/api/users/userlist')).statusCode).toBe(401);
  });

  it('edits names and phone only, whatever else the body holds, and records the change', async () => {
    const p = await createUser(w.t, { firstName: 'Pat', lastName: 'Before' });
    const res = await w.t.call(
      'PUT',
      `/api/users/userlist/${p.id}`,
      {
        id: p.id,
        firstName: 'Patricia',
        lastName: 'After',
        phone: '4165550199',
        email: 'taken-over@example.com',
        isAdmin: true,
        free_months: 12,
      },
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      firstName: 'Patricia',
      lastName: 'After',
      phone: '4165550199',
      email: p.email,
      isAdmin: false,
      free_months: 0,
    });
    const [row] = await w.t.database.db.select().from(users).where(eq(users.id, p.id));
    expect(row).toMatchObject({ email: p.email, isAdmin: false, freeMonths: 0 });

    const bad = await w.t.call(
      'PUT',
      `/api/users/userlist/${p.id}`,
      { firstName: 'P4t', lastName: 'After', phone: '4165550199' },
      admin.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (await w.t.database.db.select().from(users).where(eq(users.id, p.id)))[0].firstName,
    ).toBe('Patricia');
    const missing = await w.t.call(
      'PUT',
      '/api/users/userlist/0190a0a0-0000-7000-8000-000000000000',
      { firstName: 'A', lastName: 'B', phone: '4165550199' },
      admin.token,
    );
    expect(missing.statusCode).toBe(404);

    const audit = await w.t.call('GET', `/api/admin/audit?user=${p.id}`, undefined, admin.token);
    expect(audit.json()).toEqual([
      {
        _id: expect.any(String),
        action: 'user.edit',
        actor: { _id: admin.id, email: admin.email },
        company: null,
        user: { _id: p.id, email: p.email },
        before: { firstName: 'Pat', lastName: 'Before', phone: expect.any(String) },
        after: { firstName: 'Patricia', lastName: 'After', phone: '4165550199' },
        createdAt: expect.any(String),
      },
    ]);
  });

  it('deletes a user as their own deletion would: future bookings cancelled and told, history kept', async () => {
    const leaving = await createUser(w.t, { firstName: 'Leah' });
    const future = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_time: 660 }),
      leaving.token,
    );
    expect(future.statusCode).toBe(201);
    const res = await w.t.call(
      'DELETE',
      `/api/users/userlist/${leaving.id}`,
      undefined,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'User Deleted' });
    expect(await w.t.database.db.select().from(users).where(eq(users.id, leaving.id))).toEqual([]);
    const [kept] = await w.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, future.json()._id));
    expect(kept).toMatchObject({ userId: null, companyId: w.company._id });
    expect(kept.cancelledAt).toEqual(NOW);
    const audit = await w.t.call(
      'GET',
      `/api/admin/audit?user=${leaving.id}`,
      undefined,
      admin.token,
    );
    expect(audit.json().map((a: { action: string }) => a.action)).toEqual(['user.delete']);

    const self = await w.t.call(
      'DELETE',
      `/api/users/userlist/${admin.id}`,
      undefined,
      admin.token,
    );
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toBe(MSG_NOT_YOURSELF);
    const other = await w.t.call(
      'DELETE',
      `/api/users/userlist/${w.stranger.id}`,
      undefined,
      w.owner.token,
    );
    expect(other.statusCode).toBe(403);
    expect(
      (await w.t.database.db.select().from(users).where(eq(users.id, w.stranger.id))).length,
    ).toBe(1);
  });
});
