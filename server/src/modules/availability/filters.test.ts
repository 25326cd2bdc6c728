import {
  MSG_AVAILABLE_ON,
  MSG_ONLINE,
  MSG_PERIOD,
  msgAvailableOnWindow,
} from '@slotmap/domain/availability';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import {
  bookAt,
  HERE,
  hoursEveryDay,
  lists,
  namesOf,
  northOfHere,
  openBusiness,
  search,
  suiteAvailabilityWorld,
} from '../../test/availability-world.ts';
import { serviceInput } from '../../test/factories.ts';

/** Tuesday 1 December 2026, 9:00 in Toronto. */
const NOW = new Date('2026-12-01T14:00:00Z');
const TODAY = '2026-12-01';
const TOMORROW = '2026-12-02';

describe(`finding businesses by day, part of day and online booking, on ${testDbKind}`, () => {
  const w = suiteAvailabilityWorld(NOW);
  const at = (miles: number) => northOfHere(miles);
  beforeAll(async () => {
    await openBusiness(w, 'Call Only', {
      ...at(0.5),
      ...hoursEveryDay(540, 1020),
      services: [serviceInput()],
    });
    await openBusiness(w, 'Mornings', { ...at(1), ...hoursEveryDay(540, 720) });
    const closing = await openBusiness(w, 'Closed Tomorrow', {
      ...at(2),
      ...hoursEveryDay(540, 1020),
    });
    await openBusiness(w, 'Afternoons', { ...at(3), ...hoursEveryDay(780, 960) });
    await openBusiness(w, 'Evenings', { ...at(4), ...hoursEveryDay(1020, 1260) });
    const res = await w.t.call(
      'PUT',
      `/api/company/${closing._id}/closures`,
      { closures: [{ from: TOMORROW, to: TOMORROW, reason: 'Training day' }] },
      w.owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  const nextTimes = (page: Awaited<ReturnType<typeof search>>) =>
    page.items.map(
      (c) => c.next_available && `${c.next_available.start_date} ${c.next_available.start_time}`,
    );

  it('lists everyone nearest first with their next free times, null for call-to-book', async () => {
    const page = await search(w);
    expect(namesOf(page)).toEqual([
      'Call Only',
      'Mornings',
      'Closed Tomorrow',
      'Afternoons',
      'Evenings',
    ]);
    expect(nextTimes(page)).toEqual([
      null,
      `${TODAY} 540`,
      `${TODAY} 540`,
      `${TODAY} 780`,
      `${TODAY} 1020`,
    ]);
  });

  it('keeps businesses that book online', async () => {
    const page = await search(w, 'online=true');
    expect(namesOf(page)).toEqual(['Mornings', 'Closed Tomorrow', 'Afternoons', 'Evenings']);
    expect(page.total).toBe(4);
    expect(namesOf(await search(w, 'online=false'))).toHaveLength(5);
  });

  it('keeps businesses free on a day, in a part of it, or both, with the matching time', async () => {
    const tomorrow = await search(w, `available_on=${TOMORROW}`);
    expect(namesOf(tomorrow)).toEqual(['Mornings', 'Afternoons', 'Evenings']);
    expect(nextTimes(tomorrow)).toEqual([`${TOMORROW} 540`, `${TOMORROW} 780`, `${TOMORROW} 1020`]);

    const morning = await search(w, `available_on=${TOMORROW}&period=morning`);
    expect(namesOf(morning)).toEqual(['Mornings']);
    expect(morning.total).toBe(1);

    const afternoons = await search(w, 'period=afternoon');
    expect(namesOf(afternoons)).toEqual(['Closed Tomorrow', 'Afternoons']);
    expect(nextTimes(afternoons)).toEqual([`${TODAY} 720`, `${TODAY} 780`]);

    expect(namesOf(await search(w, 'period=evening&online=true'))).toEqual(['Evenings']);
  });

  it('sorts by the soonest free time, none last, and follows a booking made a moment ago', async () => {
    expect(namesOf(await search(w, 'sort=soonest'))).toEqual([
      'Mornings',
      'Closed Tomorrow',
      'Afternoons',
      'Evenings',
      'Call Only',
    ]);
    expect(
      namesOf(await search(w, `sort=soonest&available_on=${TOMORROW}&period=afternoon`)),
    ).toEqual(['Afternoons']);
    const page2 = await search(w, 'sort=soonest&limit=2&page=2');
    expect(namesOf(page2)).toEqual(['Afternoons', 'Evenings']);
    expect(page2.total).toBe(5);

    const mornings = (await search(w)).items.find((c) => c.name === 'Mornings');
    if (!mornings) throw new Error('Mornings is listed');
    await bookAt(w, mornings, TODAY, 540);
    expect(namesOf(await search(w, 'sort=soonest&limit=2'))).toEqual([
      'Closed Tomorrow',
      'Mornings',
    ]);
  });

  it('narrows the list of every business the same way, each with its next free time', async () => {
    const morning = await lists(w, `available_on=${TOMORROW}&period=morning`);
    expect(namesOf(morning)).toEqual(['Mornings']);
    expect(morning.items[0].next_available).toMatchObject({
      start_date: TOMORROW,
      start_time: 540,
    });
    const online = await lists(w, 'online=true');
    expect(online.total).toBe(4);
    expect(online.items.every((c) => c.next_available !== null)).toBe(true);
    expect(namesOf(await lists(w, 'period=evening&search=Even'))).toEqual(['Evenings']);
  });

  it("keeps today's morning until its last time is too soon, and reaches the window's last day", async () => {
    const mornings = async () => [
      namesOf(await search(w, `available_on=${TODAY}&period=morning&search=Morn`)),
      namesOf(await lists(w, `available_on=${TODAY}&period=morning&search=Morn`)),
    ];
    const was = w.clock.now;
    try {
      // Mornings opens 9:00 to 12:00 with 30 minutes a time: its last morning time is 11:30,
      // 16:30 UTC, unless a booking took it. (The soonest-sort test books 9:00, not 11:30.)
      w.clock.now = new Date('2026-12-01T16:30:00Z');
      expect(await mornings()).toEqual([['Mornings'], ['Mornings']]);
      w.clock.now = new Date('2026-12-01T16:30:01Z');
      expect(await mornings()).toEqual([[], []]);
    } finally {
      w.clock.now = was;
    }
    const last = await search(w, 'available_on=2027-03-01&period=afternoon');
    expect(namesOf(last)).toEqual(['Closed Tomorrow', 'Afternoons']);
    expect(nextTimes(last)).toEqual(['2027-03-01 720', '2027-03-01 780']);
  });

  describe('refuses what it cannot answer, with the field named', () => {
    const radius = (query: string) =>
      w.t.call('GET', `/api/company?lat=${HERE.lat}&lng=${HERE.lng}&${query}`);
    const list = (query: string) => w.t.call('GET', `/api/company/lists?${query}`);
    const window = msgAvailableOnWindow(TODAY, '2027-03-01');

    it.each([
      ['available_on=2026-13-01', MSG_AVAILABLE_ON, 'available_on'],
      ['available_on=tomorrow', MSG_AVAILABLE_ON, 'available_on'],
      ['available_on=', MSG_AVAILABLE_ON, 'available_on'],
      ['available_on=2026-11-29', window, 'available_on'],
      ['available_on=2027-03-02', window, 'available_on'],
      ['period=night', MSG_PERIOD, 'period'],
      ['online=yes', MSG_ONLINE, 'online'],
    ])('%s', async (query, msg, param) => {
      for (const call of [radius, list]) {
        const res = await call(query);
        expectErrors(res, 400, [{ msg, param }]);
      }
    });

    it('a sort it does not know', async () => {
      expectErrors(await radius('sort=nearest'), 400, [
        { msg: 'Sort must be distance, soonest or rating', param: 'sort' },
      ]);
    });

    it('but takes the whole window, from today to 90 days on', async () => {
      for (const day of [TODAY, '2027-03-01'])
        for (const call of [radius, list])
          expect((await call(`available_on=${day}`)).statusCode).toBe(200);
    });
  });
});
