import { describe, expect, it } from 'vitest';
import {
  closureIssues,
  MSG_CLOSURE_CLOSING,
  MSG_CLOSURE_FAR,
  MSG_CLOSURE_ORDER,
  MSG_CLOSURE_PAST,
  MSG_CLOSURE_REASON,
  MSG_CLOSURE_TIMES,
  MSG_CLOSURES_MAX,
} from './closure-rules.ts';
import {
  type Closure,
  closureHoursOn,
  closureLabel,
  dayLabel,
  isOpenNowWith,
  rangeLabel,
  upcomingClosures,
  withinHoursOn,
} from './closures.ts';
import { closuresPutSchema } from './closure-schema.ts';
import { defaultStoreHours } from './hours.ts';
import { generateSlots } from './slots.ts';

const closed = (from: string, to: string, reason = ''): Closure => ({
  from,
  to,
  reason,
  start_time: null,
  end_time: null,
});
const special = (date: string, start: number, end: number, reason = ''): Closure => ({
  from: date,
  to: date,
  reason,
  start_time: start,
  end_time: end,
});
const messages = (body: unknown) => {
  const r = closuresPutSchema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the closures payload', () => {
  it('accepts a closed range and a special-hours day, reason optional', () => {
    const r = closuresPutSchema.parse({
      closures: [
        { from: '2026-12-24', to: '2026-12-26', reason: ' Christmas ' },
        special('2026-12-31', 540, 780),
      ],
    });
    expect(r.closures[0]).toEqual(closed('2026-12-24', '2026-12-26', 'Christmas'));
    expect(r.closures[1].start_time).toBe(540);
  });

  it('refuses a range that ends before it starts, a long reason, half times and backwards times', () => {
    expect(messages({ closures: [closed('2026-12-26', '2026-12-24')] })).toEqual([
      MSG_CLOSURE_ORDER,
    ]);
    expect(messages({ closures: [closed('2026-12-24', '2026-12-24', 'x'.repeat(101))] })).toEqual([
      MSG_CLOSURE_REASON,
    ]);
    expect(
      messages({ closures: [{ ...closed('2026-12-24', '2026-12-24'), start_time: 540 }] }),
    ).toEqual([MSG_CLOSURE_TIMES]);
    expect(messages({ closures: [special('2026-12-24', 780, 540)] })).toEqual([
      MSG_CLOSURE_CLOSING,
    ]);
    expect(messages({ closures: [closed('2026-02-30', '2026-03-01')] })).toEqual([
      'From must be a date YYYY-MM-DD',
    ]);
  });

  it('takes at most 50 closures', () => {
    const many = Array.from({ length: 51 }, () => closed('2026-12-24', '2026-12-24'));
    expect(messages({ closures: many })).toEqual([MSG_CLOSURES_MAX]);
  });
});

describe('closureIssues', () => {
  const today = '2026-12-01';
  it('lets today start a closure, but not yesterday, and nothing past 365 days', () => {
    expect(closureIssues([closed(today, today)], today)).toEqual([]);
    expect(closureIssues([closed('2026-11-30', today)], today)).toEqual([
      { path: 'closures.0.from', message: MSG_CLOSURE_PAST },
    ]);
    expect(closureIssues([closed('2027-12-01', '2027-12-01')], today)).toEqual([]);
    expect(closureIssues([closed('2027-12-01', '2027-12-02')], today)).toEqual([
      { path: 'closures.0.to', message: MSG_CLOSURE_FAR },
    ]);
  });

  it('keeps a stored closure that has begun as it is', () => {
    const begun = closed('2026-11-30', '2026-12-02');
    expect(closureIssues([begun], today, [begun])).toEqual([]);
  });

  it('refuses two closures that share a day, naming both', () => {
    const issues = closureIssues(
      [closed('2026-12-24', '2026-12-26'), special('2026-12-26', 540, 780)],
      today,
    );
    expect(issues).toEqual([
      {
        path: 'closures.1.from',
        message: 'Closures cannot overlap: Dec 24 – Dec 26 and Dec 26',
      },
    ]);
  });
});

