import { describe, expect, it } from 'vitest';
import { defaultStoreHours } from './hours.ts';
import { cellIsOpen } from './waitlists.ts';

describe('cellIsOpen', () => {
  const week = defaultStoreHours();

  it('names the periods a day open 9:00 to 17:00 has: no evening', () => {
    expect(cellIsOpen(week, { day: 'Monday', period: 'morning' })).toBe(true);
    expect(cellIsOpen(week, { day: 'Monday', period: 'afternoon' })).toBe(true);
    expect(cellIsOpen(week, { day: 'Monday', period: 'evening' })).toBe(false);
  });

  it('a closed day has no period; a day open 12:00 to 20:00 has no morning', () => {
    const hours = {
      ...week,
      Sunday: { open: false, start_time: 540, end_time: 1020 },
      Friday: { open: true, start_time: 720, end_time: 1200 },
    };
    expect(cellIsOpen(hours, { day: 'Sunday', period: 'morning' })).toBe(false);
    expect(cellIsOpen(hours, { day: 'Friday', period: 'morning' })).toBe(false);
    expect(cellIsOpen(hours, { day: 'Friday', period: 'evening' })).toBe(true);
  });
});
