import type { BookingView } from '@slotmap/domain/booking-view';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs } from '../../db/schema/platform.ts';
import { expectErrors, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { type BookingWorld, bookingBody, bookingWorld } from './booking-fixture.ts';

describe(`the compatibility mail and SMS calls are no open relay on ${testDbKind}`, () => {
  let w: BookingWorld;
  let booking: BookingView;
  beforeAll(async () => {
    w = await bookingWorld({ rateLimits: steadyRateLimits({ relayedNotices: 3 }) });
    booking = (await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token)).json();
  });
  afterAll(() => w.t.close());

  const relayed = () =>
    w.t.database.db.select().from(outboxJobs).where(like(outboxJobs.idempotencyKey, '%relay%'));
  const mail = (overrides: Record<string, unknown> = {}) => ({
    booking: booking._id,
    to: w.owner.email,
    subject: 'About tomorrow',
    html: '<p>See you <b>soon</b></p><script>alert(1)</script>',
    ...overrides,
  });

  it('reaches only the people of a booking the caller belongs to', async () => {
    expectErrors(
      await w.t.call(
        'POST',
        '/api/bookings/send-booking-email',
        mail({ to: 'anyone@example.org' }),
        w.customer.token,
      ),
      403,
      [{ msg: 'You can only write to the people of your booking' }],
    );
    expectErrors(
      await w.t.call(
        'POST',
        '/api/bookings/send-booking-email',
        mail({ to: w.customer.email }),
        w.stranger.token,
      ),
      404,
      [{ msg: 'Booking not found' }],
    );
    expectErrors(
      await w.t.call(
        'POST',
        '/api/messages/sendsms',
        { booking: booking._id, phone: '2125550123', body: 'hi' },
        w.customer.token,
      ),
      403,
      [{ msg: 'You can only write to the people of your booking' }],
    );
    expect(await relayed()).toHaveLength(0);
  });

  it('queues a plain-text mail and a text to a party, then rate limits the caller', async () => {
    const sent = await w.t.call(
      'POST',
      '/api/bookings/send-booking-email',
      mail(),
      w.customer.token,
    );
    expect(sent.statusCode).toBe(202);
    const sms = await w.t.call(
      'POST',
      '/api/messages/sendsms',
      { booking: booking._id, phone: w.owner.phone, body: 'Running 5 minutes late' },
      w.customer.token,
    );
    expect(sms.statusCode).toBe(202);
    const waitlist = await w.t.call(
      'POST',
      '/api/bookings/send-waitlist-email',
      mail({ to: w.customer.email }),
      w.owner.token,
    );
    expect(waitlist.statusCode).toBe(202);
    const jobs = await relayed();
    expect(jobs).toHaveLength(3);
    const queuedMail = jobs.find((j) => j.payload.to === w.owner.email);
    expect(queuedMail?.payload).toEqual({
      to: w.owner.email,
      subject: 'About tomorrow',
      text: 'See you soon',
    });
    // The customer has used their 3; the fourth is refused and queues nothing.
    await w.t.call('POST', '/api/bookings/send-booking-email', mail(), w.customer.token);
    expectErrors(
      await w.t.call('POST', '/api/bookings/send-booking-email', mail(), w.customer.token),
      429,
      [{ msg: 'Too many requests, please try again later' }],
    );
    expect(await relayed()).toHaveLength(4);
  });
});
