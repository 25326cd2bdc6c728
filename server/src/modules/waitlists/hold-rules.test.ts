import type { SlotsView } from '@slotmap/domain/booking-view';
import type { ServiceView } from '@slotmap/domain/company-view';
import { MSG_SLOT_HELD } from '@slotmap/domain/waitlists';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { services } from '../../db/schema/companies.ts';
import { testDbKind } from '../../test/database.ts';
import { serviceInput } from '../../test/factories.ts';
import { bookingBody, NOW, type TestUser } from '../../test/booking-world.ts';
import {
  cancel,
  chainOf,
  mailsTo,
  messagesOf,
  seedBooking,
  suiteOfferWorld,
  wait,
} from '../../test/offer-world.ts';
import { UNBOOKABLE } from './bookable.ts';

const MIN = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);
const GONE = 'The time held for you at';

/**
 * A freed time is held only while its service's rules would let the holder book it (decision
 * 055): outside the notice, within the horizon, and with the service's buffers clear of other
 * bookings; a hold keeps those buffers from others as the booking it would become does.
 */
describe(`holds and the service's booking rules, on ${testDbKind}`, () => {
  // Holds of four hours, so the notice, not the hold's length, ends them.
  const { w, people } = suiteOfferWorld(2, { waitlistHoldMinutes: 240 });
  const [a, b] = people;

  const setRules = (service: ServiceView, set: Partial<typeof services.$inferInsert>) =>
    w.t.database.db.update(services).set(set).where(eq(services.id, service._id));
  afterEach(async () => {
    w.clock.now = NOW;
    const none = { minNotice: 0, bufferBefore: 0, bufferAfter: 0, horizonDays: 90 };
    await setRules(w.service, none);
    await setRules(w.long, none);
  });

  /** A stranger's booking of `service` at `date` `startTime`, cancelled by the business. */
  const freeUp = async (date: string, startTime: number, service = w.service) => {
    const id = await seedBooking(w, w.stranger, date, startTime, service);
    expect((await cancel(w, w.owner, id)).statusCode).toBe(200);
    return id;
  };
  const tryBook = (who: TestUser, date: string, startTime: number, service = w.service) =>
    w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, {
        service: service._id,
        start_date: date,
        start_time: startTime,
        ...(service === w.long ? { intakeForm: [] } : {}),
      }),
      who.token,
    );
  const slotsOf = async (who: TestUser, date: string, service = w.service) => {
    const res = await w.t.call(
      'GET',
      `/api/company/${w.company._id}/slots?service=${service._id}&from=${date}&to=${date}`,
      undefined,
      who.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const [day] = (res.json() as SlotsView).days;
    return Object.fromEntries(day.slots.map((s) => [s.start_time, s.unavailable]));
  };
  const withdrawnFrom = async (who: TestUser) =>
    (await messagesOf(w, who.id, 'user')).filter((m) => m.title.startsWith(GONE));

  it('holds a freed time for nobody inside the notice, and outside it only until the notice begins', async () => {
    await wait(w, a, 'Tuesday', 'morning');
    await wait(w, a, 'Tuesday', 'afternoon');
    await wait(w, b, 'Tuesday', 'afternoon');
    await setRules(w.service, { minNotice: 180 });
    // Today 11:00 is two hours away: within the three hours' notice nobody could book it.
    const soon = await freeUp('2026-12-01', 660);
    expect(await chainOf(w, soon)).toEqual([]);

    // Today 13:00 is four hours away: held for A until 10:00, when the notice begins.
    const later = await freeUp('2026-12-01', 780);
    const [offer] = await chainOf(w, later);
    expect(offer).toMatchObject({ userId: a.id, state: 'held' });
    expect(offer.heldUntil.toISOString()).toBe(at(60).toISOString());
    const [mail] = (await mailsTo(w, a.email)).filter((m) => m.text.includes('December 1, 2026'));
    expect(mail.text).toContain('held for you until 10:00 AM EST, 60 minutes');

    // At 10:01 the hold has run out; B, next in line, is not offered a time nobody can book.
    w.clock.now = at(61);
    await w.t.app.waitlistSweep.runOnce(at(61));
    expect((await chainOf(w, later)).map((o) => [o.userId, o.state])).toEqual([[a.id, 'expired']]);
  });

  it('a notice raised while a time is held releases it and tells the holder why', async () => {
    await wait(w, a, 'Wednesday', 'morning');
    const freed = await freeUp('2026-12-02', 600);
    expect((await chainOf(w, freed)).map((o) => o.state)).toEqual(['held']);
    const edit = await w.t.call(
      'PUT',
      `/api/company/business/service/${w.service._id}`,
      serviceInput({
        name: 'Cleaning',
        service_duration: 30,
        book_online: true,
        call_to_book: false,
        intakeForm: [{ field_label: 'Reason for visit', field_type: 'text', is_required: true }],
        min_notice: 2 * 24 * 60,
      }),
      w.owner.token,
    );
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await chainOf(w, freed)).map((o) => o.state)).toEqual(['released']);
    const [told] = await withdrawnFrom(a);
    expect(told.text).toContain(`it can no longer be booked: ${UNBOOKABLE.notice}.`);
  });

  it('a freed time beyond the service’s horizon is held for nobody', async () => {
    await wait(w, b, 'Tuesday', 'morning');
    await setRules(w.service, { horizonDays: 7 });
    // Booked two weeks ahead before the horizon was shortened to a week.
    const far = await freeUp('2026-12-15', 600);
    expect(await chainOf(w, far)).toEqual([]);
    // The same time a week on, with the horizon back, is held as before.
    await setRules(w.service, { horizonDays: 90 });
    const again = await freeUp('2026-12-22', 600);
    expect((await chainOf(w, again)).map((o) => o.state)).toEqual(['held']);
  });

  it('a hold keeps its service’s buffers from other bookings, and a booking’s buffers from the hold', async () => {
    await wait(w, a, 'Thursday', 'morning');
    await wait(w, b, 'Friday', 'morning');
    // Cleaning keeps half an hour free before each appointment: its slots are 9:00, 10:00, …
    await setRules(w.service, { bufferBefore: 30 });
    const cleaning = await freeUp('2026-12-03', 600);
    expect((await chainOf(w, cleaning)).map((o) => o.userId)).toEqual([a.id]);
    // Held for A at 10:00 with 9:30 to 10:00 kept free: an hour's Whitening at 9:00 meets it.
    expect((await tryBook(w.stranger, '2026-12-03', 540, w.long)).json().errors).toEqual([
      { msg: MSG_SLOT_HELD },
    ]);
    expect((await slotsOf(w.stranger, '2026-12-03', w.long))[540]).toBe('booked');
    expect((await slotsOf(a, '2026-12-03', w.long))[540]).toBeNull();
    expect((await tryBook(w.stranger, '2026-12-03', 660, w.long)).statusCode).toBe(201);
    expect((await tryBook(a, '2026-12-03', 600)).statusCode).toBe(201);
    expect((await chainOf(w, cleaning)).map((o) => o.state)).toEqual(['booked']);

    // Whitening (no buffers) freed Friday 10:00 to 11:00, held for B: a Cleaning at 11:00 would
    // keep 10:30 to 11:00 free, inside the held hour.
    const whitening = await freeUp('2026-12-04', 600, w.long);
    expect((await chainOf(w, whitening)).map((o) => o.userId)).toEqual([b.id]);
    const refused = await tryBook(w.stranger, '2026-12-04', 660);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([{ msg: MSG_SLOT_HELD }]);
    expect((await slotsOf(w.stranger, '2026-12-04'))[660]).toBe('booked');
    expect((await tryBook(w.stranger, '2026-12-04', 720)).statusCode).toBe(201);
  });

  it('a freed time whose buffers would meet another booking is held for nobody', async () => {
    await wait(w, a, 'Saturday', 'morning');
    // Booked before Cleaning kept time free before it: Whitening 9:00–10:00, Cleaning 10:00.
    await seedBooking(w, w.stranger, '2026-12-05', 540, w.long);
    await setRules(w.service, { bufferBefore: 30 });
    const cleaning = await freeUp('2026-12-05', 600);
    expect(await chainOf(w, cleaning)).toEqual([]);
    // Whitening at 11:00 has the room it needs: held for A.
    const whitening = await freeUp('2026-12-05', 660, w.long);
    expect((await chainOf(w, whitening)).map((o) => o.userId)).toEqual([a.id]);
  });

  it('buffers that move the slots off a held time release it, saying the rules changed', async () => {
    await wait(w, b, 'Sunday', 'morning');
    const freed = await freeUp('2026-12-06', 600);
    expect((await chainOf(w, freed)).map((o) => o.userId)).toEqual([b.id]);
    // Fifteen minutes after each: the slots are 9:00, 9:45, 10:30, and 10:00 is not one.
    await setRules(w.service, { bufferAfter: 15 });
    await w.t.app.waitlistSweep.runOnce(NOW);
    expect((await chainOf(w, freed)).map((o) => o.state)).toEqual(['released']);
    expect(await w.t.app.waitlistSweep.runOnce(NOW)).toMatchObject({ unbookable: 0 });
    const told = await withdrawnFrom(b);
    expect(told.at(-1)?.text).toContain(UNBOOKABLE.rules);
  });
});
