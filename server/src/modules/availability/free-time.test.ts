import { DEFAULT_BOOKING_RULES } from '@slotmap/domain/booking-rules';
import { closureHoursOn } from '@slotmap/domain/closures';
import { defaultStoreHours } from '@slotmap/domain/hours';
import { describe, expect, it } from 'vitest';
import { freeDaysOf } from './free-time.ts';
import { daysEntered } from './mutations.ts';
import { datesTouched } from './subscriptions.ts';

const toronto = {
  hours: defaultStoreHours(),
  hoursOn: closureHoursOn([]),
  timeZone: 'America/Toronto',
};
const visit = (rules = {}) => ({ duration: 60, rules: { ...DEFAULT_BOOKING_RULES, ...rules } });

describe('the free-time summary of a day', () => {
  it('gives each part of day its earliest free start and the last moment it can be booked', () => {
    const [day] = freeDaysOf(
      toronto,
      [visit({ min_notice: 30 })],
      [],
      '2026-12-01',
      '2026-12-02',
      '2026-12-02',
    );
    // 9:00 to 17:00, hourly: mornings 9 to 11, afternoons 12 to 16 (17:00 would end after closing).
    expect(day).toEqual({
      day: '2026-12-02',
      periods: {
        morning: {
          from: Date.parse('2026-12-02T14:00:00Z'),
          until: Date.parse('2026-12-02T15:30:00Z'),
        },
        afternoon: {
          from: Date.parse('2026-12-02T17:00:00Z'),
          until: Date.parse('2026-12-02T20:30:00Z'),
        },
      },
    });
  });

  it('leaves out booked slots, days with none free, and days beyond the horizon or the window', () => {
    const busy = [
      { start: Date.parse('2026-12-02T14:00:00Z'), end: Date.parse('2026-12-02T22:00:00Z') },
    ];
    const days = freeDaysOf(
      toronto,
      [visit({ horizon_days: 3 })],
      busy,
      '2026-12-01',
      '2026-11-30',
      '2027-12-31',
    );
    expect(days.map((d) => d.day)).toEqual(['2026-12-01', '2026-12-03', '2026-12-04']);
  });
});

describe('the days a change touches or a new day brings', () => {
  it('reads a booking near midnight as touching the neighbouring day too (its buffers reach it)', () => {
    const late = {
      startAt: new Date('2026-12-02T03:00:00Z'),
      endAt: new Date('2026-12-02T04:00:00Z'),
    };
    expect(datesTouched({ ...late, bufferBefore: 0, bufferAfter: 0 }, 'America/Toronto')).toEqual({
      from: '2026-12-01',
      to: '2026-12-02',
    });
    const noon = {
      startAt: new Date('2026-12-02T17:00:00Z'),
      endAt: new Date('2026-12-02T18:00:00Z'),
    };
    expect(datesTouched(noon, 'America/Toronto')).toEqual({ from: '2026-12-02', to: '2026-12-02' });
  });

  it('rolls in the window’s new last day and each horizon’s, or all of it when it must', () => {
    expect(daysEntered('2026-12-01', '2026-12-02', [7, 90])).toEqual([
      { from: '2027-03-02', to: '2027-03-02' },
      { from: '2026-12-09', to: '2026-12-09' },
    ]);
    expect(daysEntered('2026-12-02', '2026-12-02', [7])).toEqual([]);
    expect(daysEntered(null, '2026-12-02', [7])).toBeNull();
    expect(daysEntered('2026-12-05', '2026-12-02', [7])).toBeNull();
  });
});
