import { describe, expect, it } from 'vitest';
import { formatZoned, formatZonedRange, namesZone, zoneAbbreviation } from './zoned-format.ts';

const TORONTO = 'America/Toronto';
// 3:14 PM in Toronto on a winter day and on a summer day.
const WINTER = '2026-12-02T20:14:00.000Z';
const SUMMER = '2026-07-15T19:14:00.000Z';

describe('zoneAbbreviation', () => {
  it("gives the zone's short name in force at the instant", () => {
    expect(zoneAbbreviation(WINTER, TORONTO)).toBe('EST');
    expect(zoneAbbreviation(SUMMER, TORONTO)).toBe('EDT');
    expect(zoneAbbreviation(WINTER, 'America/Los_Angeles')).toBe('PST');
    // British Columbia keeps UTC-7 all year from 1 November 2026 (tz 2026e; decision 072).
    expect(zoneAbbreviation(WINTER, 'America/Vancouver')).toBe('PDT');
    expect(zoneAbbreviation(WINTER, 'America/Halifax')).toBe('AST');
    expect(zoneAbbreviation(SUMMER, 'America/Phoenix')).toBe('MST');
  });

  it('keeps what Intl gives where en-US has no abbreviation', () => {
    expect(zoneAbbreviation(WINTER, 'America/St_Johns')).toBe('GMT-3:30');
    expect(zoneAbbreviation(SUMMER, 'America/St_Johns')).toBe('GMT-2:30');
  });

  it('changes with the clocks, in both directions', () => {
    // Spring forward, 8 March 2026 at 2:00 AM: 1:59 is EST, 3:00 is EDT.
    expect(zoneAbbreviation('2026-03-08T06:59:00Z', TORONTO)).toBe('EST');
    expect(zoneAbbreviation('2026-03-08T07:00:00Z', TORONTO)).toBe('EDT');
    // Fall back, 1 November 2026 at 2:00 AM: the first 1:30 is EDT, the second EST.
    expect(zoneAbbreviation('2026-11-01T05:30:00Z', TORONTO)).toBe('EDT');
    expect(zoneAbbreviation('2026-11-01T06:30:00Z', TORONTO)).toBe('EST');
  });

  it('reads a zone this runtime does not know as UTC, and says so', () => {
    expect(zoneAbbreviation(WINTER, 'Mars/Olympus_Mons')).toBe('UTC');
    expect(formatZoned(WINTER, 'Mars/Olympus_Mons', 'time')).toBe('8:14 PM UTC');
  });
});

describe('namesZone', () => {
  it('always names the zone when there is no reader clock (mail, texts)', () => {
    expect(namesZone(WINTER, TORONTO)).toBe(true);
  });

  it('names nothing for a reader in the same zone, or in one whose clock agrees then', () => {
    expect(namesZone(WINTER, TORONTO, TORONTO)).toBe(false);
    expect(namesZone(WINTER, TORONTO, 'America/New_York')).toBe(false);
    // Phoenix keeps standard time: it agrees with Denver in winter, not in summer.
    expect(namesZone(WINTER, 'America/Denver', 'America/Phoenix')).toBe(false);
    expect(namesZone(SUMMER, 'America/Denver', 'America/Phoenix')).toBe(true);
  });

  it('names the zone for a reader in another one', () => {
    expect(namesZone(WINTER, TORONTO, 'America/Vancouver')).toBe(true);
    expect(namesZone(WINTER, TORONTO, 'UTC')).toBe(true);
  });
});

describe('formatZoned', () => {
  it('says the time with its zone to a reader elsewhere, and to mail', () => {
    expect(formatZoned(WINTER, TORONTO, 'time', 'America/Vancouver')).toBe('3:14 PM EST');
    expect(formatZoned(SUMMER, TORONTO, 'time')).toBe('3:14 PM EDT');
    expect(formatZoned(WINTER, TORONTO, 'dayTime', 'UTC')).toBe('Wed, Dec 2, 3:14 PM EST');
    expect(formatZoned(WINTER, TORONTO, 'dateTime')).toBe('Dec 2, 2026, 3:14 PM EST');
  });

  it('says no zone to a reader in the same zone', () => {
    expect(formatZoned(WINTER, TORONTO, 'time', TORONTO)).toBe('3:14 PM');
    expect(formatZoned(SUMMER, TORONTO, 'dateTime', TORONTO)).toBe('Jul 15, 2026, 3:14 PM');
  });

  it('reads the day on the business clock and never names a date alone', () => {
    // Thursday in UTC, still Wednesday evening in Vancouver.
    const late = '2026-12-03T03:00:00Z';
    expect(formatZoned(late, 'America/Vancouver', 'date')).toBe('Wednesday, December 2, 2026');
    expect(formatZoned(late, 'UTC', 'date')).toBe('Thursday, December 3, 2026');
  });

  it('uses plain spaces, so a text message stays in the GSM alphabet', () => {
    expect(formatZoned(WINTER, TORONTO, 'dateTime')).not.toMatch(/[\u202f\u2009\u00a0]/);
  });
});

