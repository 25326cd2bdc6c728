import { defaultStoreHours } from '@slotmap/domain/hours';
import { describe, expect, it } from 'vitest';
import { zoneName } from '../../lib/zone-name.ts';
import { todayHours } from './today-hours.ts';

const hours = { ...defaultStoreHours(), Sunday: { open: false, start_time: 540, end_time: 1020 } };
const at = (iso: string) => new Date(iso);

describe('todayHours', () => {
  it('is open only while now lies within today’s hours', () => {
    // Vancouver is UTC-7 in June.
    const zone = 'America/Vancouver';
    expect(todayHours(hours, zone, at('2025-06-11T15:59:00Z'))).toEqual({
      weekday: 'Wednesday',
      openNow: false,
      status: 'Closed now',
      hours: '9:00 AM – 5:00 PM',
    });
    expect(todayHours(hours, zone, at('2025-06-11T16:00:00Z'))).toMatchObject({
      openNow: true,
      status: 'Open today',
    });
    expect(todayHours(hours, zone, at('2025-06-12T00:00:00Z')).status).toBe('Closed now');
  });

  it('takes the weekday from the business’s zone', () => {
    // Monday 03:00 UTC is still Sunday evening in Toronto, a closed day.
    expect(todayHours(hours, 'America/Toronto', at('2025-06-16T03:00:00Z'))).toEqual({
      weekday: 'Sunday',
      openNow: false,
      status: 'Closed today',
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
  // 10:00 in Toronto on Thursday 24 December 2026.
  const at = new Date('2026-12-24T15:00:00Z');
  it('a closure covering today closes it; special hours give today their hours', () => {
    const closed = [
      { from: '2026-12-24', to: '2026-12-26', reason: '', start_time: null, end_time: null },
    ];
    expect(todayHours(hours, 'America/Toronto', at, closed)).toMatchObject({
      openNow: false,
      status: 'Closed today',
      hours: null,
    });
    const special = [
      { from: '2026-12-24', to: '2026-12-24', reason: '', start_time: 660, end_time: 780 },
    ];
    expect(todayHours(hours, 'America/Toronto', at, special)).toMatchObject({
      openNow: false,
      status: 'Closed now',
      hours: '11:00 AM – 1:00 PM',
    });
  });
});
