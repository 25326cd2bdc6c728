import type { Slot, SlotDay } from '@slotmap/domain/slots';
import { describe, expect, it } from 'vitest';
import {
  bookableDays,
  dateLabel,
  dayParts,
  monthLabel,
  monthOf,
  monthsBetween,
  timesNote,
} from './slot-calendar.ts';

const slot = (start_time: number, unavailable: Slot['unavailable']): Slot => ({
  start_time,
  start: 0,
  unavailable,
});

describe('monthsBetween', () => {
  it('lists every month the window touches, across a new year', () => {
    expect(monthsBetween('2025-11-20', '2026-02-18')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween('2025-06-11', '2025-06-30')).toEqual(['2025-06']);
  });
});

describe('bookableDays', () => {
  it('keeps days with a time still to come, booked or not, and drops days gone by', () => {
    const days: SlotDay[] = [
      { date: '2025-06-11', weekday: 'Wednesday', slots: [slot(540, 'past'), slot(600, 'past')] },
      { date: '2025-06-12', weekday: 'Thursday', slots: [slot(540, 'booked')] },
      { date: '2025-06-13', weekday: 'Friday', slots: [slot(540, null)] },
    ];
    expect(bookableDays(days).map((d) => d.date)).toEqual(['2025-06-12', '2025-06-13']);
  });

  it('drops a day whose times are all gone or too soon for the notice', () => {
    const days: SlotDay[] = [
      { date: '2025-06-11', weekday: 'Wednesday', slots: [slot(540, 'past'), slot(600, 'notice')] },
      { date: '2025-06-12', weekday: 'Thursday', slots: [slot(540, 'notice'), slot(600, null)] },
    ];
    expect(bookableDays(days).map((d) => d.date)).toEqual(['2025-06-12']);
  });
});

describe('labels', () => {
  it('names months and dates without shifting the day in any zone', () => {
    expect(monthOf('2026-12-02')).toBe('2026-12');
    expect(monthLabel('2026-12')).toBe('December 2026');
    expect(dateLabel('2026-12-02')).toBe('Wednesday, December 2, 2026');
    expect(dayParts('2026-12-02')).toEqual({ weekday: 'Wed', day: '2' });
  });
});

describe('timesNote', () => {
  const june = new Date('2025-06-11T16:00:00Z');

  it('names the business zone when the viewer reads another clock', () => {
    expect(timesNote('America/Toronto', 'America/Vancouver', june)).toBe(
      'Times are in Eastern Time',
    );
  });

  it('says nothing when both clocks read the same zone', () => {
    expect(timesNote('America/Toronto', 'America/New_York', june)).toBeNull();
  });
});
