import type { BookingView } from '@slotmap/domain/booking-view';
import { MSG_SLOT_NOT_OFFERED, MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import {
  changeClosedMessage,
  MSG_CHANGE_CUTOFF,
  MSG_MOVE_CANCELLED,
  MSG_MOVE_ONLY_FUTURE,
} from '@slotmap/domain/reschedule';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import {
  type BookingWorld,
  createBooking,
  eachTestBookingWorld,
  NOW,
  readBooking,
  TOMORROW,
} from '../../test/booking-world.ts';
import { noticesOfBooking, queuedMails } from '../../test/inbox.ts';

const reschedule = (w: BookingWorld, id: string, body: unknown, token = w.customer.token) =>
  w.t.call('POST', `/api/bookings/${id}/reschedule`, body, token);

const rowOf = async (w: BookingWorld, id: string) =>
  (await w.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

/** The VEVENT of an invitation, read by an independent parser. */
function invitedEvent(ics: string) {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  if (!event) throw new Error('no VEVENT');
  const value = (name: string) => event.getFirstPropertyValue(name);
  return {
    uid: String(value('uid')),
    sequence: Number(value('sequence')),
    start: (value('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate(),
  };
}

describe(`moving a booking, on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();

  it('moves the customer’s booking: same id, answers and comments, a new time, a history, the old time free', async () => {
    const booking = await createBooking(w);
    const comment = await w.t.call(
      'POST',
      `/api/bookings/comment/${booking._id}`,
      { text: 'See you then' },
      w.customer.token,
    );
    expect(comment.statusCode).toBe(201);
    w.clock.now = new Date(NOW.getTime() + 60_000);
    const res = await reschedule(w, booking._id, { start_date: TOMORROW, start_time: 660 });
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json() as BookingView;
    expect(moved).toMatchObject({
      _id: booking._id,
      start_date: TOMORROW,
      start_time: 660,
      // 11:00 in Toronto in December is 16:00 UTC.
      start: '2026-12-02T16:00:00.000Z',
      end: '2026-12-02T16:30:00.000Z',
      intakeForm: booking.intakeForm,
      comments: [expect.objectContaining({ text: 'See you then' })],
      moves: [
        {
          from_start: '2026-12-02T15:00:00.000Z',
          to_start: '2026-12-02T16:00:00.000Z',
          from_date: TOMORROW,
          from_time: 600,
          to_date: TOMORROW,
          to_time: 660,
          by: 'customer',
          at: w.clock.now.toISOString(),
        },
      ],
    });
    expect(await readBooking(w, booking._id, w.owner.token)).toEqual(moved);
    const row = await rowOf(w, booking._id);
    expect(row.sequence).toBe(1);
    expect(row.updatedAt).toEqual(w.clock.now);
    // The old time is free: someone else books it.
    await createBooking(w, { start_time: 600 }, w.stranger.token);
  });

  it('tells the other side: the owner when the customer moved it, the customer when the owner did', async () => {
    const booking = await createBooking(w);
    expect(
      (await reschedule(w, booking._id, { start_date: TOMORROW, start_time: 660 })).statusCode,
    ).toBe(200);
    const title = `Booking moved: Cleaning at ${w.company.name}`;
    let notices = await noticesOfBooking(w.t, booking._id, title);
    expect(notices.map((n) => [n.userId, n.section])).toEqual([[w.owner.id, 'business']]);
    expect(notices[0].text).toContain('Cora');
    expect(notices[0].text).toContain('11:00 AM');
    expect(notices[0].text).toContain('10:00 AM');

    const moved = await reschedule(
      w,
      booking._id,
      { start_date: '2026-12-03', start_time: 540 },
      w.owner.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().moves.map((m: { by: string }) => m.by)).toEqual(['customer', 'business']);
    notices = await noticesOfBooking(w.t, booking._id, title);
    expect(notices.map((n) => [n.userId, n.section]).sort()).toEqual(
      [
        [w.owner.id, 'business'],
        [w.customer.id, 'user'],
      ].sort(),
    );

    // Each side's mail carries the updated invitation: same UID, SEQUENCE raised, the new start.
    const mails = (await queuedMails(w.t)).filter((j) =>
      j.idempotencyKey.includes('booking-moved:'),
    );
    expect(mails.map((m) => m.mail.to).sort()).toEqual([w.customer.email, w.owner.email].sort());
    const toCustomer = mails.find((m) => m.mail.to === w.customer.email);
    const attachments =
      (toCustomer?.payload as { attachments: { content: string }[] } | undefined)?.attachments ??
      [];
    expect(invitedEvent(attachments[0].content)).toEqual({
      uid: `${booking._id}@slotmap`,
      sequence: 2,
      start: new Date('2026-12-03T14:00:00Z'),
    });
  });

  it('refuses a stranger, a past or cancelled booking, a taken time, a closed hour and bad input, changing nothing', async () => {
    const booking = await createBooking(w);
    await createBooking(w, { start_time: 720 }, w.stranger.token);
    const to = { start_date: TOMORROW, start_time: 660 };
    expectErrors(await reschedule(w, booking._id, to, w.stranger.token), 404, [
      { msg: 'Booking not found' },
    ]);
    expectErrors(await reschedule(w, booking._id, { ...to, start_time: 720 }), 409, [
      { msg: MSG_SLOT_TAKEN },
    ]);
    // 18:00 is after closing; 10:15 is not a start the service offers.
    expectErrors(await reschedule(w, booking._id, { ...to, start_time: 1080 }), 400, [
      { msg: MSG_SLOT_NOT_OFFERED },
    ]);
    expectErrors(await reschedule(w, booking._id, { ...to, start_time: 615 }), 400, [
      { msg: MSG_SLOT_NOT_OFFERED },
    ]);
    const bad = await reschedule(w, booking._id, { start_date: 'tomorrow', start_time: 'ten' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { msg: string }) => e.msg)).toContain('Please choose a time');
    expect(await rowOf(w, booking._id)).toMatchObject({ startTime: 600, sequence: 0 });

    w.clock.now = new Date('2026-12-02T15:05:00Z');
    expectErrors(await reschedule(w, booking._id, { ...to, start_time: 900 }), 400, [
      { msg: MSG_MOVE_ONLY_FUTURE },
    ]);
    w.clock.now = NOW;
    await w.t.call('DELETE', `/api/bookings/${booking._id}`, { reason: 'Sick' }, w.customer.token);
    expectErrors(await reschedule(w, booking._id, to), 409, [{ msg: MSG_MOVE_CANCELLED }]);
    expect(await rowOf(w, booking._id)).toMatchObject({ startTime: 600, sequence: 1 });
    expect((await readBooking(w, booking._id)).moves).toEqual([]);
  });

  it('keeps the change policy: the customer is refused inside the cutoff, with the business’s phone; the owner is not', async () => {
    const company = `/api/company/business/${w.company._id}`;
    const invalid = await w.t.call('PUT', company, { change_cutoff_hours: 721 }, w.owner.token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].msg).toBe(MSG_CHANGE_CUTOFF);
    const saved = await w.t.call('PUT', company, { change_cutoff_hours: 48 }, w.owner.token);
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await w.t.call('GET', `/api/company/${w.company._id}`);
    expect(read.json().change_cutoff_hours).toBe(48);

    // Tomorrow 10:00 is 25 hours away: inside a 48-hour cutoff.
    const booking = await createBooking(w);
    const closed = changeClosedMessage(48, w.company.name, w.company.phone);
    expect(closed).toContain('changes close 48 hours before the start');
    const to = { start_date: TOMORROW, start_time: 660 };
    expectErrors(await reschedule(w, booking._id, to), 400, [{ msg: closed }]);
    expectErrors(
      await w.t.call(
        'DELETE',
        `/api/bookings/${booking._id}`,
        { reason: 'Sick' },
        w.customer.token,
      ),
      400,
      [{ msg: closed }],
    );
    expect(await rowOf(w, booking._id)).toMatchObject({ startTime: 600, cancelledAt: null });
    const byOwner = await reschedule(w, booking._id, to, w.owner.token);
    expect(byOwner.statusCode, byOwner.body).toBe(200);

    // With 24 hours the same booking is still the customer's to move.
    await w.t.call('PUT', company, { change_cutoff_hours: 24 }, w.owner.token);
    expect((await reschedule(w, booking._id, { ...to, start_time: 690 })).statusCode).toBe(200);
  });
});
