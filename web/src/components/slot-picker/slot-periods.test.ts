import type { Slot } from '@slotmap/domain/slots';
import { describe, expect, it } from 'vitest';
import { groupByPeriod } from './slot-periods.ts';

const slot = (start_time: number, unavailable: Slot['unavailable'] = null): Slot => ({
  start_time,
  start: 0,
  unavailable,
});

describe('groupByPeriod', () => {
  it('puts times before 12:00 in the morning, before 17:00 in the afternoon, then evening', () => {
    const groups = groupByPeriod([slot(660), slot(690), slot(720), slot(1019), slot(1020)]);
    expect(groups.map((g) => [g.period, g.slots.map((s) => s.start_time)])).toEqual([
      ['morning', [660, 690]],
      ['afternoon', [720, 1019]],
      ['evening', [1020]],
    ]);
  });

  it('leaves out periods without any time', () => {
    expect(groupByPeriod([slot(780)]).map((g) => g.period)).toEqual(['afternoon']);
    expect(groupByPeriod([])).toEqual([]);
  });

  it('says whether a period is open, fully booked, or gone by', () => {
    const groups = groupByPeriod([
      slot(540, 'past'),
      slot(600, 'booked'),
      slot(720, 'past'),
      slot(780, 'past'),
      slot(1080, 'booked'),
      slot(1110),
    ]);
    expect(groups.map((g) => g.status)).toEqual(['booked', 'past', 'open']);
  });

  it("says a period whose times are gone or inside the service's notice is too soon", () => {
    const groups = groupByPeriod([slot(540, 'past'), slot(600, 'notice'), slot(720, 'notice')]);
    expect(groups.map((g) => g.status)).toEqual(['notice', 'notice']);
    // A booked time among them still offers the waitlist.
    expect(groupByPeriod([slot(600, 'notice'), slot(660, 'booked')])[0].status).toBe('booked');
  });
});
