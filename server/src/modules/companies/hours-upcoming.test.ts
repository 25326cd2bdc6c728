import type { BookingView } from '@slotmap/domain/booking-view';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import { createBooking, eachTestBookingWorld, readBooking } from '../../test/booking-world.ts';
import { noticesOfType } from '../../test/inbox.ts';

const LEAVES_OUT =
  'The new hours leave appointments to come outside opening time. Keep them, or cancel them and tell the customers.';

describe(`hours that leave appointments to come outside opening time, on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();
  /** Wednesday 2 December, 10:00 and 15:00. */
  let morning: BookingView;
  let afternoon: BookingView;
  beforeEach(async () => {
    morning = await createBooking(w, { start_time: 600 });
    afternoon = await createBooking(w, { start_time: 900 });
  });
  const save = (hours: Record<string, unknown>) =>
    w.t.call('PUT', `/api/company/business/${w.company._id}`, hours, w.owner.token);
  const hoursNow = async () =>
    (await w.t.call('GET', `/api/company/${w.company._id}`)).json().store_hours.Wednesday;
  const cancelledOf = async (b: BookingView) => (await readBooking(w, b._id)).cancel_reason;

  it('refuses to close a booked weekday without a choice, naming what it would touch', async () => {
    const res = await save({ Wednesday_open: false });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual([{ msg: LEAVES_OUT }]);
    expect(res.json().upcoming).toMatchObject({
      total: 2,
      bookings: [{ _id: morning._id }, { _id: afternoon._id }],
    });
    expect((await hoursNow()).open).toBe(true);
  });

  it('narrowed hours touch only the appointments they leave outside', async () => {
    // Open 9 to 14: the 15:00 appointment is outside, the 10:00 one is not.
    const res = await save({ Wednesday_end_time: 840 });
    expect(res.statusCode).toBe(409);
    expect(res.json().upcoming).toMatchObject({ total: 1, bookings: [{ _id: afternoon._id }] });
  });

  it('keep: saves the hours and the appointments stay', async () => {
    const res = await save({ Wednesday_open: false, upcoming: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await hoursNow()).open).toBe(false);
    expect(await cancelledOf(morning)).toBeNull();
    expect(await cancelledOf(afternoon)).toBeNull();
  });

  it('cancel: saves the hours, cancels what they leave outside and tells each customer', async () => {
    const res = await save({ Wednesday_end_time: 840, upcoming: 'cancel' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await hoursNow()).end_time).toBe(840);
    expect(await cancelledOf(afternoon)).toBe('The business changed its opening hours');
    expect(await cancelledOf(morning)).toBeNull();
    const told = await noticesOfType(w.t, w.customer.id, 'booking');
    expect(told.filter((m) => m.text.includes('changed its opening hours'))).toHaveLength(1);
  });

  it('saves hours that touch nothing at once, and other fields as before', async () => {
    const wider = await save({ Wednesday_end_time: 1080, name: 'Harbour Dental' });
    expect(wider.statusCode, wider.body).toBe(200);
    expect(wider.json().name).toBe('Harbour Dental');
    // Thursday has nothing booked.
    expect((await save({ Thursday_open: false })).statusCode).toBe(200);
  });
});
