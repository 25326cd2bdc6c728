import type { BookingView } from '@slotmap/domain/booking-view';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrors, getOk } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany } from '../../test/factories.ts';
import { createBooking, NOW, suiteBookingWorld } from '../../test/booking-world.ts';
import { filledBeforeAll } from '../../test/suite.ts';

const HOUR = 3_600_000;

describe(`appointment lists and clearing history on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));
  /** Tomorrow 10:00–10:30 Toronto, booked by the customer. */
  let first: BookingView;

  const ids = async (path: string, token: string) =>
    (await getOk<BookingView[]>(w.t, path, token)).map((b) => b._id);
  const book = (overrides: Record<string, unknown>) => createBooking(w, overrides);
  const company = () => w.company._id;

  beforeAll(async () => {
    first = await book({ start_time: 600 });
  });

  it('a new booking is in the future lists of the customer and of the business only', async () => {
    expect(await ids('/bookings/future', w.customer.token)).toEqual([first._id]);
    expect(await ids('/bookings/past', w.customer.token)).toEqual([]);
    expect(await ids(`/bookings/future/${company()}`, w.owner.token)).toEqual([first._id]);
    expect(await ids(`/bookings/past/${company()}`, w.owner.token)).toEqual([]);
    // The owner's own lists as a customer, and a stranger's, do not hold it.
    expect(await ids('/bookings/future', w.owner.token)).toEqual([]);
    expect(await ids('/bookings/future', w.stranger.token)).toEqual([]);
  });

  it('the rows carry what the screens show: company, service, address and comments', async () => {
    await w.t.call('POST', `/api/bookings/comment/${first._id}`, { text: 'Hi' }, w.owner.token);
    const [row] = (
      await w.t.call('GET', '/api/bookings/future', undefined, w.customer.token)
    ).json() as BookingView[];
    expect(row.company.name).toBe(w.company.name);
    expect(row.company.location?.lat).toBe(w.company.location.lat);
    expect(row.service.name).toBe('Cleaning');
    expect(row.start_date).toBe('2026-12-02');
    expect(row.comments.map((c) => c.text)).toEqual(['Hi']);
  });

  it("a business's lists are for its owner or an admin; others get 403, unknown ids 404", async () => {
    for (const which of ['future', 'past']) {
      const path = `/api/bookings/${which}/${company()}`;
      expect((await w.t.call('GET', path, undefined, admin.token)).statusCode).toBe(200);
      for (const token of [w.customer.token, w.stranger.token]) {
        expectErrors(await w.t.call('GET', path, undefined, token), 403, [
          { msg: "Only the business's owner can see its appointments" },
        ]);
      }
      expect((await w.t.call('GET', path)).statusCode).toBe(401);
      expect((await w.t.call('GET', `/api/bookings/${which}`)).statusCode).toBe(401);
      expectErrors(
        await w.t.call(
          'GET',
          `/api/bookings/${which}/0190a4c2-0000-7000-8000-000000000000`,
          undefined,
          w.owner.token,
        ),
        404,
        [{ msg: 'Company not found' }],
      );
      expectErrors(
        await w.t.call('GET', `/api/bookings/${which}/nope`, undefined, w.owner.token),
        404,
        [{ msg: 'Company not found' }],
      );
    }
  });

  it("another business's owner sees none of this business's appointments", async () => {
    const other = await createCompany(w.t, w.stranger, { name: 'Elsewhere' });
    expect(await ids(`/bookings/future/${other._id}`, w.stranger.token)).toEqual([]);
    expectErrors(
      await w.t.call('GET', `/api/bookings/future/${other._id}`, undefined, w.owner.token),
      403,
      [{ msg: "Only the business's owner can see its appointments" }],
    );
  });

  it('an appointment under way is still upcoming; once ended it is history on both sides', async () => {
    w.clock.now = new Date(Date.parse(first.start) + 10 * 60_000);
    expect(await ids('/bookings/future', w.customer.token)).toEqual([first._id]);
    w.clock.now = new Date(first.end);
    expect(await ids('/bookings/future', w.customer.token)).toEqual([]);
    expect(await ids('/bookings/past', w.customer.token)).toEqual([first._id]);
    expect(await ids(`/bookings/past/${company()}`, w.owner.token)).toEqual([first._id]);
    expect(await ids(`/bookings/past/${company()}`, admin.token)).toEqual([first._id]);
  });

  it('a cancelled appointment leaves the future lists for the history at once', async () => {
    w.clock.now = NOW;
    const cancelled = await book({ start_time: 720 });
    const res = await w.t.call(
      'DELETE',
      `/api/bookings/${cancelled._id}`,
      { reason: 'Sick' },
      w.customer.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await ids('/bookings/future', w.customer.token)).toEqual([first._id]);
    expect(await ids('/bookings/past', w.customer.token)).toEqual([cancelled._id]);
    expect(await ids(`/bookings/past/${company()}`, w.owner.token)).toEqual([cancelled._id]);
    const [row] = (
      await w.t.call('GET', '/api/bookings/past', undefined, w.customer.token)
    ).json() as BookingView[];
    expect(row.cancelled_at).not.toBeNull();
  });

  it("the customer clears their history without touching the business's", async () => {
    w.clock.now = new Date(Date.parse(first.end) + HOUR);
    const upcoming = await book({ start_date: '2026-12-03', start_time: 600 });
    const pastBefore = await ids('/bookings/past', w.customer.token);
    expect(pastBefore).toHaveLength(2);

    const res = await w.t.call('DELETE', '/api/bookings', undefined, w.customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Appointment History Cleared', cleared: 2 });

    expect(await ids('/bookings/past', w.customer.token)).toEqual([]);
    // Appointments still to come are not part of the history.
    expect(await ids('/bookings/future', w.customer.token)).toEqual([upcoming._id]);
    expect(await ids(`/bookings/past/${company()}`, w.owner.token)).toEqual(pastBefore);
    // The record stays: both parties still open it.
    for (const token of [w.customer.token, w.owner.token]) {
      expect(
        (await w.t.call('GET', `/api/bookings/${first._id}`, undefined, token)).statusCode,
      ).toBe(200);
    }
    // Clearing again clears nothing.
    expect(
      (await w.t.call('DELETE', '/api/bookings', undefined, w.customer.token)).json().cleared,
    ).toBe(0);

    // Once the upcoming one has ended, it is history again: clearing was not a standing rule.
    w.clock.now = new Date(Date.parse(upcoming.end) + 1);
    expect(await ids('/bookings/past', w.customer.token)).toEqual([upcoming._id]);
  });

  it("only the owner clears the business's history, and the customer's stays", async () => {
    const path = `/api/bookings/${company()}`;
    for (const token of [w.customer.token, w.stranger.token, admin.token]) {
      expectErrors(await w.t.call('POST', path, undefined, token), 403, [
        { msg: "Only the business's owner can clear its appointment history" },
      ]);
    }
    expect((await w.t.call('POST', path)).statusCode).toBe(401);
    expectErrors(
      await w.t.call(
        'POST',
        '/api/bookings/0190a4c2-0000-7000-8000-000000000000',
        undefined,
        w.owner.token,
      ),
      404,
      [{ msg: 'Company not found' }],
    );
    const before = await ids(`/bookings/past/${company()}`, w.owner.token);
    expect(before).toHaveLength(3);

    const res = await w.t.call('POST', path, undefined, w.owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Appointment History Cleared', cleared: 3 });
    expect(await ids(`/bookings/past/${company()}`, w.owner.token)).toEqual([]);
    expect(await ids(`/bookings/past/${company()}`, admin.token)).toEqual([]);
    // The customer's history holds what they had not cleared themselves.
    expect((await ids('/bookings/past', w.customer.token)).length).toBe(1);
  });
});
