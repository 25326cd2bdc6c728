import type { BookingView } from '@slotmap/domain/booking-view';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { expectErrors, getOk } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createUser, serviceInput } from '../../test/factories.ts';
import { bookingBody, createBooking, suiteBookingWorld } from '../../test/booking-world.ts';
import { cancellationMails, noticesOfBooking } from '../../test/inbox.ts';
import { filledBeforeAll } from '../../test/suite.ts';

const REASON = 'The business has closed on Slotmap';

describe(`a business that is deleted on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));
  let name: string;
  /** Tomorrow 10:00, over by the time the business closes. */
  let past: BookingView;
  /** Tomorrow 12:00, under way when it closes. */
  let current: BookingView;
  /** The day after, still to come. */
  let future: BookingView;

  const get = <T>(path: string, token: string) => getOk<T>(w.t, path, token);

  beforeAll(async () => {
    name = w.company.name;
    past = await createBooking(w, { start_time: 600 });
    current = await createBooking(w, { start_time: 720 });
    future = await createBooking(w, { start_date: '2026-12-03', start_time: 600 });
    // Tomorrow 12:10 in Toronto: the first is over, the second under way, the third to come.
    w.clock.now = new Date('2026-12-02T17:10:00Z');
    const res = await w.t.call('DELETE', `/api/company/${w.company._id}`, undefined, w.owner.token);
    expect(res.statusCode, res.body).toBe(200);
  }, 120_000);

  it('the customer still opens each appointment, under the name the business had', async () => {
    for (const b of [past, current, future]) {
      const view = await get<BookingView>(`/bookings/${b._id}`, w.customer.token);
      expect(view.company).toEqual({
        _id: null,
        name,
        phone: '',
        email: '',
        location: null,
        time_zone: 'America/Toronto',
        user: null,
      });
      expect(view.start).toBe(b.start);
      expect(view.user._id).toBe(w.customer.id);
    }
  });

  it('cancels the appointment still to come and keeps the others in the lists', async () => {
    const view = await get<BookingView>(`/bookings/${future._id}`, w.customer.token);
    expect(view.cancel_reason).toBe(REASON);
    expect(view.cancelled_at).toBe(w.clock.now.toISOString());
    const ids = async (path: string) =>
      (await get<BookingView[]>(path, w.customer.token)).map((b) => b._id);
    expect(await ids('/bookings/past')).toEqual([future._id, past._id]);
    expect(await ids('/bookings/future')).toEqual([current._id]);
    expect(await ids('/bookings')).toEqual([current._id, past._id]);
  });

  it('tells the customer by notification and mail, and the departed owner nothing', async () => {
    const notices = await noticesOfBooking(
      w.t,
      future._id,
      `Booking cancelled: Cleaning at ${name}`,
    );
    expect(notices.map((m) => [m.userId, m.section, m.text.endsWith(`Reason: ${REASON}`)])).toEqual(
      [[w.customer.id, 'user', true]],
    );
    const cancelMails = await cancellationMails(w.t);
    expect(cancelMails.map((j) => [j.idempotencyKey.split(':').slice(-2), j.payload.to])).toEqual([
      [[future._id, 'user'], w.customer.email],
    ]);
    expect(String(cancelMails[0].payload.text)).toContain(`${name} cancelled the appointment`);
    expect(String(cancelMails[0].payload.text)).toContain(`Reason: ${REASON}`);
  });

  it('the former owner no longer reads them; an admin does', async () => {
    for (const b of [past, future]) {
      expectErrors(await w.t.call('GET', `/api/bookings/${b._id}`, undefined, w.owner.token), 404, [
        { msg: 'Booking not found' },
      ]);
      expect((await get<BookingView>(`/bookings/${b._id}`, admin.token)).company.name).toBe(name);
    }
  });

  it('the customer still comments; nobody else is written to', async () => {
    const res = await w.t.call(
      'POST',
      `/api/bookings/comment/${past._id}`,
      { text: 'Sorry to see you go' },
      w.customer.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as BookingView).comments.map((c) => c.text)).toEqual([
      'Sorry to see you go',
    ]);
  });
});

describe(`when both sides of a booking have left, on ${testDbKind}`, () => {
  const w = suiteBookingWorld();

  const countOf = async (id: string) =>
    (await w.t.database.db.select().from(bookings).where(eq(bookings.id, id))).length;

  it("an admin closes someone's business: its customers are told; the booking then goes with the customer", async () => {
    const admin = await createAdmin(w.t);
    const booking = (
      await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token)
    ).json() as BookingView;
    const res = await w.t.call('DELETE', `/api/company/${w.company._id}`, undefined, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    const notices = (await noticesOfBooking(w.t, booking._id)).filter(
      (m) => m.userId === w.customer.id,
    );
    expect(notices.map((m) => m.title)).toContain(
      `Booking cancelled: Cleaning at ${w.company.name}`,
    );
    expect(await countOf(booking._id)).toBe(1);

    await w.t.call('DELETE', '/api/profile', undefined, w.customer.token);
    expect(await countOf(booking._id)).toBe(0);
  });

  it('a customer leaves first: the booking goes when the business is deleted', async () => {
    const owner = await createUser(w.t);
    const customer = await createUser(w.t);
    const company = await createCompany(w.t, owner, {
      services: [serviceInput({ book_online: true, call_to_book: false })],
    });
    const body = { company: company._id, service: company.services[0]._id, intakeForm: [] };
    const res = await w.t.call('POST', '/api/bookings', bookingBody(w, body), customer.token);
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as BookingView;
    await w.t.call('DELETE', '/api/profile', undefined, customer.token);
    expect(await countOf(booking._id)).toBe(1);
    await w.t.call('DELETE', `/api/company/${company._id}`, undefined, owner.token);
    expect(await countOf(booking._id)).toBe(0);
  });
});
