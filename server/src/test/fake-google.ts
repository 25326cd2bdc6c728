import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import {
  ALL_SCOPES,
  type Answer,
  type CodeGrant,
  EVENTS_SCOPE,
  FREEBUSY_MAX_MS,
  FREEBUSY_SCOPE,
  type GoogleAccount,
  type GoogleEvent,
  type Grant,
  type InjectedFailure,
  type StoredEvent,
  apiFail,
  challengeOf,
  idToken,
  inZone,
  notFound,
  oauthFail,
  ok,
  resource,
  rfc3339,
  token,
  validZone,
} from './fake-google-answers.ts';

/**
 * A local HTTP server speaking what Slotmap uses of Google: the OAuth 2.0 web-server flow
 * (consent redirect with PKCE, form-encoded token endpoint with authorization_code and
 * refresh_token grants, revoke) and Calendar API v3 (events insert/update/delete/list, freeBusy of at most 90 days), with Bearer
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
    codes: new Map<string, CodeGrant>(),
    refreshTokens: new Map<string, Grant>(),
    accessTokens: new Map<string, { refresh?: string; grant: Grant; expiresAt: number }>(),
    /** Who is signed in at the consent page. */
    signedIn: undefined as GoogleAccount | undefined,
    /** The next Calendar API call answers this instead (a number: that status, backendError). */
    failNext: undefined as number | InjectedFailure | undefined,
    /** refresh_token grants answered: each is a new access token. */
    refreshes: 0,
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
    const challenge = q.get('code_challenge');
    const method = q.get('code_challenge_method') ?? 'plain';
    if (challenge && method !== 'S256' && method !== 'plain') {
      return oauthFail(400, 'invalid_request', 'Invalid code_challenge_method');
    }
    state.codes.set(code, {
      account: state.signedIn,
      scopes: (q.get('scope') ?? '').split(' ').filter(Boolean),
      clientId: client.clientId,
      offline: q.get('access_type') === 'offline',
      redirectUri,
      ...(challenge ? { challenge: { value: challenge, method } } : {}),
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
      // PKCE as Google checks it: a consent asked with a challenge needs its verifier.
      const verifier = form.get('code_verifier');
      if (grant.challenge && !verifier) {
        return oauthFail(400, 'invalid_grant', 'Missing code verifier.');
      }
      if (
        grant.challenge &&
        challengeOf(verifier ?? '', grant.challenge.method) !== grant.challenge.value
      ) {
        return oauthFail(400, 'invalid_grant', 'Invalid code verifier.');
      }
      if (!grant.challenge && verifier) {
        return oauthFail(400, 'invalid_grant', 'code_verifier or verifier is not needed.');
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
      state.refreshes += 1;
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
      const failure = state.failNext;
      const left = typeof failure === 'number' ? 0 : (failure.times ?? 1) - 1;
      state.failNext =
        left > 0 && typeof failure !== 'number' ? { ...failure, times: left } : undefined;
      return typeof failure === 'number'
        ? apiFail(failure, 'Backend Error', 'backendError')
        : apiFail(failure.status, failure.message, failure.reason, failure.domain);
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
      if (to.getTime() - from.getTime() > FREEBUSY_MAX_MS) {
        return apiFail(
          400,
          'The requested time range is too long.',
          'timeRangeTooLong',
          'calendar',
        );
      }
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
      sequence: input.sequence,
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
    const answer = route(req, url, await text(req));
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
    /**
     * A code as the consent page would hand it back (offline access, every scope by default),
     * for the S256 challenge given.
     */
    grantCode(
      account: GoogleAccount,
      opts: { scopes?: string[]; offline?: boolean; codeChallenge?: string } = {},
    ) {
      const code = token('4/fake-');
      state.codes.set(code, {
        account,
        scopes: opts.scopes ?? ALL_SCOPES,
        clientId: client.clientId,
        offline: opts.offline ?? true,
        redirectUri: client.redirectUrl,
        ...(opts.codeChallenge ? { challenge: { value: opts.codeChallenge, method: 'S256' } } : {}),
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
