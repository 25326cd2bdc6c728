import type { BookingView } from '@slotmap/domain/booking-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createUser } from '../../test/factories.ts';
import { bookingBody, bookingWorld } from '../bookings/booking-fixture.ts';

describe(`deleting an owner's account on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckedTestApp();
  });
  afterAll(() => t.close());

  it('keeps their businesses listed, unclaimed, with their services', async () => {
    const owner = await createUser(t);
    const first = await createCompany(t, owner);
    const second = await createCompany(t, owner, { name: 'Second Clinic' });
    const other = await createCompany(t, await createUser(t));

    expect((await t.call('DELETE', '/api/profile', undefined, owner.token)).statusCode).toBe(200);

    for (const c of [first, second]) {
      const after = (await t.call('GET', `/api/company/${c._id}`)).json();
      expect(after).toEqual({ ...c, user: null, is_admin: true });
    }
    const untouched = (await t.call('GET', `/api/company/${other._id}`)).json();
    expect(untouched).toEqual(other);
  });

  it('lets only an admin change an unclaimed business', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner);
    await t.call('DELETE', '/api/profile', undefined, owner.token);
    const someone = await createUser(t);
    expectErrors(
      await t.call(
        'PUT',
        `/api/company/business/${company._id}`,
        { name: 'Mine Now' },
        someone.token,
      ),
      403,
      [{ msg: 'You are not allowed to change this business' }],
    );
    const admin = await createAdmin(t);
    const res = await t.call(
      'PUT',
      `/api/company/business/${company._id}`,
      { name: 'Listed' },
      admin.token,
    );
    expect(res.json()).toMatchObject({ name: 'Listed', user: null, is_admin: true });
  });
});

describe(`an owner who deletes the account, for their customers, on ${testDbKind}`, () => {
  it("leaves the customers' appointments as they were, with the business unclaimed", async () => {
    const w = await bookingWorld();
    try {
      const res = await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token);
      const booking = res.json() as BookingView;
      expect((await w.t.call('DELETE', '/api/profile', undefined, w.owner.token)).statusCode).toBe(
        200,
      );
      const view = (
        await w.t.call('GET', `/api/bookings/${booking._id}`, undefined, w.customer.token)
      ).json() as BookingView;
      expect(view).toEqual({ ...booking, company: { ...booking.company, user: null } });
      const upcoming = (
        await w.t.call('GET', '/api/bookings/future', undefined, w.customer.token)
      ).json() as BookingView[];
      expect(upcoming.map((b) => [b._id, b.cancelled_at])).toEqual([[booking._id, null]]);
    } finally {
      await w.t.close();
    }
  }, 120_000);
});
