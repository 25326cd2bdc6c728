import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './format.ts';

describe('admin dates', () => {
  // On the viewer's clock, whatever zone the tests run in.
  const afternoon = new Date(2026, 2, 5, 15, 0).toISOString();
  const morning = new Date(2026, 0, 9, 0, 7).toISOString();

  it("writes a day as the spec's 'MMM DD, yyyy' in English and as Canada does in French", () => {
    expect(formatDay(afternoon)).toBe('Mar 05, 2026');
    expect(formatDay(afternoon, 'fr')).toBe('5 mars 2026');
    expect(formatDay(null)).toBe('—');
  });

  it('adds the time of day: 12-hour in English, 24-hour in French', () => {
    expect(formatMoment(afternoon)).toBe('Mar 05, 2026 3:00 PM');
    expect(formatMoment(morning)).toBe('Jan 09, 2026 12:07 AM');
    expect(formatMoment(afternoon, 'fr')).toBe('5 mars 2026 15\u00a0h\u00a000');
    expect(formatMoment(morning, 'fr')).toBe('9 janv. 2026 0\u00a0h\u00a007');
  });
});
