import { afterEach, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import {
  bookAt,
  expectSummaryFresh,
  hoursEveryDay,
  lists,
  namesOf,
  nextOf,
  onlineService,
  openBusiness,
  search,
  suiteAvailabilityWorld,
  waitFor,
} from '../../test/availability-world.ts';
import { createUser } from '../../test/factories.ts';

/** Tuesday 1 December 2026, 9:00 in Toronto. */
const NOW = new Date('2026-12-01T14:00:00Z');
const TODAY = '2026-12-01';
const TOMORROW = '2026-12-02';
const DAY_AFTER = '2026-12-03';
/** The same Tuesday at 20:00 in Toronto, after every business of these tests has closed. */
const EVENING = new Date('2026-12-02T01:00:00Z');

describe(`each listed business's next free time, on ${testDbKind}`, () => {
  const w = suiteAvailabilityWorld(NOW);
  afterEach(() => {
    w.clock.now = NOW;
  });

  it('is the first free slot of an online service, told as the business reads it', async () => {
    const c = await openBusiness(w, 'First Light');
    expect(await nextOf(w, 'First Light')).toEqual({
      start_date: TODAY,
      start_time: 540,
      start: '2026-12-01T14:00:00.000Z',
      service: { _id: c.services[0]._id, name: 'Visit' },
    });
    const listed = (await lists(w, 'search=First Light')).items[0];
    expect(listed.next_available?.start).toBe('2026-12-01T14:00:00.000Z');
  });

  it('moves on at once past a time booked a moment ago, and to the next day when one is full', async () => {
    const c = await openBusiness(w, 'Just Booked');
    await bookAt(w, c, TODAY, 540);
    expect(await nextOf(w, 'Just Booked')).toMatchObject({ start_date: TODAY, start_time: 570 });
    await bookAt(w, c, TODAY, 570);
    expect(await nextOf(w, 'Just Booked')).toMatchObject({
      start_date: TOMORROW,
      start_time: 540,
      start: '2026-12-02T14:00:00.000Z',
    });
    await expectSummaryFresh(w, c._id);
  });

  it('skips a closed day and opens at special hours', async () => {
    w.clock.now = EVENING;
    const c = await openBusiness(w, 'Stocktaking');
    const res = await w.t.call(
      'PUT',
      `/api/company/${c._id}/closures`,
      {
        closures: [
          { from: TOMORROW, to: TOMORROW, reason: 'Stocktaking' },
          { from: DAY_AFTER, to: DAY_AFTER, reason: 'Late start', start_time: 570, end_time: 600 },
        ],
      },
      w.owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await nextOf(w, 'Stocktaking')).toMatchObject({
      start_date: DAY_AFTER,
      start_time: 570,
      start: '2026-12-03T14:30:00.000Z',
    });
    await expectSummaryFresh(w, c._id);
  });

  it("keeps a service's minimum notice, and this morning stops matching as it passes", async () => {
    await openBusiness(w, 'Two Hours Ahead', {
      ...hoursEveryDay(540, 1020),
      services: [onlineService('Visit', 30, { min_notice: 120 })],
    });
    expect(await nextOf(w, 'Two Hours Ahead')).toMatchObject({
      start_date: TODAY,
      start_time: 660,
    });
    const thisMorning = `available_on=${TODAY}&period=morning`;
    expect(namesOf(await search(w, thisMorning))).toContain('Two Hours Ahead');
    // 9:45: the last morning slot (11:30) needed booking by 9:30.
    w.clock.now = new Date('2026-12-01T14:45:00Z');
    expect(namesOf(await search(w, thisMorning))).not.toContain('Two Hours Ahead');
    expect(await nextOf(w, 'Two Hours Ahead')).toMatchObject({
      start_date: TODAY,
      start_time: 720,
    });
  });

  it('takes the earliest slot of any online service, the one listed first on a tie', async () => {
    const c = await openBusiness(w, 'Two Services', {
      services: [onlineService('Long', 60), onlineService('Short', 30)],
    });
    const [long, short] = c.services;
    expect((await nextOf(w, 'Two Services'))?.service).toEqual({ _id: long._id, name: 'Long' });
    await bookAt(w, c, TODAY, 540, w.customer, short);
    expect(await nextOf(w, 'Two Services')).toMatchObject({
      start_time: 570,
      service: { _id: short._id, name: 'Short' },
    });
  });

  it("is null for call-to-book businesses and beyond a service's horizon", async () => {
    await openBusiness(w, 'Call Us', {
      services: [{ ...onlineService('Call'), book_online: false, call_to_book: true }],
    });
    w.clock.now = EVENING;
    const c = await openBusiness(w, 'Tomorrow Only', {
      services: [onlineService('Visit', 30, { horizon_days: 1 })],
    });
    await bookAt(w, c, TOMORROW, 540);
    await bookAt(w, c, TOMORROW, 570);
    expect(await nextOf(w, 'Call Us')).toBeNull();
    expect(await nextOf(w, 'Tomorrow Only')).toBeNull();
    expect(namesOf(await search(w, `available_on=${DAY_AFTER}`))).not.toContain('Tomorrow Only');
  });

  it('skips a time held for someone on the waitlist, except for them, and the summary follows', async () => {
    w.clock.now = EVENING;
    const c = await openBusiness(w, 'Held Time');
    const nine = await bookAt(w, c, TOMORROW, 540);
    await bookAt(w, c, TOMORROW, 570);
    const waiter = await createUser(w.t, { firstName: 'Wanda' });
    await waitFor(w, waiter, c._id, 'Wednesday', 'morning');
    const cancelled = await w.t.call(
      'DELETE',
      `/api/bookings/${nine._id}`,
      { reason: 'Something came up' },
      w.customer.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // 9:00 tomorrow is Wanda's to book for now: everyone else is shown the day after.
    expect(await nextOf(w, 'Held Time')).toMatchObject({ start_date: DAY_AFTER, start_time: 540 });
    expect(await nextOf(w, 'Held Time', '', waiter.token)).toMatchObject({
      start_date: TOMORROW,
      start_time: 540,
    });
    // A hold lasts minutes: the summary leaves it out, and the listed time says what is true.
    const tomorrowMorning = `available_on=${TOMORROW}&period=morning&search=Held`;
    expect((await search(w, tomorrowMorning)).items.map((i) => i.next_available)).toEqual([null]);
    await expectSummaryFresh(w, c._id);

    await bookAt(w, c, TOMORROW, 540, waiter);
    expect(namesOf(await search(w, tomorrowMorning))).toEqual([]);
    expect(await nextOf(w, 'Held Time', '', waiter.token)).toMatchObject({ start_date: DAY_AFTER });
    await expectSummaryFresh(w, c._id);
  });
});
