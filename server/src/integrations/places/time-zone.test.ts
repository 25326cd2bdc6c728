import { PROVINCE_CODES } from '@slotmap/domain/places';
import { PROVINCE_TIME_ZONES, SAME_CLOCK_ZONES } from '@slotmap/domain/time-zone';
import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zone.ts';

describe('timeZoneAt', () => {
  it.each([
    ['Toronto', 43.6532, -79.3832, 'America/Toronto'],
    ['Vancouver', 49.2827, -123.1207, 'America/Vancouver'],
    ["St. John's, NL", 47.5615, -52.7126, 'America/St_Johns'],
    ['Halifax', 44.6488, -63.5752, 'America/Halifax'],
    ['Regina', 50.4452, -104.6189, 'America/Regina'],
    ['Montréal', 45.5017, -73.5673, 'America/Toronto'],
    ['Phoenix, AZ', 33.4484, -112.074, 'America/Phoenix'],
    ['Chicago', 41.8781, -87.6298, 'America/Chicago'],
    ['Denver', 39.7392, -104.9903, 'America/Denver'],
    ['Anchorage', 61.2181, -149.9003, 'America/Anchorage'],
    ['Honolulu', 21.3069, -157.8583, 'Pacific/Honolulu'],
    ['New York', 40.7128, -74.006, 'America/New_York'],
  ])('%s is in %s', (_name, lat, lng, zone) => {
    expect(timeZoneAt(lat, lng)).toBe(zone);
  });

  it('keeps a border town to a zone its province uses', () => {
    // The coarse map puts these across the border; the province puts them back.
    expect(timeZoneAt(26.405, -99.016)).toBe('America/Matamoros'); // Roma, TX
    expect(timeZoneAt(26.405, -99.016, 'TX')).toBe('America/Chicago');
    expect(timeZoneAt(32.487, -114.782, 'AZ')).toBe('America/Phoenix'); // San Luis, AZ
    expect(timeZoneAt(42.308, -83.072, 'ON')).toBe('America/Toronto'); // Windsor, ON
    expect(timeZoneAt(48.008, -66.673, 'NB')).toBe('America/Moncton'); // Campbellton, NB
    expect(timeZoneAt(48.349, -64.679, 'QC')).toBe('America/Toronto'); // Chandler (Gaspé), QC
    expect(timeZoneAt(43.6532, -79.3832, 'ON')).toBe('America/Toronto');
  });

  it('refuses a point that is not on Earth', () => {
    expect(() => timeZoneAt(91, 0)).toThrow(RangeError);
    expect(() => timeZoneAt(Number.NaN, 0)).toThrow(RangeError);
  });
});

describe('province time zones', () => {
  it('lists, for every province and state, zones this runtime knows', () => {
    expect(Object.keys(PROVINCE_TIME_ZONES).sort()).toEqual([...PROVINCE_CODES].sort());
    for (const zones of Object.values(PROVINCE_TIME_ZONES)) {
      for (const timeZone of zones) {
        expect(() => new Intl.DateTimeFormat('en-US', { timeZone })).not.toThrow();
      }
    }
  });

  it('only swaps a zone for one that shows the same clock all year', () => {
    const offsets = (timeZone: string) =>
      Array.from(
        { length: 24 },
        (_, month) =>
          new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
            .formatToParts(Date.UTC(2026, month, 15, 12))
            .find((p) => p.type === 'timeZoneName')?.value,
      );
    for (const [first, ...rest] of SAME_CLOCK_ZONES) {
      for (const zone of rest) expect(offsets(zone), `${zone} vs ${first}`).toEqual(offsets(first));
    }
  });
});
