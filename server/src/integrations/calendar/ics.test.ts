import { describe, expect, it } from 'vitest';
import { type BookingInvitation, bookingInvitation, invitationAttachment } from './ics.ts';

interface ContentLine {
  name: string;
  params: string;
  value: string;
}

/** Unfolds (RFC 5545 §3.1) and splits each content line into name, parameters and value. */
function parse(ics: string): ContentLine[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => {
      // The value starts at the first colon outside a quoted parameter value.
      let quoted = false;
      let i = 0;
      for (; i < line.length; i++) {
        if (line[i] === '"') quoted = !quoted;
        else if (line[i] === ':' && !quoted) break;
      }
      const head = line.slice(0, i);
      const [name, ...params] = head.split(';');
      return { name, params: params.join(';'), value: line.slice(i + 1) };
    });
}

/** A DATE-TIME value as an instant: UTC (…Z) or wall time in the zone named by TZID. */
function instant(line: ContentLine): number {
  const m = line.value.match(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/);
  if (!m) throw new Error(`not a DATE-TIME: ${line.value}`);
  const [, y, mo, d, h, mi, s, z] = m;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  if (z) return wall;
  const tzid = line.params.match(/TZID=([^;]+)/)?.[1];
  if (!tzid) throw new Error(`floating time: ${line.value}`);
  // The zone's offset at that wall time, read back from Intl.
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: tzid,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(wall);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return wall - (shown - wall);
}

const one = (lines: ContentLine[], name: string) => {
  const found = lines.filter((l) => l.name === name);
  expect(found, name).toHaveLength(1);
  return found[0];
};

const booking: BookingInvitation = {
  uid: '0190a0b0-0000-7000-8000-000000000001@slotmap.test',
  sequence: 0,
  method: 'REQUEST',
  // 9:00 to 9:45 in Toronto on the day clocks go forward (EDT, UTC-4).
  start: new Date('2026-03-08T13:00:00Z'),
  end: new Date('2026-03-08T13:45:00Z'),
  timeZone: 'America/Toronto',
  summary: 'Check-up at Café Crème Dental',
  description:
    'Booked through Slotmap.\nPlease bring your insurance card; arrive ten minutes early, thank you — à bientôt!',
  location: '100 King St W, Toronto, ON M5X 1A9',
  organizer: { name: 'Café Crème Dental', email: 'clinic@example.com' },
  attendees: [
    { name: 'Nora O\'Brien-Lévesque "Nono"', email: 'nora@example.com' },
    { name: 'Café Crème Dental', email: 'clinic@example.com' },
  ],
  url: 'http://slotmap.test/bookings/0190a0b0-0000-7000-8000-000000000001',
};

