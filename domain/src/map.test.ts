import { describe, expect, it } from 'vitest';
import { clampZoom, DEFAULT_RADIUS_MILES, readRadiusMiles } from './map.ts';

describe('map (spec §9, decision 038)', () => {
  it('keeps the zoom within 12 to 16, default 13', () => {
    expect([11, 12, 13.4, 16, 17, Number.NaN].map(clampZoom)).toEqual([12, 12, 13, 16, 16, 13]);
  });

  it('reads a searched radius in miles, 15 when the link has none', () => {
    expect(readRadiusMiles(null)).toBe(DEFAULT_RADIUS_MILES);
    expect(readRadiusMiles('')).toBe(15);
    expect(readRadiusMiles('4.567')).toBe(4.57);
    expect(readRadiusMiles('100')).toBe(100);
    expect(readRadiusMiles('0.01')).toBe(0.1);
  });

  it('falls back to 15 miles for what the API would refuse', () => {
    expect(['0', '-3', '101', 'abc', 'Infinity'].map(readRadiusMiles)).toEqual([
      15, 15, 15, 15, 15,
    ]);
  });
});
