import type { BookingView } from '@slotmap/domain/booking-view';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companyClosures } from '../../db/schema/closures.ts';
import { testDbKind } from '../../test/database.ts';
import {
  type BookingWorld,
  bookingBody,
  createBooking,
  eachTestBookingWorld,
  readBooking,
  TOMORROW,
} from '../../test/booking-world.ts';
import { createAdmin } from '../../test/factories.ts';
import { cancellationMails, noticesOfType } from '../../test/inbox.ts';

const LEAVES_OUT =
  'The closures leave appointments to come outside opening time. Keep them, or cancel them and tell the customers.';

const closed = (from: string, to = from, reason = '') => ({ from, to, reason });
const special = (date: string, start_time: number, end_time: number, reason = '') => ({
  from: date,
  to: date,
  reason,
  start_time,
  end_time,
});

const put = (w: BookingWorld, body: unknown, token: string | undefined = w.owner.token) =>
  w.t.call('PUT', `/api/company/${w.company._id}/closures`, body, token);
const slotDays = async (w: BookingWorld, from: string, to: string) =>
  (
    await w.t.call(
      'GET',
      `/api/company/${w.company._id}/slots?service=${w.long._id}&from=${from}&to=${to}`,
    )
  ).json().days as { date: string; slots: { start_time: number }[] }[];

