import ical from 'ical-generator';
import { createDAVClient, type DAVCalendar, fetchCalendarObjects } from 'tsdav';
import { busyFromIcal } from './ical-busy.ts';
import {
  type BusyRange,
  type CalendarAccount,
  type CalendarClient,
  CalendarError,
  type CalendarEvent,
} from './provider.ts';

/**
 * CalDAV calendars (RFC 4791: Apple iCloud, Fastmail, Nextcloud, Radicale…): discovery and
 * sign-in through tsdav, events written as one .ics object per booking, busy times read with a
 * time-range query the server expands.
 */

export interface CaldavCredentials {
  username: string;
  password: string;
  /** The event calendar chosen on connecting. */
  calendarUrl: string;
}

const TIMEOUT_MS = 10_000;
const REFUSED = 'The calendar server refused the user name or password';

function failure(err: unknown, action: string): CalendarError {
  if (err instanceof CalendarError) return err;
  const text = err instanceof Error ? err.message : String(err);
  if (/401|403|Invalid credentials|Unauthorized/i.test(text))
    return new CalendarError(REFUSED, true);
  return new CalendarError(`The calendar server could not ${action}: ${text}`);
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

/**
 * Signs in at `url` (a server, a principal or one calendar's address) and picks the calendar
 * events go to: the one at `url` when it is a calendar, otherwise the first that holds events.
 */
export async function discoverCaldav(
  url: string,
  username: string,
  password: string,
): Promise<{ calendarUrl: string; account: CalendarAccount }> {
  let calendars: DAVCalendar[];
  try {
    const client = await createDAVClient({
      serverUrl: url,
      credentials: { username, password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetchOptions: { signal: AbortSignal.timeout(TIMEOUT_MS) },
    });
    calendars = await client.fetchCalendars();
  } catch (err) {
    throw failure(err, 'be reached at that address');
  }
  const forEvents = calendars.filter((c) => !c.components || c.components.includes('VEVENT'));
  const chosen = forEvents.find((c) => withSlash(c.url) === withSlash(url)) ?? forEvents[0];
  if (!chosen) throw new CalendarError('No calendar for events was found at that address');
  const name = typeof chosen.displayName === 'string' ? chosen.displayName : '';
  return { calendarUrl: chosen.url, account: { name: name || username, email: username } };
}

export function caldavCalendarClient(creds: CaldavCredentials, zone: string): CalendarClient {
  const authorization = `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`;
  const base = withSlash(creds.calendarUrl);

  async function send(url: string, init: RequestInit, action: string): Promise<Response> {
    let res: Response;
    try {
      res = await fetch(url, {
        ...init,
        headers: { authorization, ...init.headers },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw failure(err, action);
    }
    if (res.status === 401 || res.status === 403) throw new CalendarError(REFUSED, true);
    return res;
  }

  return {
    async putEvent(event: CalendarEvent): Promise<string> {
      const url = new URL(`${encodeURIComponent(event.uid.split('@')[0])}.ics`, base).href;
      const calendar = ical({
        prodId: { company: 'Slotmap', product: 'Bookings', language: 'EN' },
      });
      calendar.createEvent({
        id: event.uid,
        start: event.start,
        end: event.end,
        summary: event.summary,
        description: event.description,
        location: event.location,
      });
      // A plain PUT creates the object or replaces it, so a retried job leaves one event.
      const res = await send(
        url,
        {
          method: 'PUT',
          headers: { 'content-type': 'text/calendar; charset=utf-8' },
          body: calendar.toString(),
        },
        'save the event',
      );
      if (!res.ok) throw new CalendarError(`The calendar server refused the event (${res.status})`);
      return url;
    },

    async deleteEvent(ref: string): Promise<void> {
      const res = await send(ref, { method: 'DELETE' }, 'remove the event');
      if (!res.ok && res.status !== 404 && res.status !== 410)
        throw new CalendarError(`The calendar server kept the event (${res.status})`);
    },

    async busy(from: Date, to: Date): Promise<BusyRange[]> {
      try {
        const objects = await fetchCalendarObjects({
          calendar: { url: base } as DAVCalendar,
          timeRange: { start: from.toISOString(), end: to.toISOString() },
          expand: true,
          headers: { authorization },
          fetchOptions: { signal: AbortSignal.timeout(TIMEOUT_MS) },
        });
        return objects.flatMap((o) =>
          typeof o.data === 'string' ? busyFromIcal(o.data, zone) : [],
        );
      } catch (err) {
        throw failure(err, 'be read');
      }
    },
  };
}
