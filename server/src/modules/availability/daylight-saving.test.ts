import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import {
  bookAt,
  expectSummaryFresh,
  hoursEveryDay,
  namesOf,
  nextOf,
  onlineService,
  openBusiness,
  search,
  suiteAvailabilityWorld,
} from '../../test/availability-world.ts';

/** Open Sundays only, midnight to 4:00, one-hour visits: the night the clocks change. */
const SUNDAY_NIGHTS = {
  ...hoursEveryDay(0, 240, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']),
  services: [onlineService('Night visit', 60)],
};

describe(`the next free time when Toronto's clocks spring forward, on ${testDbKind}`, () => {
  // Saturday 13 March 2027, noon: the clocks go from 2:00 to 3:00 on Sunday night.
  const w = suiteAvailabilityWorld(new Date('2027-03-13T17:00:00Z'));

  it('is the first hour after the jump once the hours before it are booked', async () => {
    const c = await openBusiness(w, 'Spring Night', SUNDAY_NIGHTS);
    expect(await nextOf(w, 'Spring Night')).toMatchObject({
      start_date: '2027-03-14',
      start_time: 0,
      start: '2027-03-14T05:00:00.000Z',
    });
    await bookAt(w, c, '2027-03-14', 0);
    await bookAt(w, c, '2027-03-14', 60);
    // 2:00 never comes: the next hour starts at 3:00 daylight time, 7:00 UTC.
    expect(await nextOf(w, 'Spring Night')).toMatchObject({
      start_date: '2027-03-14',
      start_time: 180,
      start: '2027-03-14T07:00:00.000Z',
    });
    expect(namesOf(await search(w, 'available_on=2027-03-14&period=morning'))).toEqual([
      'Spring Night',
    ]);
    await expectSummaryFresh(w, c._id);
  });
});

describe(`the next free time when Toronto's clocks fall back, on ${testDbKind}`, () => {
  // Saturday 6 November 2027, noon: the clocks go from 2:00 back to 1:00 on Sunday night.
  const w = suiteAvailabilityWorld(new Date('2027-11-06T16:00:00Z'));

  it('never offers the repeated hour twice and goes on in standard time', async () => {
    const c = await openBusiness(w, 'Autumn Night', SUNDAY_NIGHTS);
    await bookAt(w, c, '2027-11-07', 0);
    await bookAt(w, c, '2027-11-07', 60);
    // 1:00 daylight time was booked; 1:00 standard time reads the same and is not a slot of its
    // own. Next: 2:00 standard time, 7:00 UTC.
    expect(await nextOf(w, 'Autumn Night')).toMatchObject({
      start_date: '2027-11-07',
      start_time: 120,
      start: '2027-11-07T07:00:00.000Z',
    });
    await bookAt(w, c, '2027-11-07', 120);
    await bookAt(w, c, '2027-11-07', 180);
    // That Sunday is full: a week on, in standard time all night (5:00 UTC).
    expect(await nextOf(w, 'Autumn Night')).toMatchObject({
      start_date: '2027-11-14',
      start_time: 0,
      start: '2027-11-14T05:00:00.000Z',
    });
    expect(namesOf(await search(w, 'available_on=2027-11-07'))).toEqual([]);
    await expectSummaryFresh(w, c._id);
  });
});
