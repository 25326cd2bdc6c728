import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateMs,
  formatDate,
  instantOf,
  localDate,
  localMinutes,
  wallClockMs,
  weekdayIndex,
} from './zoned-time.ts';

describe('zoned time', () => {
  it('maps a skipped local time to nothing and a repeated one to its first instant', () => {
    expect(instantOf('2026-03-08', 150, 'America/Toronto')).toBeNull(); // 2:30 does not exist
    expect(instantOf('2026-11-01', 90, 'America/Toronto')).toBe(Date.parse('2026-11-01T05:30:00Z'));
    expect(instantOf('2026-11-01', 150, 'America/Toronto')).toBe(
      Date.parse('2026-11-01T07:30:00Z'),
    );
    expect(instantOf('2026-07-01', 540, 'America/St_Johns')).toBe(
      Date.parse('2026-07-01T11:30:00Z'),
    );
  });

  it('reads calendar dates strictly', () => {
    expect(Number.isNaN(dateMs('2026-02-29'))).toBe(true);
    expect(Number.isNaN(dateMs('2026-2-1'))).toBe(true);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(weekdayIndex('2026-11-22')).toBe(0); // a Sunday
    expect(localDate(Date.parse('2026-11-22T03:00:00Z'), 'America/Vancouver')).toBe('2026-11-21');
  });

  it('follows the rules in force: three provinces keep one offset from 1 November 2026', () => {
    // tz 2026e (decision 072): British Columbia, Alberta and Manitoba stopped changing clocks and
    // stay an hour ahead of their old winter time; Saskatchewan and the states go on as before.
    const winter = Date.parse('2026-12-15T12:00:00Z');
    const hours = (zone: string) => (wallClockMs(winter, zone) - winter) / 3_600_000;
    expect(hours('America/Vancouver')).toBe(-7);
    expect(hours('America/Edmonton')).toBe(-6);
    expect(hours('America/Winnipeg')).toBe(-5);
    expect(hours('America/Regina')).toBe(-6);
    expect(hours('America/Los_Angeles')).toBe(-8);
    expect(hours('America/Denver')).toBe(-7);
    expect(hours('America/Chicago')).toBe(-6);
    // The last change those three made: back from daylight time on 1 November was not one.
    expect(instantOf('2026-11-01', 540, 'America/Vancouver')).toBe(
      Date.parse('2026-11-01T16:00:00Z'),
    );
  });
});

describe('local dates and minutes read from remembered offsets', () => {
  const zones = ['America/Toronto', 'America/St_Johns', 'America/Vancouver', 'Pacific/Honolulu'];
  // Around each 2026 clock change of the zones, minute by minute, and a few odd seconds.
  const around = [
    '2026-03-08T06:00:00Z',
    '2026-03-08T10:00:00Z',
    '2026-11-01T05:00:00Z',
    '2026-11-01T09:00:00Z',
    '2026-03-08T05:30:00Z',
    '2026-11-01T04:30:00Z',
  ].map(Date.parse);

  it('are what the zone’s clock on the wall reads, across every clock change', () => {
    for (const zone of zones)
      for (const center of around)
        for (let m = -90; m <= 90; m++) {
          const t = center + m * 60_000 + (m % 7) * 1_003;
          const wall = wallClockMs(t, zone);
          expect(localDate(t, zone)).toBe(formatDate(wall));
          expect(localMinutes(t, zone)).toBe(
            Math.round((wall - dateMs(formatDate(wall))) / 60_000),
          );
        }
  });
});
