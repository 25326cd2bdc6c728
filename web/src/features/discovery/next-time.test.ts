import type { ServiceView } from '@slotmap/domain/company-view';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../test/language.ts';
import { cleaning, harbourDental } from './discovery.fixture.ts';
import { nextTime } from './next-time.ts';

const TORONTO = 'America/Toronto';
// Thursday 26 November 2026, 10:00 in Toronto (UTC-5).
const NOW = new Date('2026-11-26T15:00:00Z');
const service = (over: Partial<ServiceView>): ServiceView => ({
  ...cleaning,
  book_online: false,
  ...over,
});

/** A business whose next free time is `date` at `minutes` on its clock. */
function at(date: string, minutes: number, start: string) {
  return {
    ...harbourDental,
    services: [service({ book_online: true })],
    next_available: {
      start_date: date,
      start_time: minutes,
      start,
      service: { _id: 's1', name: 'Cleaning' },
    },
  };
}

describe('nextTime', () => {
  it('says Today, Tomorrow, a weekday later in the week, or a date further on', () => {
    const label = (date: string, minutes: number, start: string) => {
      const next = nextTime(at(date, minutes, start), NOW, TORONTO);
      return next?.kind === 'slot' ? next.label : null;
    };
    expect(label('2026-11-26', 930, '2026-11-26T20:30:00.000Z')).toBe('Next: Today 3:30 PM');
    expect(label('2026-11-27', 540, '2026-11-27T14:00:00.000Z')).toBe('Next: Tomorrow 9:00 AM');
    expect(label('2026-12-03', 540, '2026-12-03T14:00:00.000Z')).toBe('Next: Dec 3 9:00 AM');
    expect(label('2026-12-02', 540, '2026-12-02T14:00:00.000Z')).toBe('Next: Wed 9:00 AM');
  });

  it('names the business’s zone when the reader’s clock differs (decision 056)', () => {
    const next = nextTime(
      at('2026-11-26', 930, '2026-11-26T20:30:00.000Z'),
      NOW,
      'America/Vancouver',
    );
    expect(next).toMatchObject({ label: 'Next: Today 3:30 PM EST' });
  });

  it('reads Today on the business’s clock, not the reader’s', () => {
    // 23:30 on Wednesday in Vancouver is already Thursday 2:30 in Toronto.
    const late = new Date('2026-11-26T07:30:00Z');
    const next = nextTime(
      at('2026-11-26', 540, '2026-11-26T14:00:00.000Z'),
      late,
      'America/Vancouver',
    );
    expect(next).toMatchObject({ label: 'Next: Today 9:00 AM EST' });
  });

  it('links to the business page with that service, date and time chosen', () => {
    const next = nextTime(at('2026-11-27', 540, '2026-11-27T14:00:00.000Z'), NOW, TORONTO);
    expect(next).toMatchObject({
      kind: 'slot',
      href: `/company/${harbourDental._id}?service=s1&date=2026-11-27&time=540`,
      service: 'Cleaning',
    });
  });

  it('says how a business books when it books nothing online', () => {
    const without = (services: ServiceView[]) =>
      nextTime({ ...harbourDental, services, next_available: null }, NOW, TORONTO);
    expect(without([service({ call_to_book: true })])).toEqual({
      kind: 'call',
      phone: harbourDental.phone,
    });
    expect(without([service({ call_to_book: true }), service({ book_site: true })])).toEqual({
      kind: 'site',
    });
    expect(without([service({ book_online: true })])).toEqual({ kind: 'none' });
    expect(without([])).toBeNull();
  });

  it('says nothing where the list did not carry next_available', () => {
    expect(
      nextTime({ ...harbourDental, services: [service({ book_online: true })] }, NOW),
    ).toBeNull();
  });
});

describe('nextTime in French (decision 069)', () => {
  it('says the next time with French day names and 24-hour times', async () => {
    await readIn('fr');
    const label = (date: string, minutes: number, start: string) => {
      const next = nextTime(at(date, minutes, start), NOW, TORONTO, 'fr');
      return next?.kind === 'slot' ? next.label : null;
    };
    expect(label('2026-11-26', 930, '2026-11-26T20:30:00.000Z')).toBe(
      'Prochaine\u00a0: aujourd’hui 15\u00a0h\u00a030',
    );
    expect(label('2026-12-02', 540, '2026-12-02T14:00:00.000Z')).toBe(
      'Prochaine\u00a0: mer. 9\u00a0h\u00a000',
    );
    expect(label('2026-12-03', 540, '2026-12-03T14:00:00.000Z')).toBe(
      'Prochaine\u00a0: 3\u00a0déc. 9\u00a0h\u00a000',
    );
  });
});