describe('formatZonedRange', () => {
  it('gives both ends with the zone once, or none for a reader on the same clock', () => {
    const end = '2026-12-02T20:44:00.000Z';
    expect(formatZonedRange(WINTER, end, TORONTO)).toBe('3:14 PM – 3:44 PM EST');
    expect(formatZonedRange(WINTER, end, TORONTO, { viewerZone: TORONTO })).toBe(
      '3:14 PM – 3:44 PM',
    );
    expect(formatZonedRange(WINTER, end, TORONTO, { withDate: true })).toBe(
      'Wednesday, December 2, 2026, 3:14 PM – 3:44 PM EST',
    );
  });

  it('names each end of an appointment across the spring change', () => {
    // 90 minutes from 1:30 AM EST end at 4:00 AM EDT, not 3:00.
    const start = '2026-03-08T06:30:00Z';
    const end = '2026-03-08T08:00:00Z';
    expect(formatZonedRange(start, end, TORONTO)).toBe('1:30 AM EST – 4:00 AM EDT');
    expect(formatZonedRange(start, end, TORONTO, { viewerZone: TORONTO })).toBe(
      '1:30 AM – 4:00 AM',
    );
  });

  it('names each end of an appointment across the fall change', () => {
    // 60 minutes from the first 1:30 AM (EDT) end at 1:30 AM again, now EST.
    const start = '2026-11-01T05:30:00Z';
    const end = '2026-11-01T06:30:00Z';
    expect(formatZonedRange(start, end, TORONTO, { viewerZone: 'America/Vancouver' })).toBe(
      '1:30 AM EDT – 1:30 AM EST',
    );
  });
});

describe('in French (fr-CA)', () => {
  /** What a reader sees: French keeps each time whole with no-break spaces (U+00A0). */
  const seen = (text: string) => text.replace(/\u00a0/g, ' ');

  it('writes the day, the 24-hour time and the French zone name', () => {
    expect(formatZoned(WINTER, TORONTO, 'date', undefined, 'fr')).toBe('mercredi 2 décembre 2026');
    expect(seen(formatZoned(WINTER, TORONTO, 'time', undefined, 'fr'))).toBe('15 h 14 HNE');
    expect(seen(formatZoned(SUMMER, TORONTO, 'dayTime', 'UTC', 'fr'))).toBe(
      'mer. 15 juill., 15 h 14 HAE',
    );
    expect(seen(formatZoned(WINTER, TORONTO, 'time', TORONTO, 'fr'))).toBe('15 h 14');
  });

  it('keeps a time and its zone on one line, but lets a range break at its dash', () => {
    expect(formatZoned(WINTER, TORONTO, 'time', undefined, 'fr')).toBe(
      '15\u00a0h\u00a014\u00a0HNE',
    );
    expect(
      formatZonedRange('2026-03-03T19:30:00Z', '2026-03-03T20:30:00Z', TORONTO, { language: 'fr' }),
    ).toBe('14\u00a0h\u00a030 – 15\u00a0h\u00a030\u00a0HNE');
  });

  it('names both ends of a range across a clock change, and the date first', () => {
    expect(
      seen(
        formatZonedRange('2026-03-03T19:30:00Z', '2026-03-03T20:30:00Z', TORONTO, {
          withDate: true,
          language: 'fr',
        }),
      ),
    ).toBe('mardi 3 mars 2026, 14 h 30 – 15 h 30 HNE');
    expect(
      seen(
        formatZonedRange('2026-03-08T06:30:00Z', '2026-03-08T08:00:00Z', TORONTO, {
          language: 'fr',
        }),
      ),
    ).toBe('1 h 30 HNE – 4 h 00 HAE');
  });

  it('leaves English as it always was', () => {
    expect(zoneAbbreviation(WINTER, TORONTO, 'en')).toBe('EST');
    expect(zoneAbbreviation(WINTER, TORONTO, 'fr')).toBe('HNE');
  });
});