describe('bookingInvitation', () => {
  it('is one VCALENDAR holding exactly one VEVENT with the booking', () => {
    const lines = parse(bookingInvitation(booking));
    expect(lines[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(lines.at(-1)).toMatchObject({ name: 'END', value: 'VCALENDAR' });
    expect(lines.filter((l) => l.name === 'BEGIN').map((l) => l.value)).toEqual([
      'VCALENDAR',
      'VEVENT',
    ]);
    expect(lines.filter((l) => l.name === 'END').map((l) => l.value)).toEqual([
      'VEVENT',
      'VCALENDAR',
    ]);
    expect(one(lines, 'VERSION').value).toBe('2.0');
    expect(one(lines, 'PRODID').value).toBe('-//Slotmap//Bookings//EN');
    expect(one(lines, 'METHOD').value).toBe('REQUEST');
    expect(one(lines, 'UID').value).toBe(booking.uid);
    expect(one(lines, 'SEQUENCE').value).toBe('0');
    expect(one(lines, 'STATUS').value).toBe('CONFIRMED');
    expect(one(lines, 'SUMMARY').value).toBe('Check-up at Café Crème Dental');
    expect(one(lines, 'LOCATION').value).toBe('100 King St W\\, Toronto\\, ON M5X 1A9');
    expect(one(lines, 'DESCRIPTION').value).toBe(
      'Booked through Slotmap.\\nPlease bring your insurance card\\; arrive ten minutes early\\, thank you — à bientôt!',
    );
    expect(one(lines, 'URL').value).toBe(booking.url);
    // Each calendar keeps its own default reminders.
    expect(lines.some((l) => l.value === 'VALARM')).toBe(false);
  });

  it('places the event at the booked instants, as long as the booking', () => {
    const lines = parse(bookingInvitation(booking));
    const start = instant(one(lines, 'DTSTART'));
    const end = instant(one(lines, 'DTEND'));
    expect(new Date(start).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-03-08T13:45:00.000Z');
    expect(end - start).toBe(45 * 60 * 1000);
    expect(one(lines, 'DTSTAMP').value).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('names the organizer and every attendee by mailto address', () => {
    const lines = parse(bookingInvitation(booking));
    const organizer = one(lines, 'ORGANIZER');
    expect(organizer.value.toLowerCase()).toBe('mailto:clinic@example.com');
    expect(organizer.params).toContain('CN="Café Crème Dental"');

    const attendees = lines.filter((l) => l.name === 'ATTENDEE');
    expect(attendees.map((a) => a.value.toLowerCase())).toEqual([
      'mailto:nora@example.com',
      'mailto:clinic@example.com',
    ]);
    // A quoted parameter cannot hold a double quote: the name keeps its letters, not the quotes.
    expect(attendees[0].params).toContain("CN=\"Nora O'Brien-Lévesque 'Nono'\"");
    expect(attendees[0].params).toContain('PARTSTAT=ACCEPTED');
    expect(attendees[0].params).toContain('RSVP=FALSE');
  });

  it('cancels with METHOD:CANCEL, STATUS:CANCELLED, the same UID and a higher SEQUENCE', () => {
    const lines = parse(bookingInvitation({ ...booking, method: 'CANCEL', sequence: 1 }));
    expect(one(lines, 'METHOD').value).toBe('CANCEL');
    expect(one(lines, 'STATUS').value).toBe('CANCELLED');
    expect(one(lines, 'UID').value).toBe(booking.uid);
    expect(one(lines, 'SEQUENCE').value).toBe('1');
    expect(lines.filter((l) => l.name === 'BEGIN').map((l) => l.value)).toEqual([
      'VCALENDAR',
      'VEVENT',
    ]);
    expect(lines.filter((l) => l.name === 'ATTENDEE')).toHaveLength(2);
  });

  it('ends every line with CRLF and folds lines longer than 75 octets', () => {
    const ics = bookingInvitation({ ...booking, description: 'é'.repeat(200) });
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const physical = ics.slice(0, -2).split('\r\n');
    for (const line of physical) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // The long description was folded, and unfolds back to the original text.
    expect(physical.filter((line) => line.startsWith(' ')).length).toBeGreaterThanOrEqual(5);
    expect(one(parse(ics), 'DESCRIPTION').value).toBe('é'.repeat(200));
  });

  it('leaves URL out when there is none', () => {
    const { url: _url, ...withoutUrl } = booking;
    expect(parse(bookingInvitation(withoutUrl)).some((l) => l.name === 'URL')).toBe(false);
  });

  it('refuses an event that does not end after it starts, or an unknown zone', () => {
    expect(() => bookingInvitation({ ...booking, end: booking.start })).toThrow(
      'A booking invitation must end after it starts',
    );
    expect(() => bookingInvitation({ ...booking, timeZone: 'Mars/Olympus_Mons' })).toThrow(
      RangeError,
    );
  });
});

describe('invitationAttachment', () => {
  it('is an invite.ics mail attachment whose content type carries the method', () => {
    const ics = bookingInvitation(booking);
    expect(invitationAttachment(ics, 'REQUEST')).toEqual({
      filename: 'invite.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
      content: ics,
    });
    expect(invitationAttachment(ics, 'CANCEL').contentType).toBe(
      'text/calendar; charset=utf-8; method=CANCEL',
    );
  });
});
