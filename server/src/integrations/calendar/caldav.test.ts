import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Radicale, startRadicale } from '../../test/radicale.ts';
import { caldavCalendarClient, discoverCaldav } from './caldav.ts';
import { CalendarError, ownUid } from './provider.ts';

describe('the CalDAV adapter against Radicale', () => {
  let radicale: Radicale;
  let work: string;
  beforeAll(async () => {
    radicale = await startRadicale();
    await radicale.makeCalendar('personal');
    work = await radicale.makeCalendar('work');
  }, 30_000);
  afterAll(() => radicale?.stop());

  const at = (iso: string) => new Date(iso);

  it('signs in at the server, the principal or one calendar, and picks an event calendar', async () => {
    const fromServer = await discoverCaldav(radicale.url, radicale.username, radicale.password);
    expect(fromServer.calendarUrl).toMatch(/\/ada\/(personal|work)\/$/);
    expect(fromServer.account.email).toBe('ada');
    const chosen = await discoverCaldav(work, radicale.username, radicale.password);
    expect(chosen.calendarUrl).toBe(work);
  });

  it('refuses a wrong password as a sign-in problem', async () => {
    const err = await discoverCaldav(radicale.url, radicale.username, 'wrong').catch((e) => e);
    expect(err).toBeInstanceOf(CalendarError);
    expect(err.unauthorized).toBe(true);
    const gone = await discoverCaldav('http://127.0.0.1:9/', 'a', 'b').catch((e) => e);
    expect(gone).toBeInstanceOf(CalendarError);
    expect(gone.unauthorized).toBe(false);
  });

  it('puts, replaces and removes a booking’s event, and reads busy times but its own', async () => {
    const client = caldavCalendarClient(
      { username: radicale.username, password: radicale.password, calendarUrl: work },
      'America/Toronto',
    );
    const event = {
      uid: ownUid('0195a1b2-0000-7000-8000-000000000001'),
      summary: 'Cleaning at Harbour Dental',
      description: 'Booked on Slotmap',
      location: '100 King St W, Toronto',
      start: at('2026-12-02T15:00:00Z'),
      end: at('2026-12-02T15:30:00Z'),
      timeZone: 'America/Toronto',
    };
    const ref = await client.putEvent(event);
    expect(await client.putEvent({ ...event, summary: 'Cleaning (moved room)' })).toBe(ref);
    const stored = await radicale.objects(work);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toContain(`UID:${event.uid}`);
    expect(stored[0]).toContain('Cleaning (moved room)');
    expect(stored[0]).toContain('DTSTART:20261202T150000Z');
    expect(stored[0]).toContain('DTEND:20261202T153000Z');

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
    );
    const err = await client
      .busy(at('2026-12-01T00:00:00Z'), at('2026-12-02T00:00:00Z'))
      .catch((e) => e);
    expect(err).toBeInstanceOf(CalendarError);
    expect(err.unauthorized).toBe(true);
  });
});
