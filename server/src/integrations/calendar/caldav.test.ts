import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpStub, startHttpStub } from '../../test/calendar-http-stub.ts';
import { suiteRadicale } from '../../test/radicale.ts';
import { icsCalendar, vtimezone } from '../../test/ics-text.ts';
import { caldavCalendarClient, discoverCaldav } from './caldav.ts';
import { CalendarError, ownUid } from './provider.ts';

/** Radicale listens on loopback, as CALDAV_ALLOW_PRIVATE lets it in the test suites. */
const net = { allowPrivate: true, requireHttps: false };
const strict = { allowPrivate: false, requireHttps: false };

describe('the CalDAV adapter against Radicale', () => {
  const radicale = suiteRadicale();
  let work: string;
  beforeAll(async () => {
    await radicale.makeCalendar('personal');
    work = await radicale.makeCalendar('work');
  });

  const at = (iso: string) => new Date(iso);

  it('signs in at the server, the principal or one calendar, and picks an event calendar', async () => {
    const fromServer = await discoverCaldav(
      radicale.url,
      radicale.username,
      radicale.password,
      net,
    );
    expect(fromServer.calendarUrl).toMatch(/\/ada\/(personal|work)\/$/);
    expect(fromServer.account.email).toBe('ada');
    const chosen = await discoverCaldav(work, radicale.username, radicale.password, net);
    expect(chosen.calendarUrl).toBe(work);
  });

  it('refuses a wrong password as a sign-in problem', async () => {
    const err = await discoverCaldav(radicale.url, radicale.username, 'wrong', net).catch((e) => e);
    expect(err).toBeInstanceOf(CalendarError);
    expect(err.unauthorized).toBe(true);
    const gone = await discoverCaldav('http://127.0.0.1:9/', 'a', 'b', net).catch((e) => e);
    expect(gone).toBeInstanceOf(CalendarError);
    expect(gone.unauthorized).toBe(false);
  });

  it('puts, replaces and removes a booking’s event, and reads busy times but its own', async () => {
    const client = caldavCalendarClient(
      { username: radicale.username, password: radicale.password, calendarUrl: work },
      'America/Toronto',
      { net },
    );
    const event = {
      uid: ownUid('0195a1b2-0000-7000-8000-000000000001'),
      summary: 'Cleaning at Harbour Dental',
      description: 'Booked on Slotmap',
      location: '100 King St W, Toronto',
      start: at('2026-12-02T15:00:00Z'),
      end: at('2026-12-02T15:30:00Z'),
      timeZone: 'America/Toronto',
      sequence: 0,
    };
    const ref = await client.putEvent(event);
    expect(await client.putEvent({ ...event, summary: 'Cleaning (moved room)', sequence: 2 })).toBe(
      ref,
    );
    const stored = await radicale.objects(work);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain(`UID:${event.uid}`);
    expect(stored[0]).toContain('Cleaning (moved room)');
    expect(stored[0]).toContain('DTSTART:20261202T150000Z');
    expect(stored[0]).toContain('DTEND:20261202T153000Z');
    expect(stored[0]).toContain('SEQUENCE:2');

    await radicale.addEvent(
      work,
      'own-meeting',
      at('2026-12-02T18:00:00Z'),
      at('2026-12-02T19:00:00Z'),
    );
    const busy = await client.busy(at('2026-12-01T00:00:00Z'), at('2026-12-05T00:00:00Z'));
    expect(busy).toEqual([{ start: at('2026-12-02T18:00:00Z'), end: at('2026-12-02T19:00:00Z') }]);
    expect(await client.busy(at('2026-12-03T00:00:00Z'), at('2026-12-05T00:00:00Z'))).toEqual([]);

    await client.deleteEvent(ref);
    await client.deleteEvent(ref);
    expect((await radicale.objects(work)).join()).not.toContain(event.uid);
  });

  it('says when the password stopped working', async () => {
    const client = caldavCalendarClient(
      { username: radicale.username, password: 'changed', calendarUrl: work },
      'UTC',
      { net },
    );
    const err = await client
      .busy(at('2026-12-01T00:00:00Z'), at('2026-12-02T00:00:00Z'))
      .catch((e) => e);
    expect(err).toBeInstanceOf(CalendarError);
    expect(err.unauthorized).toBe(true);
  });
});

