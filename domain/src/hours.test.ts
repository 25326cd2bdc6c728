import { describe, expect, it } from 'vitest';
import {
  defaultStoreHours,
  flattenHours,
  isOpenNow,
  timeLabel,
  unflattenHours,
  withinOpeningHours,
} from './hours.ts';
import { storeHoursSchema } from './hours-schema.ts';

describe('hours', () => {
  it('labels times in 12-hour format', () => {
    expect([0, 540, 720, 1020, 1410, 1440].map((m) => timeLabel(m))).toEqual([
      '12:00 AM',
      '9:00 AM',
      '12:00 PM',
      '5:00 PM',
      '11:30 PM',
      '12:00 AM',
    ]);
  });

  it('labels times in 24-hour format in French, the end of the day as 24 h 00', () => {
    const seen = (m: number) => timeLabel(m, 'fr').replace(/\u00a0/g, ' ');
    expect(timeLabel(870, 'fr')).toBe('14\u00a0h\u00a030');
    expect([0, 540, 870, 1410, 1440].map(seen)).toEqual([
      '0 h 00',
      '9 h 00',
      '14 h 30',
      '23 h 30',
      '24 h 00',
    ]);
  });

  it('round-trips through the flattened form', () => {
    const hours = defaultStoreHours();
    hours.Sunday = { open: false, start_time: 540, end_time: 1020 };
    hours.Friday = { open: true, start_time: 600, end_time: 1260 };
    const flat = flattenHours(hours);
    expect(flat.Sunday_open).toBe(false);
    expect(unflattenHours(flat, defaultStoreHours())).toEqual(hours);
  });

  it('rejects a closing time not after opening and off-step times', () => {
    const hours = defaultStoreHours();
    hours.Monday = { open: true, start_time: 600, end_time: 600 };
    const r = storeHoursSchema.safeParse(hours);
    expect(r.success ? null : r.error.issues[0].message).toBe(
      'Closing time must be later than opening time',
    );
    hours.Monday = { open: true, start_time: 610, end_time: 700 };
    const r2 = storeHoursSchema.safeParse(hours);
    expect(r2.success ? null : r2.error.issues[0].message).toBe('Times go in 30-minute steps');
  });

  it('is open only on an open day from opening to before closing, in the business zone', () => {
    const hours = defaultStoreHours();
    // 2026-11-23 is a Monday; 16:59 in Toronto is 21:59 UTC.
    expect(isOpenNow(hours, 'America/Toronto', new Date('2026-11-23T21:59:00Z'))).toBe(true);
    expect(isOpenNow(hours, 'America/Toronto', new Date('2026-11-23T22:00:00Z'))).toBe(false);
    // 8:59 is before opening at 9:00; 9:00 is open.
    expect(isOpenNow(hours, 'America/Toronto', new Date('2026-11-23T13:59:00Z'))).toBe(false);
    expect(isOpenNow(hours, 'America/Toronto', new Date('2026-11-23T14:00:00Z'))).toBe(true);
    hours.Monday.open = false;
    expect(isOpenNow(hours, 'America/Toronto', new Date('2026-11-23T15:00:00Z'))).toBe(false);
  });
});

describe('withinOpeningHours', () => {
  const hours = {
    ...defaultStoreHours(),
    Sunday: { open: false, start_time: 540, end_time: 1020 },
  };
  it('judges a booked appointment by the hours of its local date’s weekday alone', () => {
    // 2 December 2026 is a Wednesday, open 9:00 to 17:00.
    expect(withinOpeningHours(hours, '2026-12-02', 540, 30)).toBe(true);
    expect(withinOpeningHours(hours, '2026-12-02', 990, 30)).toBe(true);
    expect(withinOpeningHours(hours, '2026-12-02', 1005, 30)).toBe(false);
    expect(withinOpeningHours(hours, '2026-12-02', 510, 30)).toBe(false);
    // 6 December is a Sunday, closed.
    expect(withinOpeningHours(hours, '2026-12-06', 600, 30)).toBe(false);
  });
});