describe(`closures and special hours, on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();

  it('the owner saves the whole list; anyone reads those to come, and the company answer carries them', async () => {
    const saved = await put(w, {
      closures: [closed('2026-12-24', '2026-12-26', 'Christmas'), special('2026-12-31', 540, 780)],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject([
      {
        from: '2026-12-24',
        to: '2026-12-26',
        reason: 'Christmas',
        start_time: null,
        end_time: null,
      },
      { from: '2026-12-31', to: '2026-12-31', reason: '', start_time: 540, end_time: 780 },
    ]);
    const read = await w.t.call('GET', `/api/company/${w.company._id}/closures`);
    expect(read.statusCode).toBe(200);
    expect(read.headers['x-total-count']).toBe('2');
    expect(read.json()).toEqual(saved.json());
    const company = (await w.t.call('GET', `/api/company/${w.company._id}`)).json();
    expect(company.closures.map((c: { from: string }) => c.from)).toEqual([
      '2026-12-24',
      '2026-12-31',
    ]);
  });

  it('the company answer carries only the next 90 days; the closures list every one to come', async () => {
    expect(
      (await put(w, { closures: [closed('2026-12-24'), closed('2027-06-01')] })).statusCode,
    ).toBe(200);
    const company = (await w.t.call('GET', `/api/company/${w.company._id}`)).json();
    expect(company.closures).toHaveLength(1);
    const all = (await w.t.call('GET', `/api/company/${w.company._id}/closures`)).json();
    expect(all).toHaveLength(2);
    // Once a closure is over it is no longer shown.
    w.clock.now = new Date('2026-12-26T14:00:00Z');
    const later = (await w.t.call('GET', `/api/company/${w.company._id}/closures`)).json();
    expect(later.map((c: { from: string }) => c.from)).toEqual(['2027-06-01']);
  });

  it('refuses bad lists with clear messages and keeps what was stored', async () => {
    expect((await put(w, { closures: [closed('2026-12-24')] })).statusCode).toBe(200);
    const refused = async (body: unknown, msg: string) => {
      const res = await put(w, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].msg).toBe(msg);
    };
    await refused(
      { closures: [closed('2026-12-26', '2026-12-24')] },
      'The last day must be on or after the first day',
    );
    await refused({ closures: [closed('2026-11-30')] }, 'A closure cannot start before today');
    await refused(
      { closures: [closed('2027-12-02')] },
      'Closures can be set at most 365 days ahead',
    );
    await refused(
      { closures: [special(TOMORROW, 780, 540)] },
      'Closing time must be later than opening time',
    );
    await refused(
      { closures: [{ ...closed(TOMORROW), start_time: 540 }] },
      'Give both opening and closing times, or neither (closed all day)',
    );
    await refused(
      { closures: [closed(TOMORROW, TOMORROW, 'x'.repeat(101))] },
      'The reason can be at most 100 characters',
    );
    await refused(
      { closures: [closed('2026-12-24', '2026-12-26'), closed('2026-12-26')] },
      'Closures cannot overlap: Dec 24 – Dec 26 and Dec 26',
    );
    await refused(
      {
        closures: Array.from({ length: 51 }, (_, i) =>
          closed(`2027-01-${String((i % 28) + 1).padStart(2, '0')}`),
        ),
      },
      'A business can have at most 50 closures',
    );
    await refused({ closures: 'Christmas' }, 'closures must be a list');
    // Today in the business's zone may start one.
    expect((await put(w, { closures: [closed('2026-12-01')] })).statusCode).toBe(200);
    const rows = await w.t.database.db
      .select()
      .from(companyClosures)
      .where(eq(companyClosures.companyId, w.company._id));
    expect(rows.map((r) => r.fromDate)).toEqual(['2026-12-01']);
  });

  it('only the owner or an admin changes them; an admin is recorded, and has its own path', async () => {
    const body = { closures: [closed('2026-12-24')] };
    const visitor = await w.t.call('PUT', `/api/company/${w.company._id}/closures`, body);
    expect(visitor.statusCode).toBe(401);
    const stranger = await put(w, body, w.stranger.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().errors[0].msg).toBe('You are not allowed to change this business');
    const admin = await createAdmin(w.t);
    expect((await put(w, body, admin.token)).statusCode).toBe(200);
    const adminPath = `/api/company/business/${w.company._id}/closures`;
    expect((await w.t.call('PUT', adminPath, body, w.owner.token)).statusCode).toBe(403);
    const viaAdmin = await w.t.call('PUT', adminPath, { closures: [] }, admin.token);
    expect(viaAdmin.statusCode, viaAdmin.body).toBe(200);
    const audit = (
      await w.t.call('GET', `/api/admin/audit?company=${w.company._id}`, undefined, admin.token)
    ).json();
    expect(audit.map((a: { action: string }) => a.action)).toEqual([
      'company.edit',
      'company.edit',
    ]);
    expect(audit[0].after).toEqual({ closures: [] });
    const unknown = await w.t.call(
      'GET',
      '/api/company/0190b2a0-0000-7000-8000-000000000000/closures',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('slots: none on a closed day, the special hours on a special day, the week elsewhere', async () => {
    await put(w, {
      closures: [closed('2026-12-03', '2026-12-04'), special('2026-12-05', 600, 780)],
    });
    const days = await slotDays(w, '2026-12-02', '2026-12-06');
    expect(days.map((d) => d.date)).toEqual(['2026-12-02', '2026-12-05', '2026-12-06']);
    expect(days[1].slots.map((s) => s.start_time)).toEqual([600, 660, 720]);
    expect(days[2].slots).toHaveLength(8);
    const closedDay = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_date: '2026-12-03', start_time: 600 }),
      w.customer.token,
    );
    expect(closedDay.statusCode, closedDay.body).toBe(400);
    const early = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_date: '2026-12-05', start_time: 540 }),
      w.customer.token,
    );
    expect(early.statusCode).toBe(400);
    await createBooking(w, { start_date: '2026-12-05', start_time: 600 });
  });

  it('the business is closed on Slotmap: its closures go with it', async () => {
    await put(w, { closures: [closed('2026-12-24')] });
    const gone = await w.t.call(
      'DELETE',
      `/api/company/${w.company._id}`,
      undefined,
      w.owner.token,
    );
    expect(gone.statusCode).toBe(200);
    expect(await w.t.database.db.select().from(companyClosures)).toEqual([]);
  });
});

describe(`closing days that have appointments, on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();

  it('without a choice: 409 with the appointments, nothing saved', async () => {
    const morning = await createBooking(w, { start_time: 600 });
    const afternoon = await createBooking(w, { start_time: 900 });
    const res = await put(w, { closures: [closed(TOMORROW)] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().errors).toEqual([{ msg: LEAVES_OUT }]);
    expect(res.json().upcoming).toMatchObject({
      total: 2,
      bookings: [{ _id: morning._id }, { _id: afternoon._id }],
    });
    expect((await w.t.call('GET', `/api/company/${w.company._id}/closures`)).json()).toEqual([]);
    // Special hours that still hold the morning touch only the afternoon.
    const narrowed = await put(w, { closures: [special(TOMORROW, 540, 780)] });
    expect(narrowed.json().upcoming).toMatchObject({
      total: 1,
      bookings: [{ _id: afternoon._id }],
    });
  });

  it('keep: saved, the appointments stay, and a later save does not ask again', async () => {
    const kept = await createBooking(w, { start_time: 600 });
    const res = await put(w, { closures: [closed(TOMORROW, TOMORROW, 'Flood')], upcoming: 'keep' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readBooking(w, kept._id)).cancel_reason).toBeNull();
    const again = await put(w, {
      closures: [closed(TOMORROW, TOMORROW, 'Flood'), closed('2026-12-24')],
    });
    expect(again.statusCode, again.body).toBe(200);
  });

  it("cancel: saved, the appointments cancelled with the owner's reason, each customer told", async () => {
    const gone = await createBooking(w, { start_time: 600 });
    const other = await createBooking(w, { start_date: '2026-12-03', start_time: 600 });
    const res = await put(w, {
      closures: [closed(TOMORROW, TOMORROW, 'Flood')],
      upcoming: 'cancel',
      cancel_reason: 'We are closed after a flood',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await readBooking(w, gone._id)).cancel_reason).toBe('We are closed after a flood');
    expect((await readBooking(w, other._id)).cancel_reason).toBeNull();
    const told = await noticesOfType(w.t, w.customer.id, 'booking');
    expect(told.filter((m) => m.text.includes('closed after a flood'))).toHaveLength(1);
    const mails = await cancellationMails(w.t);
    expect(mails.some((m) => m.idempotencyKey.includes(gone._id))).toBe(true);
    // The freed day is closed: its slots are not offered again.
    expect((await slotDays(w, TOMORROW, TOMORROW)).length).toBe(0);
  });

  it('without a reason, the customers are told the business is closed then', async () => {
    const gone = await createBooking(w, { start_time: 600 });
    expect((await put(w, { closures: [closed(TOMORROW)], upcoming: 'cancel' })).statusCode).toBe(
      200,
    );
    expect((await readBooking(w, gone._id)).cancel_reason).toBe(
      'The business is closed at that time',
    );
  });

  it('a closure saved while a booking is made never misses it', async () => {
    for (let round = 0; round < 6; round++) {
      const [saved, booked] = await Promise.all([
        put(w, { closures: [closed(TOMORROW)] }),
        w.t.call(
          'POST',
          '/api/bookings',
          bookingBody(w, { start_time: 540 + 60 * round }),
          w.customer.token,
        ),
      ]);
      if (saved.statusCode === 200) {
        // The closure came first: the booking met a closed day.
        expect(booked.statusCode, `round ${round}: ${booked.body}`).toBe(400);
      } else {
        // The booking came first: the closure was refused, naming it.
        expect(booked.statusCode, booked.body).toBe(201);
        expect(saved.statusCode, saved.body).toBe(409);
        const id = (booked.json() as BookingView)._id;
        expect(saved.json().upcoming.bookings.map((b: { _id: string }) => b._id)).toContain(id);
        const cancelled = await w.t.call(
          'DELETE',
          `/api/bookings/${id}`,
          { reason: 'Next round' },
          w.customer.token,
        );
        expect(cancelled.statusCode).toBe(200);
      }
      expect((await put(w, { closures: [] })).statusCode).toBe(200);
    }
  }, 120_000);
});