describe('CalDAV busy times on Radicale: recurring meetings', () => {
  const radicale = suiteRadicale('grace', 'radicale-pass');
  let team: string;
  beforeAll(async () => {
    team = await radicale.makeCalendar('team');
  });

  it('counts every week of a meeting but the one taken out, and the one moved where it went', async () => {
    // Stored under a name without .ics, as some servers and clients name their objects.
    await radicale.putObject(
      team,
      'weekly-standup',
      icsCalendar(vtimezone('America/Toronto'), [
        'BEGIN:VEVENT',
        'UID:standup@example.com',
        'DTSTAMP:20261101T000000Z',
        'DTSTART;TZID=America/Toronto:20261104T090000',
        'DTEND;TZID=America/Toronto:20261104T093000',
        'RRULE:FREQ=WEEKLY;BYDAY=WE',
        'EXDATE;TZID=America/Toronto:20261111T090000',
        'SUMMARY:Stand-up',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:standup@example.com',
        'DTSTAMP:20261101T000000Z',
        'RECURRENCE-ID;TZID=America/Toronto:20261118T090000',
        'DTSTART;TZID=America/Toronto:20261119T140000',
        'DTEND;TZID=America/Toronto:20261119T143000',
        'SUMMARY:Stand-up (moved)',
        'END:VEVENT',
      ]),
    );
    const client = caldavCalendarClient(
      { username: radicale.username, password: radicale.password, calendarUrl: team },
      'America/Toronto',
      { net, ownerEmail: 'grace@example.com' },
    );
    const busy = await client.busy(
      new Date('2026-11-01T00:00:00Z'),
      new Date('2026-12-01T00:00:00Z'),
    );
    expect(busy.map((r) => r.start.toISOString()).sort()).toEqual([
      '2026-11-04T14:00:00.000Z',
      // 11 November was taken out; 18 November moved to the 19th at 14:00.
      '2026-11-19T19:00:00.000Z',
      '2026-11-25T14:00:00.000Z',
    ]);
    expect(busy.every((r) => r.end.getTime() - r.start.getTime() === 30 * 60_000)).toBe(true);
  });
});

describe('CalDAV requests that would leave the person’s server', () => {
  let inside: HttpStub;
  let pointing: HttpStub;
  beforeAll(async () => {
    inside = await startHttpStub('127.0.0.1');
    // A "CalDAV server" whose principal lives on another origin, and that fails with its own text.
    pointing = await startHttpStub('127.0.0.2', (req, res) => {
      if (req.url?.startsWith('/broken')) {
        res.writeHead(500, { 'content-type': 'text/plain' }).end('SECRET stack trace at db01');
        return;
      }
      res
        .writeHead(207, { 'content-type': 'application/xml; charset=utf-8' })
        .end(
          `<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>${req.url}</d:href>` +
            '<d:propstat><d:prop><d:current-user-principal>' +
            `<d:href>${inside.origin}/principal/</d:href>` +
            '</d:current-user-principal></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat>' +
            '</d:response></d:multistatus>',
        );
    });
  });
  afterAll(async () => {
    await inside?.close();
    await pointing?.close();
  });

  it('refuses a private address with a plain message, contacting nothing', async () => {
    const err = await discoverCaldav(`${inside.origin}/dav/`, 'a', 'b', strict).catch((e) => e);
    expect(err).toBeInstanceOf(CalendarError);
    expect(err.message).toBe(
      'That address is on a private network; enter the public address of your calendar server',
    );
    expect(inside.received).toEqual([]);
  });

  it('does not follow the server to another origin, nor repeat what it says', async () => {
    const err = await discoverCaldav(`${pointing.origin}/dav/`, 'a', 'b', net).catch((e) => e);
    expect(err).toBeInstanceOf(CalendarError);
    // It names where it was sent, so the person can enter that address (as iCloud needs).
    expect(err.message).toBe(
      `The calendar server sent Slotmap on to ${inside.origin}. Slotmap only talks to the address you enter: enter ${inside.origin} instead`,
    );
    expect(pointing.received.length).toBeGreaterThan(0);
    expect(inside.received).toEqual([]);

    const broken = caldavCalendarClient(
      { username: 'a', password: 'b', calendarUrl: `${pointing.origin}/broken/` },
      'UTC',
      { net },
    );
    const read = await broken.busy(new Date(), new Date(Date.now() + 86_400_000)).catch((e) => e);
    expect(read).toMatchObject({ message: 'The calendar server could not be read' });
    expect(read.message).not.toContain('SECRET');
  });
});
