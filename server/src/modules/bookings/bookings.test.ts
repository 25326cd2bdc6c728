import type { BookingView } from '@slotmap/domain/booking-view';
import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import {
  type BookingWorld,
  bookingBody,
  bookingWorld,
  NOW,
  TOMORROW,
} from '../../test/booking-world.ts';

describe(`booking a slot on ${testDbKind}`, () => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld();
  });
  afterAll(() => w.t.close());

  const book = (body: Record<string, unknown>, token = w.customer.token) =>
    w.t.call('POST', '/api/bookings', body, token);

  it('books a free slot: the instants come from the local date and minute in the business zone', async () => {
    const res = await book(bookingBody(w));
    expect(res.statusCode).toBe(201);
    const b = res.json() as BookingView;
    expect(b).toMatchObject({
      start_date: TOMORROW,
      start_time: 600,
      duration: 30,
      // 10:00 in Toronto in December is 15:00 UTC.
      start: '2026-12-02T15:00:00.000Z',
      end: '2026-12-02T15:30:00.000Z',
      text: 'First visit',
      service: { _id: w.service._id, name: 'Cleaning' },
      company: { _id: w.company._id, name: w.company.name, user: w.owner.id },
      user: { _id: w.customer.id, firstName: 'Cora' },
      intakeForm: [{ field_label: 'Reason for visit', field_type: 'text', value: 'Toothache' }],
      comments: [],
      cancelled_at: null,
    });
    // The slot list now shows it booked.
    const slots = await w.t.call(
      'GET',
      `/api/company/${w.company._id}/slots?service=${w.service._id}&from=${TOMORROW}&to=${TOMORROW}`,
    );
    const day = slots.json().days[0];
    expect(day.date).toBe(TOMORROW);
    expect(day.slots.find((s: { start_time: number }) => s.start_time === 600).unavailable).toBe(
      'booked',
    );
    expect(day.slots.find((s: { start_time: number }) => s.start_time === 630).unavailable).toBe(
      null,
    );
  });

  it('refuses the same slot and every overlapping one with 409, whoever asks', async () => {
    expectErrors(await book(bookingBody(w), w.stranger.token), 409, [{ msg: MSG_SLOT_TAKEN }]);
    // A 60-minute service from 10:00 to 11:00 overlaps 10:00–10:30.
    expectErrors(
      await book(bookingBody(w, { service: w.long._id, start_time: 600, intakeForm: [] })),
      409,
      [{ msg: MSG_SLOT_TAKEN }],
    );
    // Ending exactly when it starts does not overlap.
    const before = await book(bookingBody(w, { start_time: 570 }), w.stranger.token);
    expect(before.statusCode).toBe(201);
  });

  it('checks the request again: window, hours, past, service, required answers', async () => {
    expectErrors(await book(bookingBody(w, { start_date: '2027-06-01' })), 400, [
      { msg: 'Please choose a date from today up to 90 days ahead.' },
    ]);
    expectErrors(await book(bookingBody(w, { start_time: 1005 })), 400, [
      { msg: 'The business does not offer this time. Please choose another.' },
    ]);
    // Closed: a time after closing is not offered.
    expectErrors(await book(bookingBody(w, { start_time: 1020 })), 400, [
      { msg: 'The business does not offer this time. Please choose another.' },
    ]);
    // At 10:05 the 10:00 slot of today has started.
    w.clock.now = new Date(NOW.getTime() + 65 * 60_000);
    try {
      expectErrors(await book(bookingBody(w, { start_date: '2026-12-01', start_time: 600 })), 400, [
        { msg: 'This time has already passed. Please choose another time.' },
      ]);
    } finally {
      w.clock.now = NOW;
    }
    expectErrors(await book(bookingBody(w, { intakeForm: [] })), 400, [
      { msg: 'Please answer "Reason for visit"', param: 'intakeForm' },
    ]);
    expectErrors(
      await book(
        bookingBody(w, {
          intakeForm: [{ field_label: 'Reason for visit', field_type: 'text', value: '  ' }],
        }),
      ),
      400,
      [{ msg: 'Please answer "Reason for visit"', param: 'intakeForm' }],
    );
    expect((await book(bookingBody(w, { start_time: 'ten' }))).statusCode).toBe(400);
    expect((await book(bookingBody(w, { start_date: '02/12/2026' }))).statusCode).toBe(400);
    expectErrors(
      await book(bookingBody(w, { service: '00000000-0000-7000-8000-000000000000' })),
      404,
      [{ msg: 'Service not found' }],
    );
    expect((await w.t.call('POST', '/api/bookings', bookingBody(w))).statusCode).toBe(401);
  });

  it('drops answers to questions the service does not ask', async () => {
    const res = await book(
      bookingBody(w, {
        start_time: 720,
        intakeForm: [
          { field_label: 'Reason for visit', field_type: 'text', value: 'Check' },
          { field_label: 'Not asked', field_type: 'text', value: 'x' },
        ],
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().intakeForm).toEqual([
      { field_label: 'Reason for visit', field_type: 'text', value: 'Check' },
    ]);
  });

  it('a cancelled booking frees its time; only a future one can be cancelled, with a reason', async () => {
    const created = (await book(bookingBody(w, { start_time: 900 }))).json() as BookingView;
    expectErrors(
      await w.t.call('DELETE', `/api/bookings/${created._id}`, {}, w.customer.token),
      400,
      [{ msg: 'Please enter the reason', param: 'reason' }],
    );
    const cancel = await w.t.call(
      'DELETE',
      `/api/bookings/${created._id}`,
      { reason: 'Feeling better' },
      w.customer.token,
    );
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toEqual({ msg: 'Booking Canceled' });
    const again = await book(bookingBody(w, { start_time: 900 }), w.stranger.token);
    expect(again.statusCode).toBe(201);
    // Once the appointment has started it cannot be cancelled.
    w.clock.now = new Date(Date.parse(again.json().start) + 60_000);
    try {
      expectErrors(
        await w.t.call(
          'DELETE',
          `/api/bookings/${again.json()._id}`,
          { reason: 'Too late' },
          w.stranger.token,
        ),
        400,
        [{ msg: 'Only appointments that have not started can be cancelled.' }],
      );
    } finally {
      w.clock.now = NOW;
    }
  });

  it('a service with upcoming bookings keeps its length (isBooked); once they are over it can change', async () => {
    const edit = (service: typeof w.service) =>
      w.t.call(
        'PUT',
        `/api/company/business/service/${service._id}`,
        { ...service, service_duration: 45 },
        w.owner.token,
      );
    const refused = await edit(w.service);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      errors: [
        {
          msg: 'This service has appointments to come, so its length cannot change until they are over. Add a new service for the new length.',
        },
      ],
      isBooked: true,
    });
    const company = (await w.t.call('GET', `/api/company/${w.company._id}`)).json();
    expect(company.services[0].service_duration).toBe(30);
    // Once every appointment is over, the service can change again.
    w.clock.now = new Date('2027-04-01T12:00:00Z');
    try {
      expect((await edit(w.service)).statusCode).toBe(200);
    } finally {
      w.clock.now = NOW;
    }
  });

  it('lists the caller’s active bookings, latest first', async () => {
    const list = (await w.t.call('GET', '/api/bookings', undefined, w.customer.token)).json();
    const starts = list.map((b: BookingView) => b.start);
    expect(starts).toEqual([...starts].sort().reverse());
    expect(list.every((b: BookingView) => b.user._id === w.customer.id)).toBe(true);
    expect(list.every((b: BookingView) => b.cancelled_at === null)).toBe(true);
  });
});
