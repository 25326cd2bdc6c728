import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icsCalendar, vtimezone } from '../../test/ics-text.ts';
import { busyFromIcal } from './ical-busy.ts';

const calendar = icsCalendar;

const event = (...lines: string[]) => [
  'BEGIN:VEVENT',
  'DTSTAMP:20261001T000000Z',
  ...lines,
  'END:VEVENT',
];

const reading = {
  zone: 'America/Toronto',
  from: new Date('2026-10-15T00:00:00Z'),
  to: new Date('2026-11-15T00:00:00Z'),
  ownerEmail: 'ada@example.com',
};

const iso = (ranges: { start: Date; end: Date }[]) =>
  ranges
    .map((r) => `${r.start.toISOString()}/${r.end.toISOString()}`)
    .sort()
    .map((r) => r.replace(/:00\.000Z/g, 'Z'));

describe('busy times read from iCalendar objects', () => {
  it('expands a weekly meeting in its own time zone, across the change from summer time', () => {
    const text = calendar(
      vtimezone('America/Toronto'),
      event(
        'UID:weekly',
        'DTSTART;TZID=America/Toronto:20261005T100000',
        'DTEND;TZID=America/Toronto:20261005T110000',
        'RRULE:FREQ=WEEKLY;BYDAY=MO',
        'SUMMARY:Team meeting',
      ),
    );
    expect(iso(busyFromIcal(text, reading))).toEqual([
      '2026-10-19T14:00Z/2026-10-19T15:00Z',
      '2026-10-26T14:00Z/2026-10-26T15:00Z',
      // Clocks went back on 1 November: 10:00 is now 15:00 UTC.
      '2026-11-02T15:00Z/2026-11-02T16:00Z',
      '2026-11-09T15:00Z/2026-11-09T16:00Z',
    ]);
  });

  it('leaves out an EXDATE, moves a RECURRENCE-ID, and drops a cancelled or declined occurrence', () => {
    const text = calendar(
      vtimezone('America/Toronto'),
      event(
        'UID:weekly',
        'DTSTART;TZID="America/Toronto":20261005T100000',
        'DURATION:PT1H',
        'RRULE:FREQ=WEEKLY;COUNT=10',
        'EXDATE;TZID=America/Toronto:20261019T100000',
      ),
      event(
        'UID:weekly',
        'RECURRENCE-ID;TZID=America/Toronto:20261026T100000',
        'DTSTART;TZID=America/Toronto:20261027T130000',
        'DTEND;TZID=America/Toronto:20261027T140000',
      ),
      event(
        'UID:weekly',
        'RECURRENCE-ID;TZID=America/Toronto:20261102T100000',
        'DTSTART;TZID=America/Toronto:20261102T100000',
        'DTEND;TZID=America/Toronto:20261102T110000',
        'STATUS:CANCELLED',
      ),
      event(
        'UID:weekly',
        'RECURRENCE-ID;TZID=America/Toronto:20261109T100000',
        'DTSTART;TZID=America/Toronto:20261109T100000',
        'DTEND;TZID=America/Toronto:20261109T110000',
        'ATTENDEE;CN="Lovelace, Ada";PARTSTAT=DECLINED:mailto:Ada@Example.com',
      ),
    );
    expect(iso(busyFromIcal(text, reading))).toEqual(['2026-10-27T17:00Z/2026-10-27T18:00Z']);
  });

  it('skips free, cancelled, declined and Slotmap’s own events', () => {
    const at = ['DTSTART:20261020T150000Z', 'DTEND:20261020T160000Z'];
    const text = calendar(
      event('UID:free', ...at, 'TRANSP:TRANSPARENT'),
      event('UID:off', ...at, 'STATUS:CANCELLED'),
      event('UID:no', ...at, 'ATTENDEE;PARTSTAT=DECLINED;CN="Ada: me":mailto:ada@example.com'),
      event('UID:0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b@slotmap', ...at),
      event('UID:other', ...at, 'ATTENDEE;PARTSTAT=DECLINED:mailto:someone@example.com'),
    );
    expect(iso(busyFromIcal(text, reading))).toEqual(['2026-10-20T15:00Z/2026-10-20T16:00Z']);
  });

  it('reads a floating time and an all-day date in the business’s zone', () => {
    const text = calendar(
      event('UID:floating', 'DTSTART:20261020T090000', 'DTEND:20261020T093000'),
      event('UID:day', 'DTSTART;VALUE=DATE:20261021', 'DTEND;VALUE=DATE:20261022'),
      event('UID:day-no-end', 'DTSTART;VALUE=DATE:20261023'),
    );
    expect(iso(busyFromIcal(text, reading))).toEqual([
      '2026-10-20T13:00Z/2026-10-20T13:30Z',
      '2026-10-21T04:00Z/2026-10-22T04:00Z',
      '2026-10-23T04:00Z/2026-10-24T04:00Z',
    ]);
  });

  it('uses the object’s own VTIMEZONE under any name, and an IANA TZID without one', () => {
    const text = calendar(
      vtimezone('Eastern Standard Time'),
      event(
        'UID:outlook',
        'DTSTART;TZID=Eastern Standard Time:20261102T090000',
        'DTEND;TZID=Eastern Standard Time:20261102T100000',
      ),
      event(
        'UID:iana',
        'DTSTART;TZID=Europe/Paris:20261020T090000',
        'DTEND;TZID=Europe/Paris:20261020T100000',
      ),
    );
    expect(iso(busyFromIcal(text, reading))).toEqual([
      '2026-10-20T07:00Z/2026-10-20T08:00Z',
      '2026-11-02T14:00Z/2026-11-02T15:00Z',
    ]);
  });

  it('keeps to the window, even for a rule without an end that began long ago', () => {
    const text = calendar(
      event('UID:daily', 'DTSTART:20000101T120000Z', 'DTEND:20000101T121500Z', 'RRULE:FREQ=DAILY'),
    );
    const ranges = busyFromIcal(text, {
      ...reading,
      from: new Date('2026-10-15T00:00:00Z'),
      to: new Date('2026-10-18T00:00:00Z'),
    });
    expect(iso(ranges)).toEqual([
      '2026-10-15T12:00Z/2026-10-15T12:15Z',
      '2026-10-16T12:00Z/2026-10-16T12:15Z',
      '2026-10-17T12:00Z/2026-10-17T12:15Z',
    ]);
  });

  it('skips ahead in an old weekly series without losing or adding an occurrence', () => {
    const text = calendar(
      vtimezone('America/Toronto'),
      event(
        'UID:fortnightly',
        'DTSTART;TZID=America/Toronto:20010104T083000',
        'DTEND;TZID=America/Toronto:20010104T090000',
        'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;WKST=SU',
      ),
    );
    // The same series expanded by ical.js from its first occurrence, 25 years of it.
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
    const series = new ICAL.Event(vevent ?? undefined);
    const expected: string[] = [];
    const it = series.iterator();
    for (let next = it.next(); next; next = it.next()) {
      const start = next.toJSDate().getTime();
      if (start >= reading.to.getTime()) break;
      if (start >= reading.from.getTime())
        expected.push(
          `${new Date(start).toISOString()}/${new Date(start + 1_800_000).toISOString()}`,
        );
    }
    expect(expected).toHaveLength(4);
    expect(iso(busyFromIcal(text, reading))).toEqual(
      expected.map((r) => r.replace(/:00\.000Z/g, 'Z')).sort(),
    );
  });

  it('counts a moved occurrence of a series whose other occurrences were cancelled with it', () => {
    const cancelled = calendar(
      event(
        'UID:gone',
        'DTSTART:20261020T150000Z',
        'DTEND:20261020T160000Z',
        'RRULE:FREQ=DAILY;COUNT=3',
        'STATUS:CANCELLED',
      ),
      event(
        'UID:gone',
        'RECURRENCE-ID:20261021T150000Z',
        'DTSTART:20261021T170000Z',
        'DTEND:20261021T180000Z',
      ),
    );
    expect(busyFromIcal(cancelled, reading)).toEqual([]);
  });

  it('skips what does not parse instead of failing the calendar', () => {
    expect(busyFromIcal('BEGIN:VCALENDAR\r\nnonsense', reading)).toEqual([]);
    expect(busyFromIcal('', reading)).toEqual([]);
  });
});
