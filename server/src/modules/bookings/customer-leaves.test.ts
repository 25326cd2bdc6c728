import type { BookingView } from '@slotmap/domain/booking-view';
import { beforeAll, describe, expect, it } from 'vitest';
import { getOk } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { createBooking, suiteBookingWorld } from '../../test/booking-world.ts';
import { cancellationMails, noticesOfBooking } from '../../test/inbox.ts';
import { filledBeforeAll } from '../../test/suite.ts';

const REASON = 'The customer deleted their account';
const DELETED_CUSTOMER = {
  _id: null,
  firstName: 'Deleted',
  lastName: 'user',
  email: '',
  phone: '',
};

describe(`a customer who deletes the account on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));
  /** Tomorrow 10:00, over by the time the customer leaves; commented on by both. */
  let past: BookingView;
  /** Tomorrow 12:00, under way when the customer leaves. */
  let current: BookingView;
  /** The day after, still to come. */
  let future: BookingView;

  const get = <T>(path: string, token: string) => getOk<T>(w.t, path, token);
  const book = (overrides: Record<string, unknown>, token?: string) =>
    createBooking(w, overrides, token);
  const company = () => w.company._id;

  beforeAll(async () => {
    past = await book({ start_time: 600 });
    current = await book({ start_time: 720 });
    future = await book({ start_date: '2026-12-03', start_time: 600 });
    const comment = (token: string, text: string) =>
      w.t.call('POST', `/api/bookings/comment/${past._id}`, { text }, token);
    expect((await comment(w.customer.token, 'See you then')).statusCode).toBe(201);
    expect((await comment(w.owner.token, 'Welcome')).statusCode).toBe(201);
    // Tomorrow 12:10 in Toronto: the first is over, the second under way, the third to come.
    w.clock.now = new Date('2026-12-02T17:10:00Z');
    const res = await w.t.call('DELETE', '/api/profile', undefined, w.customer.token);
    expect(res.statusCode, res.body).toBe(200);
  }, 120_000);

  it("keeps the past appointment in the business's history, by 'Deleted user' with no contact data", async () => {
    const history = await get<BookingView[]>(`/bookings/past/${company()}`, w.owner.token);
    const kept = history.find((b) => b._id === past._id);
    expect(kept?.user).toEqual(DELETED_CUSTOMER);
    expect(kept?.cancelled_at).toBeNull();
    expect(kept?.comments.map((c) => [c.name, c.user, c.text])).toEqual([
      ['Deleted user', null, 'See you then'],
      ['Olga User', w.owner.id, 'Welcome'],
    ]);
    expect(JSON.stringify(history)).not.toContain(w.customer.email);
    // The appointment under way is still on the business's list of today's.
    const upcoming = await get<BookingView[]>(`/bookings/future/${company()}`, w.owner.token);
    expect(upcoming.map((b) => [b._id, b.user._id])).toEqual([[current._id, null]]);
  });

  it('cancels the appointment still to come, with the reason, and the business reads it', async () => {
    const history = await get<BookingView[]>(`/bookings/past/${company()}`, w.owner.token);
    expect(history.map((b) => b._id)).toEqual([future._id, past._id]);
    for (const token of [w.owner.token, admin.token]) {
      const view = await get<BookingView>(`/bookings/${future._id}`, token);
      expect(view.cancel_reason).toBe(REASON);
      expect(view.cancelled_at).toBe(w.clock.now.toISOString());
      expect(view.user).toEqual(DELETED_CUSTOMER);
    }
  });

  it('tells the owner by notification and mail, and writes nothing more to the customer', async () => {
    const notices = await noticesOfBooking(
      w.t,
      future._id,
      `Booking cancelled: Cleaning at ${w.company.name}`,
    );
    expect(notices.map((m) => [m.userId, m.section, m.text.endsWith(`Reason: ${REASON}`)])).toEqual(
      [[w.owner.id, 'business', true]],
    );
    const cancelMails = await cancellationMails(w.t);
    expect(cancelMails.map((j) => [j.idempotencyKey.split(':').slice(-2), j.payload.to])).toEqual([
      [[future._id, 'business'], w.owner.email],
    ]);
    expect(String(cancelMails[0].payload.text)).toContain(`Reason: ${REASON}`);
  });

  it('frees the time: someone else books it', async () => {
    const other = await createUser(w.t);
    const again = await book({ start_date: '2026-12-03', start_time: 600 }, other.token);
    expect(again.start).toBe(future.start);
  });

  it('the owner still comments on the past appointment; nobody is written to for it', async () => {
    const res = await w.t.call(
      'POST',
      `/api/bookings/comment/${past._id}`,
      { text: 'Thanks for coming' },
      w.owner.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as BookingView).comments).toHaveLength(3);
  });
});
