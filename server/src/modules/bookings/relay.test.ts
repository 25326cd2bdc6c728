import type { BookingView } from '@slotmap/domain/booking-view';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs } from '../../db/schema/platform.ts';
import { expectErrors, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../../test/booking-world.ts';

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

  it('sends only its own note about the booking, whatever subject, html or body is asked', async () => {
    const sent = await w.t.call(
      'POST',
      '/api/bookings/send-booking-email',
      mail({
        to: w.customer.email,
        subject: 'Your account is locked\r\nBcc: everyone@example.org',
        text: 'Click http://evil.example to unlock',
        html: '<a href="http://evil.example">unlock</a>',
      }),
      w.customer.token,
    );
    expect(sent.statusCode).toBe(202);
    const sms = await w.t.call(
      'POST',
      '/api/messages/sendsms',
      { booking: booking._id, phone: `+1 ${w.owner.phone}`, body: 'Call 900-555-0199 now' },
      w.customer.token,
    );
    expect(sms.statusCode).toBe(202);
    const waitlist = await w.t.call(
      'POST',
      '/api/bookings/send-waitlist-email',
      mail({ to: w.customer.email, subject: 'Win a prize' }),
      w.owner.token,
    );
    expect(waitlist.statusCode).toBe(202);

    const when = 'Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST';
    const link = `http://slotmap.test/bookings/${booking._id}`;
    const payloads = (await relayed()).map((j) => j.payload);
    expect(payloads).toHaveLength(3);
    expect(payloads).toContainEqual(
      expect.objectContaining({
        to: w.customer.email,
        subject: `About your appointment: Cleaning at ${w.company.name}`,
        text: expect.stringContaining(
          `Hi Cora,\n\nA note about the appointment Cleaning at ${w.company.name}, ${when}.\n`,
        ),
      }),
    );
    expect(payloads).toContainEqual(
      expect.objectContaining({
        to: w.customer.email,
        subject: `Waitlist update: Cleaning at ${w.company.name}`,
        text: expect.stringContaining(`A note about the appointment Cleaning at ${w.company.name}`),
      }),
    );
    for (const p of payloads.filter((p) => 'subject' in p))
      expect(p.text).toContain(`Manage the booking: ${link}`);
    expect(payloads).toContainEqual({
      to: w.owner.phone,
      body: `Slotmap: a note about Cleaning at ${w.company.name}, ${when}. ${link}`,
    });
    // The invitation's lines end in CRLF by its standard (RFC 5545); the rest is checked.
    const everything = JSON.stringify(payloads.map(({ attachments: _ics, ...rest }) => rest));
    for (const asked of ['locked', 'Bcc', 'evil.example', '900-555-0199', 'prize', '\\r']) {
      expect(everything).not.toContain(asked);
    }
  });

  it('rate limits each caller, and everyone together per recipient', async () => {
    const before = (await relayed()).length;
    // The customer has used 2 of their 3 above (a mail and a text): one more, then 429.
    const res = await w.t.call(
      'POST',
      '/api/bookings/send-booking-email',
      mail(),
      w.customer.token,
    );
    expect(res.statusCode).toBe(202);
    expectErrors(
      await w.t.call('POST', '/api/bookings/send-booking-email', mail(), w.customer.token),
      429,
      [{ msg: 'Too many requests, please try again later' }],
    );
    expect(await relayed()).toHaveLength(before + 1);

    // The owner (1 of 3 used) writes to the customer's address, which has had 2 of 3: one more.
    const toCustomer = mail({ to: w.customer.email });
    expect(
      (await w.t.call('POST', '/api/bookings/send-booking-email', toCustomer, w.owner.token))
        .statusCode,
    ).toBe(202);
    expectErrors(
      await w.t.call('POST', '/api/bookings/send-booking-email', toCustomer, w.owner.token),
      429,
      [{ msg: 'Too many requests, please try again later' }],
    );
    expect(await relayed()).toHaveLength(before + 2);
  });
});
