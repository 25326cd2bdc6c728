import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Google account that can sign in to the fake. */
export interface GoogleAccount {
  sub: string;
  email: string;
  name: string;
}

export interface GoogleEvent {
  kind: 'calendar#event';
  id: string;
  etag: string;
  status: 'confirmed' | 'tentative' | 'cancelled';
  iCalUID: string;
  summary?: string;
  description?: string;
  location?: string;
  start: { dateTime: string; timeZone?: string };
  end: { dateTime: string; timeZone?: string };
  transparency?: 'opaque' | 'transparent';
  reminders?: { useDefault: boolean };
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  created: string;
  updated: string;
}

interface Grant {
  account: GoogleAccount;
  scopes: string[];
  clientId: string;
}

const EVENTS_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const FREEBUSY_SCOPE = 'https://www.googleapis.com/auth/calendar.freebusy';
const ALL_SCOPES = ['openid', 'email', 'profile', EVENTS_SCOPE, FREEBUSY_SCOPE];

const token = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
/** RFC 3339 as Google writes it, without milliseconds. */
const rfc3339 = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The instant in the event's zone with its offset, as Google answers an event's dateTime. */
function inZone(d: Date, timeZone = 'UTC'): string {
  const offset =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(d)
      .find((p) => p.type === 'timeZoneName')
      ?.value.replace('GMT', '') || '+00:00';
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number);
  const local = new Date(d.getTime() + sign * (h * 60 + (m || 0)) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset === '+00:00' ? 'Z' : offset}`;
}

const validZone = (zone: string | undefined) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

interface Answer {
  status: number;
  json?: unknown;
  location?: string;
}

const ok = (json: unknown): Answer => ({ status: 200, json });
/** The Calendar API's error body (https://developers.google.com/workspace/calendar/api/guides/errors). */
const apiFail = (code: number, message: string, reason: string): Answer => ({
  status: code,
  json: { error: { code, message, errors: [{ domain: 'global', reason, message }] } },
});
/** The OAuth endpoints' error body (RFC 6749 §5.2). */
const oauthFail = (status: number, error: string, description: string): Answer => ({
  status,
  json: { error, error_description: description },
});
const notFound = () => apiFail(404, 'Not Found', 'notFound');

type StoredEvent = GoogleEvent & { calendar: string };
/** An event as the API answers it, without the fake's bookkeeping. */
const resource = ({ calendar: _, ...event }: StoredEvent): GoogleEvent => event;

/** An OpenID Connect id_token: well formed, not signed (the adapter reads it straight from the token endpoint). */
function idToken({ account, scopes, clientId }: Grant): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: 'https://accounts.google.com',
    azp: clientId,
    aud: clientId,
    sub: account.sub,
    ...(scopes.includes('email') ? { email: account.email, email_verified: true } : {}),
    ...(scopes.includes('profile') ? { name: account.name } : {}),
    iat: now,
    exp: now + 3600,
  };
  const header = base64url({ alg: 'RS256', kid: 'fake', typ: 'JWT' });
  return `${header}.${base64url(payload)}.${Buffer.from('fake').toString('base64url')}`;
}

/**
 * A local HTTP server speaking what Slotmap uses of Google: the OAuth 2.0 web-server flow
 * (consent redirect, form-encoded token endpoint with authorization_code and refresh_token
 * grants, revoke) and Calendar API v3 (events insert/update/delete/list, freeBusy), with Bearer
 * access tokens that expire and die with their revoked grant, and Google's JSON error shapes.
 * An account's primary calendar is its email address; events live in `state.events`, keyed
 * `{calendar}/{eventId}`, and stay there when deleted (status 'cancelled'), as Google keeps them.
 */
export async function startFakeGoogle(client: {
  clientId: string;
  clientSecret: string;
  redirectUrl: string;
}) {
  const state = {
    events: new Map<string, StoredEvent>(),
    codes: new Map<string, Grant & { offline: boolean; redirectUri: string }>(),
    refreshTokens: new Map<string, Grant>(),
    accessTokens: new Map<string, { refresh?: string; grant: Grant; expiresAt: number }>(),
    /** Who is signed in at the consent page. */
    signedIn: undefined as GoogleAccount | undefined,
    /** The next Calendar API call answers this status instead (500: Google's backendError). */
    failNext: undefined as number | undefined,
  };

  const tokens = (grant: Grant, refresh: string | undefined, withRefresh: boolean) => {
    const access = token('ya29.fake-');
    state.accessTokens.set(access, { refresh, grant, expiresAt: Date.now() + 3599_000 });
    return ok({
      access_token: access,
      expires_in: 3599,
      ...(withRefresh && refresh ? { refresh_token: refresh } : {}),
      scope: grant.scopes.join(' '),
      token_type: 'Bearer',
      ...(withRefresh && grant.scopes.includes('openid') ? { id_token: idToken(grant) } : {}),
    });
  };

  function consent(q: URLSearchParams): Answer {
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== client.clientId || redirectUri !== client.redirectUrl) {
      return oauthFail(400, 'redirect_uri_mismatch', 'Bad Request');
    }
    if (!state.signedIn) return oauthFail(401, 'access_denied', 'Nobody is signed in');
    const code = token('4/fake-');
    state.codes.set(code, {
      account: state.signedIn,
      scopes: (q.get('scope') ?? '').split(' ').filter(Boolean),
      clientId: client.clientId,
      offline: q.get('access_type') === 'offline',
      redirectUri,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', q.get('state') ?? '');
    return { status: 302, location: back.href };
  }

  function tokenEndpoint(req: IncomingMessage, form: URLSearchParams): Answer {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, secret] = basic
      ? Buffer.from(basic[1], 'base64').toString().split(':')
      : [form.get('client_id'), form.get('client_secret')];
    if (id !== client.clientId || secret !== client.clientSecret) {
      return oauthFail(401, 'invalid_client', 'Unauthorized');
    }
    if (form.get('grant_type') === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = state.codes.get(code);
      // A code is good once, and only with the redirect_uri it was issued for.
      state.codes.delete(code);
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
        return oauthFail(400, 'invalid_grant', 'Bad Request');
      }
      // Google answers a refresh token only when the consent asked for offline access.
      const refresh = grant.offline ? token('1//fake-') : undefined;
      if (refresh) state.refreshTokens.set(refresh, grant);
      return tokens(grant, refresh, true);
    }
    if (form.get('grant_type') === 'refresh_token') {
      const refresh = form.get('refresh_token') ?? '';
      const grant = state.refreshTokens.get(refresh);
      if (!grant) return oauthFail(400, 'invalid_grant', 'Token has been expired or revoked.');
      return tokens(grant, refresh, false);
    }
    return oauthFail(400, 'unsupported_grant_type', 'Invalid grant_type');
  }

  function revoke(revoked: string): Answer {
    // Revoking either token of a grant ends the grant: the refresh token and its access tokens.
    const refresh = state.refreshTokens.has(revoked)
      ? revoked
      : state.accessTokens.get(revoked)?.refresh;
    if (!refresh && !state.accessTokens.has(revoked)) {
      return oauthFail(400, 'invalid_token', 'Token expired or revoked');
    }
    state.accessTokens.delete(revoked);
    if (refresh) {
      state.refreshTokens.delete(refresh);
      for (const [access, t] of state.accessTokens) {
        if (t.refresh === refresh) state.accessTokens.delete(access);
      }
    }
    return ok({});
  }

  function calendarApi(req: IncomingMessage, url: URL, raw: string): Answer {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const access = state.accessTokens.get(bearer);
    if (!access || access.expiresAt <= Date.now()) {
      return apiFail(401, 'Invalid Credentials', 'authError');
    }
    if (state.failNext) {
      const status = state.failNext;
      state.failNext = undefined;
      return apiFail(status, 'Backend Error', 'backendError');
    }
    const { account, scopes } = access.grant;
    const needs = (scope: string) =>
      scopes.includes(scope)
        ? undefined
        : apiFail(
            403,
            'Request had insufficient authentication scopes.',
            'insufficientPermissions',
          );
    const calendarOf = (id: string) =>
      id === 'primary' || id === account.email ? account.email : undefined;
    const path = url.pathname.slice('/calendar/v3/'.length).split('/').map(decodeURIComponent);

    if (req.method === 'POST' && path.join('/') === 'freeBusy') {
      const q = JSON.parse(raw || '{}') as {
        timeMin?: string;
        timeMax?: string;
        items?: { id: string }[];
      };
      if (!q.timeMin || !q.timeMax) return apiFail(400, 'Missing timeMin or timeMax.', 'required');
      const [from, to] = [new Date(q.timeMin), new Date(q.timeMax)];
      const calendars: Record<string, object> = {};
      for (const { id } of q.items ?? []) {
        const calendar = calendarOf(id);
        calendars[id] = calendar
          ? { busy: busyOf(calendar, from, to) }
          : { errors: [{ domain: 'global', reason: 'notFound' }], busy: [] };
      }
      return (
        needs(FREEBUSY_SCOPE) ??
        ok({ kind: 'calendar#freeBusy', timeMin: rfc3339(from), timeMax: rfc3339(to), calendars })
      );
    }
    const calendar = calendarOf(path[1] ?? '');
    if (path[0] !== 'calendars' || path[2] !== 'events' || path.length > 4 || !calendar) {
      return notFound();
    }
    const denied = needs(EVENTS_SCOPE);
    if (denied) return denied;
    const eventId = path[3];
    if (req.method === 'GET' && !eventId) return ok(listEvents(calendar, url.searchParams));
    if (req.method === 'POST' && !eventId) {
      const input = JSON.parse(raw || '{}') as Partial<GoogleEvent>;
      const id = input.id ?? token('').slice(0, 26);
      if (!/^[0-9a-v]{5,1024}$/.test(id))
        return apiFail(400, 'Invalid resource id value.', 'invalid');
      // Google keeps deleted events; their ids stay taken.
      if (state.events.has(`${calendar}/${id}`)) {
        return apiFail(409, 'The requested identifier already exists.', 'duplicate');
      }
      return write(calendar, id, input);
    }
    const existing = state.events.get(`${calendar}/${eventId}`);
    if (!existing) return notFound();
    if (req.method === 'PUT')
      return write(calendar, existing.id, JSON.parse(raw || '{}'), existing);
    if (req.method !== 'DELETE') return notFound();
    if (existing.status === 'cancelled')
      return apiFail(410, 'Resource has been deleted', 'deleted');
    existing.status = 'cancelled';
    existing.updated = new Date().toISOString();
    return { status: 204 };
  }

  /** events.insert and events.update (a full replacement) share Google's checks. */
  function write(calendar: string, id: string, input: Partial<GoogleEvent>, before?: GoogleEvent) {
    const start = new Date(input.start?.dateTime ?? Number.NaN);
    const end = new Date(input.end?.dateTime ?? Number.NaN);
    if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) {
      return apiFail(400, 'Missing time.', 'required');
    }
    if (!validZone(input.start?.timeZone) || !validZone(input.end?.timeZone)) {
      return apiFail(400, 'Invalid time zone definition for start time.', 'invalid');
    }
    if (end < start) return apiFail(400, 'The specified time range is empty.', 'timeRangeEmpty');
    const now = new Date().toISOString();
    const event: StoredEvent = {
      calendar,
      kind: 'calendar#event',
      id,
      etag: `"${Date.now()}"`,
      status: input.status ?? 'confirmed',
      iCalUID: before?.iCalUID ?? input.iCalUID ?? `${id}@google.com`,
      summary: input.summary,
      description: input.description,
      location: input.location,
      start: { dateTime: inZone(start, input.start?.timeZone), timeZone: input.start?.timeZone },
      end: { dateTime: inZone(end, input.end?.timeZone), timeZone: input.end?.timeZone },
      transparency: input.transparency,
      reminders: input.reminders,
      extendedProperties: input.extendedProperties,
      created: before?.created ?? now,
      updated: now,
    };
    state.events.set(`${calendar}/${id}`, event);
    return ok(resource(event));
  }

  const live = (calendar: string, from: Date, to: Date) =>
    [...state.events.values()]
      .filter(
        (e) =>
          e.calendar === calendar &&
          e.status !== 'cancelled' &&
          Date.parse(e.end.dateTime) > from.getTime() &&
          Date.parse(e.start.dateTime) < to.getTime(),
      )
      .sort((a, b) => Date.parse(a.start.dateTime) - Date.parse(b.start.dateTime));

  function listEvents(calendar: string, q: URLSearchParams) {
    const wanted = q.getAll('privateExtendedProperty').map((p) => p.split('='));
    const all = live(
      calendar,
      new Date(q.get('timeMin') ?? 0),
      new Date(q.get('timeMax') ?? 8.64e15),
    ).filter((e) => wanted.every(([k, v]) => e.extendedProperties?.private?.[k] === v));
    const offset = Number(q.get('pageToken') ?? 0);
    const size = Math.min(Number(q.get('maxResults') ?? 250), 2500);
    const next = offset + size < all.length ? String(offset + size) : undefined;
    return {
      kind: 'calendar#events',
      summary: calendar,
      timeZone: 'UTC',
      accessRole: 'owner',
      items: all.slice(offset, offset + size).map(resource),
      ...(next ? { nextPageToken: next } : {}),
    };
  }

  /** Opaque events' times, clipped to the window and merged where they overlap or touch. */
  function busyOf(calendar: string, from: Date, to: Date) {
    const merged: { start: number; end: number }[] = [];
    for (const e of live(calendar, from, to)) {
      if (e.transparency === 'transparent') continue;
      const start = Math.max(Date.parse(e.start.dateTime), from.getTime());
      const end = Math.min(Date.parse(e.end.dateTime), to.getTime());
      const last = merged.at(-1);
      if (last && start <= last.end) last.end = Math.max(last.end, end);
      else merged.push({ start, end });
    }
    return merged.map((r) => ({
      start: rfc3339(new Date(r.start)),
      end: rfc3339(new Date(r.end)),
    }));
  }

  function route(req: IncomingMessage, url: URL, raw: string): Answer {
    if (url.pathname.startsWith('/calendar/v3/')) return calendarApi(req, url, raw);
    const form = new URLSearchParams(raw);
    switch (`${req.method} ${url.pathname}`) {
      case 'GET /auth':
        return consent(url.searchParams);
      case 'POST /token':
        return tokenEndpoint(req, form);
      case 'POST /revoke':
        // The token comes as a query parameter or in a form body; Google takes either.
        return revoke(url.searchParams.get('token') ?? form.get('token') ?? '');
      default:
        return oauthFail(404, 'not_found', url.pathname);
    }
  }

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const answer = route(req, url, await body(req));
    res.writeHead(answer.status, {
      ...(answer.location ? { location: answer.location } : {}),
      ...(answer.json ? { 'content-type': 'application/json; charset=UTF-8' } : {}),
    });
    res.end(answer.json ? JSON.stringify(answer.json) : undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    state,
    /** What GoogleCalendarConfig takes to talk to this server instead of Google. */
    endpoints: { authUrl: `${url}/auth`, tokenUrl: `${url}/token`, apiUrl: `${url}/` },
    /** A code as the consent page would hand it back (offline access, every scope by default). */
    grantCode(account: GoogleAccount, opts: { scopes?: string[]; offline?: boolean } = {}) {
      const code = token('4/fake-');
      state.codes.set(code, {
        account,
        scopes: opts.scopes ?? ALL_SCOPES,
        clientId: client.clientId,
        offline: opts.offline ?? true,
        redirectUri: client.redirectUrl,
      });
      return code;
    },
    /** Someone's own meeting in their calendar (not Slotmap's). */
    addForeignEvent(email: string, start: Date, end: Date, summary = 'Dentist') {
      const times = {
        start: { dateTime: start.toISOString() },
        end: { dateTime: end.toISOString() },
      };
      return write(email, token('').slice(0, 26), { summary, ...times });
    },
    /** The calendar's events that are not deleted, as Google would answer them. */
    eventsOf(email: string) {
      return [...state.events.values()]
        .filter((e) => e.calendar === email && e.status !== 'cancelled')
        .map(resource);
    },
    /** Every access token issued so far stops working, as an hour later. */
    expireAccessTokens() {
      for (const t of state.accessTokens.values()) t.expiresAt = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
