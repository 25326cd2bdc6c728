import type { BookingView } from '@slotmap/domain/booking-view';
import { describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createUser } from '../../test/factories.ts';
import {
  bookingBody,
  createBooking,
  eachTestBookingWorld,
  readBooking,
} from '../../test/booking-world.ts';
import { noticesOfType, queuedMails } from '../../test/inbox.ts';

const REASON = 'The business has closed on Slotmap';

describe(`an owner's account deleted, for their businesses and customers, on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();

  const book = (overrides: Record<string, unknown> = {}) => createBooking(w, overrides);
  const bookingOf = (id: string) => readBooking(w, id);
  const cancellationNotices = async () =>
    (await noticesOfType(w.t, w.customer.id, 'booking')).filter((m) => m.text.includes(REASON));
  const mailsToCustomer = async () =>
    (await queuedMails(w.t)).filter(
      (j) => j.mail.to === w.customer.email && j.mail.text.includes(REASON),
    );

  /** The two ways an account goes: its owner deletes it, or an admin does. */
  const leavers = {
    'the owner deletes it': () => w.t.call('DELETE', '/api/profile', undefined, w.owner.token),
    'an admin deletes it': async () =>
      w.t.call(
        'DELETE',
        `/api/users/userlist/${w.owner.id}`,
        undefined,
        (await createAdmin(w.t)).token,
      ),
  };

  for (const [how, leave] of Object.entries(leavers)) {
    it(`closes every business they own when ${how}: appointments cancelled, customers told, no new bookings`, async () => {
      const second = await createCompany(w.t, w.owner, { name: 'Second Clinic' });
      const other = await createCompany(w.t, await createUser(w.t), { name: 'Other Clinic' });
      const coming = await book({ start_date: '2026-12-03' });

      const res = await leave();
      expect(res.statusCode, res.body).toBe(200);

      for (const c of [w.company, second])
        expect((await w.t.call('GET', `/api/company/${c._id}`)).statusCode).toBe(404);
      expect((await w.t.call('GET', `/api/company/${other._id}`)).statusCode).toBe(200);

      const view = await bookingOf(coming._id);
      expect(view.cancel_reason).toBe(REASON);
      expect(view.company).toMatchObject({ _id: null, name: w.company.name, user: null });
      expect(await cancellationNotices()).toHaveLength(1);
      expect(await mailsToCustomer()).toHaveLength(1);

      // Nobody can book a business that has closed.
      expectErrors(await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token), 404, [
        { msg: 'Company not found' },
      ]);
    });
  }

  it('keeps past appointments in the customer’s history, uncancelled', async () => {
    const done = await book({ start_time: 600 });
    // Tomorrow 6 PM in Toronto: the appointment is over.
    w.clock.now = new Date('2026-12-02T23:00:00Z');
    expect((await leavers['the owner deletes it']()).statusCode).toBe(200);
    const view = await bookingOf(done._id);
    expect(view.cancelled_at).toBeNull();
    const past = (await w.t.call('GET', '/api/bookings/past', undefined, w.customer.token)).json();
    expect(past.map((b: BookingView) => b._id)).toEqual([done._id]);
    expect(await cancellationNotices()).toHaveLength(0);
  });
});