describe('hours of a date', () => {
  const hours = defaultStoreHours();
  const on = closureHoursOn([closed('2026-12-24', '2026-12-26'), special('2026-12-31', 540, 780)]);

  it('closures override the weekday; other days keep it', () => {
    expect(on('2026-12-25')?.open).toBe(false);
    expect(on('2026-12-31')).toEqual({ open: true, start_time: 540, end_time: 780 });
    expect(on('2026-12-27')).toBeUndefined();
    expect(withinHoursOn(hours, on, '2026-12-23', 600, 60)).toBe(true);
    expect(withinHoursOn(hours, on, '2026-12-24', 600, 60)).toBe(false);
    expect(withinHoursOn(hours, on, '2026-12-31', 720, 60)).toBe(true);
    expect(withinHoursOn(hours, on, '2026-12-31', 750, 60)).toBe(false);
  });

  it('slots: none on a closed day, only the special hours on a special day', () => {
    const days = generateSlots({
      hours,
      hoursOn: on,
      timeZone: 'America/Toronto',
      duration: 60,
      busy: [],
      now: new Date('2026-12-20T12:00:00Z'),
      from: '2026-12-23',
      to: '2026-12-31',
    });
    const dates = days.map((d) => d.date);
    expect(dates).not.toContain('2026-12-24');
    expect(dates).not.toContain('2026-12-26');
    expect(dates).toContain('2026-12-23');
    const eve = days.find((d) => d.date === '2026-12-31');
    expect(eve?.slots.map((s) => s.start_time)).toEqual([540, 600, 660, 720]);
  });

  it('the badge reads today through the closures, in the business zone', () => {
    const list = [closed('2026-12-24', '2026-12-26')];
    // 15:00 UTC is 10:00 in Toronto.
    expect(isOpenNowWith(hours, list, 'America/Toronto', new Date('2026-12-23T15:00:00Z'))).toBe(
      true,
    );
    expect(isOpenNowWith(hours, list, 'America/Toronto', new Date('2026-12-24T15:00:00Z'))).toBe(
      false,
    );
    const eve = [special('2026-12-31', 540, 780)];
    expect(isOpenNowWith(hours, eve, 'America/Toronto', new Date('2026-12-31T17:00:00Z'))).toBe(
      true,
    );
    expect(isOpenNowWith(hours, eve, 'America/Toronto', new Date('2026-12-31T19:00:00Z'))).toBe(
      false,
    );
  });
});

describe('showing closures', () => {
  it('lists those still to come within the window, soonest first', () => {
    const list = [
      closed('2027-06-01', '2027-06-01'),
      closed('2026-12-24', '2026-12-26'),
      closed('2026-11-20', '2026-11-21'),
    ];
    expect(upcomingClosures(list, '2026-12-01').map((c) => c.from)).toEqual(['2026-12-24']);
  });

  it('says closed days and special hours as the public page shows them', () => {
    expect(closureLabel(closed('2026-12-24', '2026-12-26', 'Christmas'))).toBe(
      'Closed Dec 24 – Dec 26: Christmas',
    );
    expect(closureLabel(special('2026-12-31', 540, 780))).toBe('Dec 31: open 9:00 AM – 1:00 PM');
  });
});

describe('showing closures in French (decision 069)', () => {
  it('writes the dates and times in French, the sentence as it is given', () => {
    expect(rangeLabel({ from: '2026-12-24', to: '2026-12-26' }, 'fr')).toBe(
      '24\u00a0déc. – 26\u00a0déc.',
    );
    expect(dayLabel('2027-02-01', 'fr')).toBe('1\u00a0févr.');
    const said = closureLabel(special('2026-12-31', 540, 780, 'Veille'), 'fr', (kind, v) =>
      [kind, v.range, v.start, v.end, v.reason].join('|'),
    );
    expect(said).toBe('openFor|31\u00a0déc.|9\u00a0h\u00a000|13\u00a0h\u00a000|Veille');
    expect(
      closureLabel(closed('2026-12-24', '2026-12-24'), 'fr', (kind, v) => `${kind} ${v.range}`),
    ).toBe('closed 24\u00a0déc.');
  });
});
