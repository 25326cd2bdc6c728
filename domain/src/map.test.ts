import { describe, expect, it } from 'vitest';
import { circlePixels, clampZoom, MAX_RADIUS_MILES, radiusMiles } from './map.ts';

describe('map radius (spec §9)', () => {
  it('sizes the circle by screen width: 150, 230, 310 or 400 pixels', () => {
    expect([375, 414, 415, 786, 787, 1200, 1201, 1920].map(circlePixels)).toEqual([
      150, 150, 230, 230, 310, 310, 400, 400,
    ]);
  });

  it('keeps the zoom within 12 to 16, default 13', () => {
    expect([11, 12, 13.4, 16, 17, Number.NaN].map(clampZoom)).toEqual([12, 12, 13, 16, 16, 13]);
  });

  it('turns half the circle into miles at the zoom and latitude', () => {
    // At the equator one pixel at zoom 13 covers 156543.03392 / 2^13 = 19.109 m.
    const expected = (200 * (156_543.033_92 / 2 ** 13)) / 1609.344;
    expect(radiusMiles(13, 1280, 0)).toBeCloseTo(expected, 2);
    // Each zoom level halves it; further north a pixel covers less ground.
    expect(radiusMiles(14, 1280, 0)).toBeCloseTo(expected / 2, 2);
    expect(radiusMiles(13, 1280, 60)).toBeCloseTo(expected / 2, 1);
    expect(radiusMiles(13, 375, 0)).toBeCloseTo((expected * 150) / 400, 2);
  });

  it('never asks for more than the API searches', () => {
    expect(radiusMiles(12, 1920, 0)).toBeLessThanOrEqual(MAX_RADIUS_MILES);
  });
});
