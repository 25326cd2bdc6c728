import ical from 'ical-generator';
import { calendarQuery, createDAVClient, type DAVCalendar } from 'tsdav';
import {
  assertAllowedUrl,
  type BlockReason,
  BlockedRequestError,
  guardedFetch,
  type OutboundPolicy,
} from '../net/guarded-fetch.ts';
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
 * time-range query and expanded here. Every request goes through the guarded fetch (decision
 * 047), on the origin of the address the person gave; what the person reads back is Slotmap's own
 * plain message, never the remote server's text.
 */

export interface CaldavCredentials {
  username: string;
  password: string;
  /** The event calendar chosen on connecting. */
  calendarUrl: string;
}

export interface CaldavOptions {
  net: OutboundPolicy;
  /** Events this account declined do not make it busy. */
  ownerEmail?: string;
}

/** Discovery makes several requests; all of them together get this long. */
const DISCOVERY_MS = 30_000;
export const MSG_CALDAV_REFUSED = 'The calendar server refused the user name or password';
const BLOCKED: Record<BlockReason, string> = {
  address: 'That address is on a private network; enter the public address of your calendar server',
  scheme: 'Enter the calendar server’s https:// address',
  origin:
    'The calendar server sent Slotmap to another address; enter the address of the calendar itself',
  redirects: 'The calendar server redirected too many times',
};

/** What the requests of one operation answered, so a failure can say why. */
interface Seen {
  refused: boolean;
  limited: boolean;
}

function failure(err: unknown, action: string, seen: Seen): CalendarError {
  if (err instanceof CalendarError) return err;
  if (err instanceof BlockedRequestError)
    return new CalendarError(
      // Naming where the server pointed lets the person enter that address (iCloud's caldav.icloud.com
      // hands out a pNN-caldav.icloud.com home); Slotmap itself never follows it (decision 047).
      err.reason === 'origin' && err.target
        ? `The calendar server sent Slotmap on to ${err.target}. Slotmap only talks to the address you enter: enter ${err.target} instead`
        : BLOCKED[err.reason],
    );
  if (seen.refused) return new CalendarError(MSG_CALDAV_REFUSED, true);
  if (seen.limited)
    return new CalendarError(`The calendar server could not ${action} now`, false, true);
  return new CalendarError(`The calendar server could not ${action}`);
}

/** The guarded fetch for `origin`, noting refusals (401, 403) and requests to slow down (429, 503). */
function watchedFetch(net: OutboundPolicy, origin: string, seen: Seen): typeof fetch {
  const guarded = guardedFetch(net, origin);
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const res = await guarded(input, init);
    if (res.status === 401 || res.status === 403) seen.refused = true;
    if (res.status === 429 || res.status === 503) seen.limited = true;
    return res;
  }) as typeof fetch;
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

function originOf(net: OutboundPolicy, address: string): string {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new CalendarError('Enter the calendar server address (https://…)');
  }
  try {
    assertAllowedUrl(net, url);
  } catch (err) {
    throw failure(err, 'be reached at that address', { refused: false, limited: false });
  }
  return url.origin;
}

/**
 * Signs in at `url` (a server, a principal or one calendar's address) and picks the calendar
 * events go to: the one at `url` when it is a calendar, otherwise the first that holds events.
 */
export async function discoverCaldav(
  url: string,
  username: string,
  password: string,
  net: OutboundPolicy,
): Promise<{ calendarUrl: string; account: CalendarAccount }> {
  const origin = originOf(net, url);
  const seen: Seen = { refused: false, limited: false };
  let calendars: DAVCalendar[];
  try {
    const client = await createDAVClient({
      serverUrl: url,
      credentials: { username, password },
      authMethod: 'Basic',
      defaultAccountType: 'caldav',
      fetch: watchedFetch(net, origin, seen),
      fetchOptions: { signal: AbortSignal.timeout(DISCOVERY_MS) },
    });
    calendars = await client.fetchCalendars();
  } catch (err) {
    throw failure(err, 'be reached at that address', seen);
  }
  const forEvents = calendars.filter(
    (c) => (!c.components || c.components.includes('VEVENT')) && new URL(c.url).origin === origin,
  );
  const chosen = forEvents.find((c) => withSlash(c.url) === withSlash(url)) ?? forEvents[0];
  if (!chosen) throw new CalendarError('No calendar for events was found at that address');
  const name = typeof chosen.displayName === 'string' ? chosen.displayName : '';
  return { calendarUrl: chosen.url, account: { name: name || username, email: username } };
}

/** `20261202T160000Z`, as CalDAV's time-range filter takes it. */
const davTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** calendar-data comes back as text, or wrapped in CDATA. */
function calendarData(props: Record<string, unknown> | undefined): string | undefined {
  const data = props?.calendarData as string | { _cdata?: string } | undefined;
  return typeof data === 'string' ? data : data?._cdata;
}

export function caldavCalendarClient(
  creds: CaldavCredentials,
  zone: string,
  opts: CaldavOptions,
): CalendarClient {
  const authorization = `Basic ${Buffer.from(`${creds.username}:${creds.password}`).toString('base64')}`;
  const base = withSlash(creds.calendarUrl);
  const origin = originOf(opts.net, base);

  async function send(url: string, init: RequestInit, action: string): Promise<Response> {
    const seen: Seen = { refused: false, limited: false };
    let res: Response;
    try {
      res = await watchedFetch(
        opts.net,
        origin,
        seen,
      )(url, {
        ...init,
        headers: { authorization, ...init.headers },
      });
      await res.arrayBuffer();
    } catch (err) {
      throw failure(err, action, seen);
    }
    if (seen.refused || seen.limited) throw failure(new Error(), action, seen);
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
        sequence: event.sequence,
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

    /*
     * One calendar-query REPORT for every object with an occurrence in the window, unexpanded:
     * the recurrences are expanded here (ical-busy.ts), and objects are taken whatever their
     * names end in (tsdav's fetchCalendarObjects keeps only names ending in .ics).
     */
    async busy(from: Date, to: Date): Promise<BusyRange[]> {
      const seen: Seen = { refused: false, limited: false };
      try {
        const responses = await calendarQuery({
          url: base,
          props: { 'd:getetag': {}, 'c:calendar-data': {} },
          filters: {
            'comp-filter': {
              _attributes: { name: 'VCALENDAR' },
              'comp-filter': {
                _attributes: { name: 'VEVENT' },
                'time-range': { _attributes: { start: davTime(from), end: davTime(to) } },
              },
            },
          },
          depth: '1',
          headers: { authorization },
          fetch: watchedFetch(opts.net, origin, seen),
        });
        const reading = { zone, from, to, ownerEmail: opts.ownerEmail };
        return responses.flatMap((r) => {
          const text = calendarData(r.props);
          return text ? busyFromIcal(text, reading) : [];
        });
      } catch (err) {
        throw failure(err, 'be read', seen);
      }
    },
  };
}
