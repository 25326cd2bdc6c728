import { defaultStoreHours } from '@slotmap/domain/hours';
import { describe, expect, it } from 'vitest';
import { zoneName } from '../../lib/zone-name.ts';
import { todayHours } from './today-hours.ts';

const hours = { ...defaultStoreHours(), Sunday: { open: false, start_time: 540, end_time: 1020 } };
const at = (iso: string) => new Date(iso);
const VANCOUVER = 'America/Vancouver';

describe('todayHours', () => {
  it('says when it opens before opening, Open within the hours, and the next opening after', () => {
    // Vancouver is UTC-7 in June; Wednesday 11 June 2025, read by a viewer in Vancouver.
    expect(todayHours(hours, VANCOUVER, at('2025-06-11T15:59:00Z'), [], VANCOUVER)).toEqual({
      weekday: 'Wednesday',
      openNow: false,
      badge: { text: 'Opens 9:00 AM', open: true, state: 'opens-today' },
      hours: '9:00 AM – 5:00 PM',
    });
    expect(todayHours(hours, VANCOUVER, at('2025-06-11T16:00:00Z'), [], VANCOUVER)).toMatchObject({
      openNow: true,
      badge: { text: 'Open', open: true },
    });
    expect(
      todayHours(hours, VANCOUVER, at('2025-06-12T00:00:00Z'), [], VANCOUVER).badge,
    ).toMatchObject({ text: 'Closed · Opens Tomorrow 9:00 AM', open: false });
  });

  it('takes the weekday from the business’s zone and names it for a viewer elsewhere', () => {
    // Monday 03:00 UTC is still Sunday evening in Toronto, a closed day.
    expect(todayHours(hours, 'America/Toronto', at('2025-06-16T03:00:00Z'), [], 'UTC')).toEqual({
      weekday: 'Sunday',
      openNow: false,
      badge: { text: 'Closed · Opens Tomorrow 9:00 AM EDT', open: false, state: 'closed' },
      hours: null,
    });
  });

  it('falls back to the viewer’s zone when the zone is unknown', () => {
    expect(() => todayHours(hours, 'Nowhere/City', new Date())).not.toThrow();
  });
});

describe('zoneName', () => {
  it('names the zone as people know it', () => {
    expect(zoneName('America/Toronto')).toBe('Eastern Time');
  });
});

describe('todayHours with closures', () => {
  const hours = defaultStoreHours();
  const TORONTO = 'America/Toronto';
  // 10:00 in Toronto on Thursday 24 December 2026.
  const at = new Date('2026-12-24T15:00:00Z');
  it('a closure covering today closes it; special hours give today their hours', () => {
    const closed = [
      { from: '2026-12-24', to: '2026-12-26', reason: '', start_time: null, end_time: null },
    ];
    expect(todayHours(hours, TORONTO, at, closed, TORONTO)).toMatchObject({
      openNow: false,
      badge: { text: 'Closed · Opens Sun 9:00 AM', open: false },
      hours: null,
    });
    const special = [
      { from: '2026-12-24', to: '2026-12-24', reason: '', start_time: 660, end_time: 780 },
    ];
    expect(todayHours(hours, TORONTO, at, special, TORONTO)).toMatchObject({
      openNow: false,
      badge: { text: 'Opens 11:00 AM', open: true },
      hours: '11:00 AM – 1:00 PM',
    });
  });
});
