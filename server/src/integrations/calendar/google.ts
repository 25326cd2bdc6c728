import { type calendar_v3, calendar } from '@googleapis/calendar';
import { type GoogleAuthCache, type GoogleCalendarConfig, oauthClient } from './google-auth.ts';
import { googleBusy, OWN_PROPERTY } from './google-busy.ts';
import { rethrow, statusOf } from './google-errors.ts';
import type { CalendarClient, CalendarEvent } from './provider.ts';

export interface GoogleCredentials {
  refreshToken: string;
  /** The calendar's id: 'primary'. */
  calendarId: string;
  /** With a cache, the connection's client (and its access token) is kept between calls. */
  connectionId?: string;
}

/** A CalendarClient on the account's calendar `calendarId` ('primary'). */
export function googleCalendarClient(
  cfg: GoogleCalendarConfig,
  creds: GoogleCredentials,
  cache?: GoogleAuthCache,
): CalendarClient {
  const auth =
    cache && creds.connectionId
      ? cache.clientFor(cfg, creds.connectionId, creds.refreshToken)
      : oauthClient(cfg);
  if (auth.credentials.refresh_token !== creds.refreshToken)
    auth.setCredentials({ refresh_token: creds.refreshToken });
  const api = calendar({
    version: 'v3',
    // @googleapis/calendar types `auth` with its own pinned copy of google-auth-library (10.5), so
    // TypeScript sees our 10.9 OAuth2Client as another class. It only calls request() and
    // getUniverseDomain(), which both copies have alike.
    auth: auth as unknown as calendar_v3.Options['auth'],
    rootUrl: cfg.apiUrl ?? 'https://www.googleapis.com/',
  });
  const { calendarId } = creds;

  return {
    async putEvent(event) {
      const id = googleEventId(event.uid);
      try {
        await api.events.insert({ calendarId, requestBody: { id, ...eventBody(event) } });
      } catch (err) {
        // The id exists: a retry, or an event deleted before (Google keeps cancelled events and
        // their ids). Replacing it, status and all, makes it this booking's event again.
        if (statusOf(err) !== 409) rethrow(err);
        await api.events
          .update({
            calendarId,
            eventId: id,
            requestBody: { ...eventBody(event), status: 'confirmed' },
          })
          .catch(rethrow);
      }
      return id;
    },

    async deleteEvent(ref) {
      try {
        await api.events.delete({ calendarId, eventId: ref });
      } catch (err) {
        // 404: never there or removed by hand; 410: deleted already.
        const status = statusOf(err);
        if (status !== 404 && status !== 410) rethrow(err);
      }
    },

    busy: (from, to) => googleBusy(api, calendarId, from, to),
  };
}

/*
 * Google lets a client choose an event's id: 5–1024 characters of base32hex (0-9, a-v). A booking
 * id is a uuid, whose hex digits are base32hex once the dashes go, so the same booking always
 * names the same event. Anything else is spelled in hex. No iCalUID is sent: Google's Event
 * reference says only one of id and iCalUID should be supplied when creating an event.
 */
function googleEventId(uid: string): string {
  const local = uid.split('@')[0].replaceAll('-', '').toLowerCase();
  return /^[0-9a-v]{5,1024}$/.test(local) ? local : Buffer.from(uid).toString('hex');
}

function eventBody(event: CalendarEvent): calendar_v3.Schema$Event {
  return {
    summary: event.summary,
    description: event.description,
    location: event.location,
    start: { dateTime: event.start.toISOString(), timeZone: event.timeZone },
    end: { dateTime: event.end.toISOString(), timeZone: event.timeZone },
    sequence: event.sequence,
    reminders: { useDefault: true },
    extendedProperties: { private: { [OWN_PROPERTY]: '1' } },
  };
}
