import { type calendar_v3, calendar } from '@googleapis/calendar';
import { gaxios, OAuth2Client } from 'google-auth-library';
import { decodeJwt } from 'jose';
import {
  type BusyRange,
  type CalendarAccount,
  type CalendarClient,
  type CalendarEvent,
  CalendarError,
} from './provider.ts';

export interface GoogleCalendarConfig {
  clientId: string;
  clientSecret: string;
  /** Where Google sends the browser back: `${PUBLIC_URL}/calendar/google/callback`. */
  redirectUrl: string;
  /** Overrides for tests (the fake server); default Google's own endpoints. */
  authUrl?: string;
  tokenUrl?: string;
  apiUrl?: string;
}

const EVENTS_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const FREEBUSY_SCOPE = 'https://www.googleapis.com/auth/calendar.freebusy';

/**
 * The least Slotmap needs: who connected (the id_token's name and email), writing events, and
 * reading busy times. `calendar.events` covers insert, update, delete and list;
 * `calendar.freebusy` is the narrowest scope freeBusy.query accepts, so no event's details are
 * read.
 */
export const GOOGLE_SCOPES = ['openid', 'email', 'profile', EVENTS_SCOPE, FREEBUSY_SCOPE];

const REFUSED = 'Google refused the calendar’s sign-in; connect it again';

function oauthClient(cfg: GoogleCalendarConfig): OAuth2Client {
  return new OAuth2Client({
    clientId: cfg.clientId,
    clientSecret: cfg.clientSecret,
    redirectUri: cfg.redirectUrl,
    endpoints: {
      ...(cfg.authUrl ? { oauth2AuthBaseUrl: cfg.authUrl } : {}),
      // Google's revoke endpoint sits beside its token endpoint (oauth2.googleapis.com).
      ...(cfg.tokenUrl
        ? { oauth2TokenUrl: cfg.tokenUrl, oauth2RevokeUrl: new URL('revoke', cfg.tokenUrl).href }
        : {}),
    },
    // A 401 from the API first refreshes the access token once; only a refused refresh token
    // then reads as "connect again".
    forceRefreshOnFailure: true,
    // Half the outbox lease, as for Stripe; gaxios retries transient failures within it.
    transporterOptions: { timeout: 20_000 },
  });
}

/** The consent page URL: offline access, prompt=consent (so a refresh token always comes back), the given opaque state. */
export function googleConsentUrl(cfg: GoogleCalendarConfig, state: string): string {
  return oauthClient(cfg).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: GOOGLE_SCOPES,
    state,
  });
}

/**
 * Exchanges the code Google sent back for a refresh token and the account it belongs to. The
 * id_token is read without checking its signature: it came straight from Google's token endpoint
 * over TLS, which OpenID Connect Core §3.1.3.7 accepts in place of the signature.
 */
export async function exchangeGoogleCode(
  cfg: GoogleCalendarConfig,
  code: string,
): Promise<{ refreshToken: string; account: CalendarAccount }> {
  const { tokens } = await oauthClient(cfg)
    .getToken(code)
    .catch((err: unknown) => {
      const oauth = oauthErrorOf(err);
      throw oauth
        ? new CalendarError(`Google refused the sign-in: ${oauth.description}; try again`)
        : calendarError(err);
    });
  if (!tokens.refresh_token) {
    throw new CalendarError('Google did not grant offline access; try again');
  }
  // Google's consent screen lets a person untick a permission; without these the calendar
  // cannot work, so it is not connected at all.
  const granted = new Set((tokens.scope ?? '').split(' '));
  if (!granted.has(EVENTS_SCOPE) || !granted.has(FREEBUSY_SCOPE)) {
    throw new CalendarError(
      'Google did not grant access to the calendar; try again and allow both permissions',
    );
  }
  const claims = tokens.id_token ? decodeJwt(tokens.id_token) : {};
  const email = typeof claims.email === 'string' ? claims.email : '';
  const name = typeof claims.name === 'string' ? claims.name : email;
  return { refreshToken: tokens.refresh_token, account: { name, email } };
}

/** Best effort: revokes the refresh token at Google when a calendar is disconnected (errors ignored by the caller). */
export async function revokeGoogleToken(
  cfg: GoogleCalendarConfig,
  refreshToken: string,
): Promise<void> {
  await oauthClient(cfg).revokeToken(refreshToken).catch(rethrow);
}

