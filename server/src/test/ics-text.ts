/* iCalendar text (RFC 5545) for the calendar stand-ins and the tests that feed them. */

/** A date-time in iCalendar's UTC form: 20261202T160000Z. */
export const icsStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Toronto's daylight-saving rules (second Sunday of March, first of November) under `tzid`. */
export const vtimezone = (tzid: string) => [
  'BEGIN:VTIMEZONE',
  `TZID:${tzid}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A VCALENDAR object holding these lines, CRLF-separated as the format wants. */
export const icsCalendar = (...lines: (string | string[])[]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Tests//EN',
    ...lines.flat(),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
