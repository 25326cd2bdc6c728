import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { services } from '../../db/schema/companies.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin } from '../../test/factories.ts';
import {
  bookingBody,
  createBooking,
  eachTestBookingWorld,
  readBooking,
} from '../../test/booking-world.ts';
import { noticesOfType } from '../../test/inbox.ts';
import { removeRetiredServices } from './retired-services.ts';

const HAS_UPCOMING =
  'This service has appointments to come. Cancel them and tell the customers, or keep the service until they are over.';

describe(`a service with appointments to come, changed or deleted, on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();

  const book = (overrides: Record<string, unknown> = {}) => createBooking(w, overrides);
  const remove = (query = '', token = w.owner.token) =>
    w.t.call('DELETE', `/api/company/service/${w.service._id}${query}`, undefined, token);
  const bookingOf = (id: string) => readBooking(w, id);
  const servicesShown = async () =>
    (
      (await w.t.call('GET', `/api/company/${w.company._id}`)).json().services as { _id: string }[]
    ).map((s) => s._id);
  const noticesToCustomer = () => noticesOfType(w.t, w.customer.id, 'booking');

  it('is never deleted silently: 409 with the appointments it would touch, nothing changed', async () => {
    const first = await book({ start_time: 600 });
    await book({ start_date: '2026-12-03', start_time: 660 });
    const res = await remove();
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual([{ msg: HAS_UPCOMING }]);
    expect(res.json().upcoming).toMatchObject({
      total: 2,
      bookings: [
        {
          _id: first._id,
          start_date: '2026-12-02',
          start_time: 600,
          duration: 30,
          service: 'Cleaning',
          customer: 'Cora User',
        },
        { start_date: '2026-12-03', start_time: 660 },
      ],
    });
    expect(await servicesShown()).toContain(w.service._id);
    expect((await bookingOf(first._id)).cancelled_at).toBeNull();
    expectErrors(await remove('?upcoming=later'), 400, [
      { msg: 'upcoming must be keep or cancel', param: 'upcoming' },
    ]);
  });

  it('cancel: cancels them, tells each customer why, and the service goes', async () => {
    const booked = await book();
    const res = await remove('?upcoming=cancel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Service Removed', cancelled: 1 });
    const view = await bookingOf(booked._id);
    expect(view.cancel_reason).toBe('The business no longer offers Cleaning');
    expect(view.service.name).toBe('Cleaning');
    expect(
      (await noticesToCustomer()).filter((m) => m.text.includes('no longer offers')),
    ).toHaveLength(1);
    expect(await servicesShown()).not.toContain(w.service._id);
  });

  it('keep: the appointments stay, the service takes no new bookings, and goes after the last', async () => {
    const kept = await book({ start_time: 600 });
    const res = await remove('?upcoming=keep');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ kept: 1, until: kept.end });
    expect((await bookingOf(kept._id)).cancelled_at).toBeNull();
    expect(await servicesShown()).not.toContain(w.service._id);
    expectErrors(
      await w.t.call(
        'POST',
        '/api/bookings',
        bookingBody(w, { start_time: 660 }),
        w.customer.token,
      ),
      404,
      [{ msg: 'Service not found' }],
    );
    // Still there while the appointment is to come; gone once it is over.
    expect(await removeRetiredServices(w.t.database.db, w.clock.now)).toBe(0);
    const after = new Date(Date.parse(kept.end) + 60_000);
    expect(await removeRetiredServices(w.t.database.db, after)).toBe(1);
    const left = await w.t.database.db
      .select()
      .from(services)
      .where(eq(services.id, w.service._id));
    expect(left).toEqual([]);
    expect((await bookingOf(kept._id)).service.name).toBe('Cleaning');
  });

  it('goes at once when nothing is booked, whichever choice is sent', async () => {
    const res = await remove('?upcoming=keep');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ msg: 'Service Removed' });
    expect(await servicesShown()).not.toContain(w.service._id);
  });

  it('takes a new price, name and description freely; only a new length waits for its appointments', async () => {
    const booked = await book();
    const edit = (changes: Record<string, unknown>) =>
      w.t.call(
        'PUT',
        `/api/company/business/service/${w.service._id}`,
        { ...w.service, ...changes },
        w.owner.token,
      );
    const priced = await edit({ price: 95, name: 'Deep Cleaning', description: 'Longer, gentler' });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(priced.json()).toMatchObject({ name: 'Deep Cleaning', price: 95 });
    // The booking keeps what was booked.
    expect((await bookingOf(booked._id)).service.name).toBe('Cleaning');

    const longer = await edit({ service_duration: 60 });
    expect(longer.statusCode).toBe(409);
    expect(longer.json()).toMatchObject({
      errors: [
        {
          msg: 'This service has appointments to come, so its length cannot change until they are over. Add a new service for the new length.',
        },
      ],
      isBooked: true,
      upcoming: { total: 1, bookings: [{ _id: booked._id }] },
    });
  });

  it('lets an admin delete another’s service with the same choice', async () => {
    const admin = await createAdmin(w.t);
    await book();
    expect((await remove('', admin.token)).statusCode).toBe(409);
    expect((await remove('?upcoming=cancel', admin.token)).statusCode).toBe(200);
  });
});