/** A CalendarClient on the account's calendar `calendarId` ('primary'). */
export function googleCalendarClient(
  cfg: GoogleCalendarConfig,
  creds: { refreshToken: string; calendarId: string },
): CalendarClient {
  const auth = oauthClient(cfg);
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

    /*
     * freeBusy answers merged busy ranges without saying which events made them, and Slotmap's own
     * events (marked by a private extended property) are among them. So the own events are
     * listed too and a busy range exactly equal to one of them is left out. A range where an own
     * event merged with someone's meeting is kept whole: it cannot be split without reading the
     * other event, and counting a booking's own time as busy too is the safe mistake. Both sides
     * are clipped to [from, to) first, so the comparison holds whether or not freeBusy clips its
     * ranges to the window.
     */
    async busy(from, to) {
      const window = { timeMin: from.toISOString(), timeMax: to.toISOString() };
      const [busy, own] = await Promise.all([
        api.freebusy
          .query({ requestBody: { ...window, items: [{ id: calendarId }] } })
          .then(({ data }) => busyRanges(data, calendarId))
          .catch(rethrow),
        ownEvents(api, calendarId, window).catch(rethrow),
      ]);
      const ownKeys = new Set(own.map((r) => rangeKey(clip(r, from, to))));
      return busy
        .map((r) => clip(r, from, to))
        .filter((r) => r.end > r.start && !ownKeys.has(rangeKey(r)));
    },
  };
}

/** Marks the events Slotmap puts, so `busy` can tell them from the person's own. */
const OWN_PROPERTY = 'slotmap';

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
    reminders: { useDefault: true },
    extendedProperties: { private: { [OWN_PROPERTY]: '1' } },
  };
}

function busyRanges(data: calendar_v3.Schema$FreeBusyResponse, calendarId: string): BusyRange[] {
  const calendars = data.calendars ?? {};
  // One calendar was asked for; Google may key it by its address rather than 'primary'.
  const answer = calendars[calendarId] ?? Object.values(calendars)[0];
  const reason = answer?.errors?.[0]?.reason;
  if (!answer || reason) {
    throw new CalendarError(`Google Calendar could not read busy times: ${reason ?? 'no answer'}`);
  }
  return (answer.busy ?? []).flatMap((b) =>
    b.start && b.end ? [{ start: new Date(b.start), end: new Date(b.end) }] : [],
  );
}

async function ownEvents(
  api: calendar_v3.Calendar,
  calendarId: string,
  window: { timeMin: string; timeMax: string },
): Promise<BusyRange[]> {
  const ranges: BusyRange[] = [];
  let pageToken: string | undefined;
  do {
    const { data } = await api.events.list({
      calendarId,
      ...window,
      singleEvents: true,
      privateExtendedProperty: [`${OWN_PROPERTY}=1`],
      maxResults: 2500,
      pageToken,
    });
    for (const e of data.items ?? []) {
      if (e.start?.dateTime && e.end?.dateTime) {
        ranges.push({ start: new Date(e.start.dateTime), end: new Date(e.end.dateTime) });
      }
    }
    pageToken = data.nextPageToken ?? undefined;
  } while (pageToken);
  return ranges;
}

const clip = (r: BusyRange, from: Date, to: Date): BusyRange => ({
  start: r.start < from ? from : r.start,
  end: r.end > to ? to : r.end,
});

const rangeKey = (r: BusyRange) => `${r.start.getTime()}/${r.end.getTime()}`;

const statusOf = (err: unknown) =>
  err instanceof gaxios.GaxiosError ? err.response?.status : undefined;

/** The token endpoint's errors are OAuth's `{error, error_description}`, the API's `{error: {message}}`. */
function oauthErrorOf(err: unknown): { error: string; description: string } | undefined {
  if (!(err instanceof gaxios.GaxiosError)) return undefined;
  const data = err.response?.data as { error?: unknown; error_description?: unknown } | undefined;
  if (typeof data?.error !== 'string') return undefined;
  const description = typeof data.error_description === 'string' ? data.error_description : '';
  return { error: data.error, description: description || data.error };
}

/** Google's failures as a person can act on them; anything else (a bug) goes through as it is. */
function calendarError(err: unknown): unknown {
  if (!(err instanceof gaxios.GaxiosError)) return err;
  const res = err.response;
  if (!res) return new CalendarError('Google Calendar could not be reached');
  const oauth = oauthErrorOf(err);
  // invalid_grant: the refresh token was revoked, expired or the password changed. Other token
  // endpoint errors (invalid_client) are Slotmap's configuration, which reconnecting won't fix.
  if (oauth?.error === 'invalid_grant' || (!oauth && res.status === 401)) {
    return new CalendarError(REFUSED, true);
  }
  const apiError = (res.data as { error?: { message?: unknown } } | undefined)?.error;
  const message =
    oauth?.description ??
    (typeof apiError?.message === 'string' ? apiError.message : res.statusText);
  return new CalendarError(`Google Calendar answered ${res.status}: ${message}`);
}

function rethrow(err: unknown): never {
  throw calendarError(err);
}
