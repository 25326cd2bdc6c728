import type { SlotsView } from '@slotmap/domain/booking-view';
import { describe, expect, it } from 'vitest';
import {
  type BookingWorld,
  createBooking,
  eachTestBookingWorld,
  TOMORROW,
} from '../../test/booking-world.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, serviceInput } from '../../test/factories.ts';
import { MSG_NOT_A_MOVER } from './reschedule.ts';

/** The world's Cleaning (30 minutes, one required question) with these buffers. */
const cleaning = (buffers: { buffer_before?: number; buffer_after?: number }) =>
  serviceInput({
    name: 'Cleaning',
    service_duration: 30,
    book_online: true,
    call_to_book: false,
    intakeForm: [{ field_label: 'Reason for visit', field_type: 'text', is_required: true }],
    ...buffers,
  });

/** start_time → why it is unavailable (null: free), of one date of a slots answer. */
const byTime = (view: SlotsView, date = TOMORROW) =>
  Object.fromEntries(
    (view.days.find((d) => d.date === date)?.slots ?? []).map((s) => [s.start_time, s.unavailable]),
  );

describe(`the times a booking may move to, on ${testDbKind}`, () => {
  const w: BookingWorld = eachTestBookingWorld();
  const editCleaning = async (buffers: Parameters<typeof cleaning>[0]) => {
    const res = await w.t.call(
      'PUT',
      `/api/company/business/service/${w.service._id}`,
      cleaning(buffers),
      w.owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
  };
  const moveSlots = (id: string, token = w.customer.token) =>
    w.t.call('GET', `/api/bookings/${id}/slots?from=${TOMORROW}&to=${TOMORROW}`, undefined, token);
  const publicSlots = async () =>
    (
      await w.t.call(
        'GET',
        `/api/company/${w.company._id}/slots?service=${w.service._id}&from=${TOMORROW}&to=${TOMORROW}`,
      )
    ).json() as SlotsView;

  it('offers the booking its own blocked time, buffers included, and the move takes it', async () => {
    // Booked with half an hour kept free after it: 10:00 blocks 10:00 to 11:00.
    await editCleaning({ buffer_after: 30 });
    const booking = await createBooking(w, { start_time: 600 });
    // The buffer is dropped: the service now starts every half hour, and 10:30 falls inside the
    // booking's own blocked time. Someone else has 11:30.
    await editCleaning({ buffer_after: 0 });
    await createBooking(w, { start_time: 690 }, w.stranger.token);

    // To everyone else 10:00 and 10:30 are taken.
    expect(byTime(await publicSlots())).toMatchObject({ 600: 'booked', 630: 'booked', 660: null });

    // To the booking's customer and the owner they are free; another booking's time is not.
    for (const token of [w.customer.token, w.owner.token]) {
      const res = await moveSlots(booking._id, token);
      expect(res.statusCode, res.body).toBe(200);
      const view = res.json() as SlotsView;
      expect(view).toMatchObject({ service: w.service._id, duration: 30 });
      expect(byTime(view)).toMatchObject({
        570: null,
        600: null,
        630: null,
        660: null,
        690: 'booked',
        720: null,
      });
    }

    // The server agrees: the booking moves half an hour on, into its own old time.
    const moved = await w.t.call(
      'POST',
      `/api/bookings/${booking._id}/reschedule`,
      { start_date: TOMORROW, start_time: 630 },
      w.customer.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ start_time: 630, end: '2026-12-02T16:00:00.000Z' });
    // At its new time it keeps the service's buffers of today (none): 10:00 is free to all.
    expect(byTime(await publicSlots())).toMatchObject({ 600: null, 630: 'booked', 660: null });
  });

  it('is for the customer and the owner only, as the move is', async () => {
    const booking = await createBooking(w);
    expectErrors(await moveSlots(booking._id, w.stranger.token), 404, [
      { msg: 'Booking not found' },
    ]);
    const admin = await createAdmin(w.t);
    expectErrors(await moveSlots(booking._id, admin.token), 403, [{ msg: MSG_NOT_A_MOVER }]);
    expect((await w.t.call('GET', `/api/bookings/${booking._id}/slots`)).statusCode).toBe(401);
    const bad = await w.t.call(
      'GET',
      `/api/bookings/${booking._id}/slots?from=tomorrow`,
      undefined,
      w.customer.token,
    );
    expectErrors(bad, 400, [{ msg: 'from must be a date YYYY-MM-DD', param: 'from' }]);
  });
});
