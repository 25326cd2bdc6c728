import { describe, expect, it } from 'vitest';
import type { Closure } from './closures.ts';
import { defaultStoreHours, type StoreHours, WEEKDAYS } from './hours.ts';
import {
  dayTimeLabel,
  nextOpeningAfter,
  openColour,
  openingBadgeText,
  openingState,
  relativeDay,
} from './next-opening.ts';

const TORONTO = 'America/Toronto';
// Every day 9:00 to 17:00.
const week = defaultStoreHours();
const closedOn = (hours: StoreHours, ...days: (typeof WEEKDAYS)[number][]): StoreHours => ({
  ...hours,
  ...Object.fromEntries(days.map((d) => [d, { open: false, start_time: 540, end_time: 1020 }])),
});
const closed = (from: string, to: string): Closure => ({
  from,
  to,
  reason: '',
  start_time: null,
  end_time: null,
});
const special = (date: string, start: number, end: number): Closure => ({
  from: date,
  to: date,
  reason: '',
  start_time: start,
  end_time: end,
});

/** The badge as a reader in Toronto sees it (no zone named) and as a reader elsewhere does. */
function badge(hours: StoreHours, closures: Closure[], iso: string, viewer = TORONTO) {
  const now = new Date(iso);
  const s = openingState(hours, closures, TORONTO, now);
  return { text: openingBadgeText(s, TORONTO, now, viewer), open: openColour(s), state: s };
}

/** The badge's text in French, as a reader in `viewer`'s zone sees it. */
function frenchBadge(hours: StoreHours, closures: Closure[], iso: string, viewer = TORONTO) {
  const now = new Date(iso);
  return openingBadgeText(openingState(hours, closures, TORONTO, now), TORONTO, now, viewer, 'fr');
}

describe('openingState and the badge', () => {
  // Wednesday 11 June 2025; Toronto is UTC-4.
  it('is Open from opening to before closing', () => {
    expect(badge(week, [], '2025-06-11T13:00:00Z')).toMatchObject({ text: 'Open', open: true });
    expect(badge(week, [], '2025-06-11T20:59:00Z')).toMatchObject({ text: 'Open', open: true });
  });

  it('says when it opens before opening time, in the open colour of the spec', () => {
    const noon = { ...week, Wednesday: { open: true, start_time: 720, end_time: 1020 } };
    const b = badge(noon, [], '2025-06-11T13:30:00Z'); // 9:30 in Toronto
    expect(b).toMatchObject({ text: 'Opens 12:00 PM', open: true });
    expect(b.state).toEqual({
      state: 'opens-today',
      opening: { date: '2025-06-11', minutes: 720, at: Date.parse('2025-06-11T16:00:00Z') },
    });
  });

  it('says the next opening after closing time: tomorrow, later in the week, or a date', () => {
    // 17:00 in Toronto: closed for the day.
    expect(badge(week, [], '2025-06-11T21:00:00Z')).toMatchObject({
      text: 'Closed · Opens Tomorrow 9:00 AM',
      open: false,
    });
    const weekend = closedOn(week, 'Thursday', 'Friday', 'Saturday');
    expect(badge(weekend, [], '2025-06-11T21:00:00Z').text).toBe('Closed · Opens Sun 9:00 AM');
    // Only Wednesdays: a week on is a date, not a weekday that reads like this week's.
    const wednesdays = closedOn(week, ...WEEKDAYS.filter((d) => d !== 'Wednesday'));
    expect(badge(wednesdays, [], '2025-06-11T21:00:00Z').text).toBe(
      'Closed · Opens Jun 18 9:00 AM',
    );
  });

  it('is Closed with the next opening on a day the business does not open', () => {
    const b = badge(closedOn(week, 'Wednesday'), [], '2025-06-11T14:00:00Z');
    expect(b).toMatchObject({ text: 'Closed · Opens Tomorrow 9:00 AM', open: false });
  });

  it('names the zone when the reader’s clock differs, as the instant of the opening has it', () => {
    expect(badge(week, [], '2025-06-11T21:00:00Z', 'UTC').text).toBe(
      'Closed · Opens Tomorrow 9:00 AM EDT',
    );
    expect(badge(week, [], '2025-06-11T21:00:00Z', 'America/Montreal').text).toBe(
      'Closed · Opens Tomorrow 9:00 AM',
    );
  });

  it('opens at the right instant on the day the clocks spring forward', () => {
    // Saturday 7 March 2026, 18:00 EST; Sunday 8 March starts on EST and is EDT from 2:00 AM.
    const b = badge(week, [], '2026-03-07T23:00:00Z', 'UTC');
    expect(b.text).toBe('Closed · Opens Tomorrow 9:00 AM EDT');
    expect(b.state).toEqual({
      state: 'closed',
      next: { date: '2026-03-08', minutes: 540, at: Date.parse('2026-03-08T13:00:00Z') },
    });
  });

  it('opens at the first clock reading that exists when the clocks skip its opening time', () => {
    const night = { ...week, Sunday: { open: true, start_time: 150, end_time: 600 } };
    // 1:00 AM EST on Sunday 8 March 2026: 2:30 AM never comes, the clock reads 3:00 AM EDT.
    const b = badge(night, [], '2026-03-08T06:00:00Z');
    expect(b.text).toBe('Opens 3:00 AM');
    expect(b.state).toMatchObject({
      state: 'opens-today',
      opening: { minutes: 180, at: Date.parse('2026-03-08T07:00:00Z') },
    });
    // Past the jump (3:10 AM EDT, before the 2:30 the hours name): open.
    expect(badge(night, [], '2026-03-08T07:10:00Z').text).toBe('Open');
  });

  it('follows a closure range: closed through it, then the first day after', () => {
    const christmas = [closed('2026-12-24', '2026-12-26')];
    // Wednesday 23 December 2026, 18:00 in Toronto (UTC-5).
    expect(badge(week, christmas, '2026-12-23T23:00:00Z').text).toBe('Closed · Opens Sun 9:00 AM');
    // On Christmas Day at 10:00, an open weekday: closed, the colour says so.
    expect(badge(week, christmas, '2026-12-25T15:00:00Z')).toMatchObject({
      text: 'Closed · Opens Sun 9:00 AM',
      open: false,
    });
  });

  it('follows special hours today and on the next day', () => {
    const eve = [special('2026-12-31', 660, 780)];
    // 10:00 on New Year's Eve: opens at 11:00, not 9:00.
    expect(badge(week, eve, '2026-12-31T15:00:00Z').text).toBe('Opens 11:00 AM');
    expect(badge(week, eve, '2026-12-31T18:00:00Z').text).toBe('Closed · Opens Tomorrow 9:00 AM');
    // The day before: after closing, the next opening is the special one.
    expect(badge(week, eve, '2026-12-30T23:00:00Z').text).toBe('Closed · Opens Tomorrow 11:00 AM');
  });

  it('says just Closed when it is closed all week', () => {
    const never = closedOn(week, ...WEEKDAYS);
    expect(badge(never, [], '2025-06-11T15:00:00Z')).toMatchObject({ text: 'Closed', open: false });
    expect(nextOpeningAfter(never, [], TORONTO, '2025-06-11')).toBeNull();
  });

  it('finds special hours of a business closed all week', () => {
    const never = closedOn(week, ...WEEKDAYS);
    const b = badge(never, [special('2026-12-03', 600, 720)], '2026-11-26T15:00:00Z');
    expect(b.text).toBe('Closed · Opens Dec 3 10:00 AM');
  });
});

