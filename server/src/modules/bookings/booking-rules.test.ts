import { msgBeyondHorizon, msgTooSoon } from '@slotmap/domain/booking-rules';
import {
  MSG_BUFFER_AFTER,
  MSG_HORIZON,
  MSG_MIN_NOTICE,
} from '@slotmap/domain/booking-rules-schema';
import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import type { SlotsView } from '@slotmap/domain/booking-view';
import type { ServiceView } from '@slotmap/domain/company-view';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { sqlState } from '../../http/errors.ts';
import {
  type BookingWorld,
  bookingBody,
  createBooking,
  suiteBookingWorld,
  TOMORROW,
} from '../../test/booking-world.ts';
import { callFrom, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { businessRegisterInput, createUser, serviceInput } from '../../test/factories.ts';

/** The world's 30-minute service: 2 hours' notice, 15 minutes kept free after, a week ahead. */
const RULES = { min_notice: 120, buffer_before: 0, buffer_after: 15, horizon_days: 7 };
const cleaning = (rules: Record<string, unknown> = RULES) =>
  serviceInput({
    name: 'Cleaning',
    service_duration: 30,
    book_online: true,
    call_to_book: false,
    intakeForm: [{ field_label: 'Reason for visit', field_type: 'text', is_required: true }],
    ...rules,
  });

describe(`booking rules: notice, buffers and horizon on ${testDbKind}`, () => {
  const w: BookingWorld = suiteBookingWorld();
  const editService = (body: unknown, id = w.service._id) =>
    w.t.call('PUT', `/api/company/business/service/${id}`, body, w.owner.token);
  const slotsOf = async (date: string, service = w.service._id) => {
    const res = await w.t.call(
      'GET',
      `/api/company/${w.company._id}/slots?service=${service}&from=${date}&to=${date}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json() as SlotsView;
    return Object.fromEntries(
      (view.days[0]?.slots ?? []).map((s) => [s.start_time, s.unavailable]),
    );
  };

  beforeAll(async () => {
    const res = await editService(cleaning());
    expect(res.statusCode, res.body).toBe(200);
  });

  it('keeps the rules on the service and shows them in the service and company answers', async () => {
    const company = (await w.t.call('GET', `/api/company/${w.company._id}`)).json();
    const service = company.services.find((s: ServiceView) => s._id === w.service._id);
    expect(service).toMatchObject(RULES);
    // A service sent without them gets the defaults: no notice, no buffers, the 90-day window.
    const other = company.services.find((s: ServiceView) => s._id === w.long._id);
    expect(other).toMatchObject({
      min_notice: 0,
      buffer_before: 0,
      buffer_after: 0,
      horizon_days: 90,
    });
  });

  it.each([
    [{ min_notice: 10_081 }, MSG_MIN_NOTICE, 'min_notice'],
    [{ buffer_after: -5 }, MSG_BUFFER_AFTER, 'buffer_after'],
    [{ horizon_days: 120 }, MSG_HORIZON, 'horizon_days'],
    [{ horizon_days: 'soon' }, MSG_HORIZON, 'horizon_days'],
  ])('refuses a service with %j, changing nothing', async (bad, msg, param) => {
    expectErrors(await editService(cleaning({ ...RULES, ...bad })), 400, [{ msg, param }]);
    const added = await w.t.call(
      'PUT',
      '/api/company/business/service',
      { company_id: w.company._id, ...cleaning({ ...RULES, ...bad }) },
      w.owner.token,
    );
    expectErrors(added, 400, [{ msg, param }]);
    const company = (await w.t.call('GET', `/api/company/${w.company._id}`)).json();
    expect(company.services).toHaveLength(2);
    expect(company.services[0]).toMatchObject(RULES);
  });

  it("refuses the sign-up wizard's service step with a bad buffer", async () => {
    const body = businessRegisterInput({
      services: [serviceInput({ buffer_after: 241 })],
    });
    const res = await callFrom(w.t, '10.26.0.1', 'POST', '/api/users/business-register', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].msg).toBe(MSG_BUFFER_AFTER);
  });

  it('marks slots inside the notice, steps by duration and buffers, and stops at the horizon', async () => {
    // Now is 9:00 today; slots every 45 minutes from 9:00; before 11:00 is too soon.
    expect(await slotsOf('2026-12-01')).toEqual({
      540: 'notice',
      585: 'notice',
      630: 'notice',
      675: null,
      720: null,
      765: null,
      810: null,
      855: null,
      900: null,
      945: null,
      // 16:30 ends at closing; its buffer after lies outside the hours, keeping no one away.
      990: null,
    });
    const all = (
      await w.t.call('GET', `/api/company/${w.company._id}/slots?service=${w.service._id}`)
    ).json() as SlotsView;
    expect(all.days.at(-1)?.date).toBe('2026-12-08');
  });

  it('answers 400 for a time inside the notice or beyond the horizon', async () => {
    const soon = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_date: '2026-12-01', start_time: 630 }),
      w.customer.token,
    );
    expectErrors(soon, 400, [{ msg: msgTooSoon(120) }]);
    expect(soon.json().errors[0].msg).toBe('This time is too soon: book at least 2 hours ahead.');
    const far = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_date: '2026-12-09', start_time: 540 }),
      w.customer.token,
    );
    expectErrors(far, 400, [{ msg: msgBeyondHorizon(7) }]);
  });

  it("keeps a buffer's time from neighbouring slots, in the list and when booking", async () => {
    // Whitening 10:00-11:00 (no buffers): Cleaning's 9:45 and 10:30 would meet it, 9:00 would not.
    await createBooking(w, { service: w.long._id, start_time: 600, intakeForm: [] });
    const state = await slotsOf(TOMORROW);
    expect(state).toMatchObject({ 540: null, 585: 'booked', 630: 'booked', 675: null });
    const taken = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_time: 585 }),
      w.customer.token,
    );
    expectErrors(taken, 409, [{ msg: MSG_SLOT_TAKEN }]);
    // Cleaning at 11:15 keeps 11:45-12:00 free: Whitening at 12:00 fits, at 11:00 not.
    const booked = await createBooking(w, { start_time: 675 });
    expect((await slotsOf(TOMORROW, w.long._id))[660]).toBe('booked');
    expect((await slotsOf(TOMORROW, w.long._id))[720]).toBeNull();
    const [row] = await w.t.database.db.select().from(bookings).where(eq(bookings.id, booked._id));
    expect(row).toMatchObject({ bufferBefore: 0, bufferAfter: 15 });
  });

  it('the database refuses a row whose buffer meets another booking (exclusion constraint)', async () => {
    const [row] = await w.t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, w.company._id), eq(bookings.startTime, 675)));
    const { id: _id, createdAt: _c, ...copy } = row;
    // Right after its 15-minute buffer's start: the appointments do not overlap, the buffer does.
    const next = {
      ...copy,
      startAt: new Date(row.endAt.getTime() + 5 * 60_000),
      endAt: new Date(row.endAt.getTime() + 35 * 60_000),
      bufferAfter: 0,
    };
    const error = await w.t.database.db
      .insert(bookings)
      .values(next)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(sqlState(error)).toBe('23P01');
    // After the buffer ends, the same row is fine.
    await w.t.database.db.insert(bookings).values({
      ...next,
      startAt: new Date(row.endAt.getTime() + 15 * 60_000),
      endAt: new Date(row.endAt.getTime() + 45 * 60_000),
    });
  });

  it('two bookings whose buffers would overlap, made at once: exactly one wins', async () => {
    const people = [await createUser(w.t), await createUser(w.t)];
    // Each day: Cleaning 9:45-10:15 (blocked to 10:30) against Whitening 10:00-11:00.
    const days = ['2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'];
    const answers = await Promise.all(
      days.flatMap((date) => [
        w.t.call(
          'POST',
          '/api/bookings',
          bookingBody(w, { start_date: date, start_time: 585 }),
          people[0].token,
        ),
        w.t.call(
          'POST',
          '/api/bookings',
          bookingBody(w, {
            start_date: date,
            service: w.long._id,
            start_time: 600,
            intakeForm: [],
          }),
          people[1].token,
        ),
      ]),
    );
    for (let i = 0; i < days.length; i++) {
      const pair = [answers[2 * i].statusCode, answers[2 * i + 1].statusCode].sort();
      expect(pair, days[i]).toEqual([201, 409]);
      const active = await w.t.database.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.companyId, w.company._id),
            eq(bookings.startDate, days[i]),
            isNull(bookings.cancelledAt),
          ),
        );
      expect(active, days[i]).toHaveLength(1);
    }
  }, 120_000);
});