describe('relativeDay and dayTimeLabel', () => {
  it('reads dates from the business’s today', () => {
    const today = '2026-11-26'; // a Thursday
    expect(relativeDay('2026-11-26', today)).toBe('Today');
    expect(relativeDay('2026-11-27', today)).toBe('Tomorrow');
    expect(relativeDay('2026-11-28', today)).toBe('Sat');
    expect(relativeDay('2026-12-02', today)).toBe('Wed');
    expect(relativeDay('2026-12-03', today)).toBe('Dec 3');
    expect(relativeDay('2027-01-05', today)).toBe('Jan 5');
  });

  it('puts the day before the time, naming the zone only for another clock', () => {
    const when = { date: '2026-11-26', minutes: 930, at: '2026-11-26T20:30:00.000Z' };
    expect(dayTimeLabel(when, TORONTO, '2026-11-26', TORONTO)).toBe('Today 3:30 PM');
    expect(dayTimeLabel(when, TORONTO, '2026-11-26', 'America/Vancouver')).toBe(
      'Today 3:30 PM EST',
    );
  });
});

describe('in French (decision 069)', () => {
  it('words the badge with 24-hour times and French day names', () => {
    expect(frenchBadge(week, [], '2025-06-11T13:00:00Z')).toBe('Ouvert');
    const noon = { ...week, Wednesday: { open: true, start_time: 720, end_time: 1020 } };
    expect(frenchBadge(noon, [], '2025-06-11T13:30:00Z')).toBe('Ouvre à 12\u00a0h\u00a000');
    expect(frenchBadge(week, [], '2025-06-11T21:00:00Z')).toBe(
      'Fermé · Ouvre demain 9\u00a0h\u00a000',
    );
    const weekend = closedOn(week, 'Thursday', 'Friday', 'Saturday');
    expect(frenchBadge(weekend, [], '2025-06-11T21:00:00Z')).toBe(
      'Fermé · Ouvre dim. 9\u00a0h\u00a000',
    );
    const never = closedOn(week, ...WEEKDAYS);
    expect(frenchBadge(never, [], '2025-06-11T15:00:00Z')).toBe('Fermé');
    expect(frenchBadge(never, [special('2026-12-03', 600, 720)], '2026-11-26T15:00:00Z')).toBe(
      'Fermé · Ouvre 3\u00a0déc. 10\u00a0h\u00a000',
    );
  });

  it('names the zone as French does, kept with its time', () => {
    expect(frenchBadge(week, [], '2025-06-11T21:00:00Z', 'UTC')).toBe(
      'Fermé · Ouvre demain 9\u00a0h\u00a000\u00a0HAE',
    );
  });

  it('says the days from the business’s today', () => {
    const today = '2026-11-26'; // a Thursday
    expect(relativeDay('2026-11-26', today, 'fr')).toBe('aujourd’hui');
    expect(relativeDay('2026-11-27', today, 'fr')).toBe('demain');
    expect(relativeDay('2026-11-28', today, 'fr')).toBe('sam.');
    expect(relativeDay('2026-12-03', today, 'fr')).toBe('3\u00a0déc.');
    expect(relativeDay('2027-08-05', today, 'fr')).toBe('5\u00a0août');
    const when = { date: '2026-11-26', minutes: 930, at: '2026-11-26T20:30:00.000Z' };
    expect(dayTimeLabel(when, TORONTO, today, TORONTO, 'fr')).toBe('aujourd’hui 15\u00a0h\u00a030');
  });
});
