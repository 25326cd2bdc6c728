import { createHash, randomBytes } from 'node:crypto';

/**
 * What the local Google (fake-google.ts) answers with: its accounts, events and grants, Google's
 * error bodies and limits, and the small helpers its endpoints share.
 */
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
  sequence?: number;
  reminders?: { useDefault: boolean };
  extendedProperties?: { private?: Record<string, string>; shared?: Record<string, string> };
  created: string;
  updated: string;
}

export interface Grant {
  account: GoogleAccount;
  scopes: string[];
  clientId: string;
}

/** A consent's code: who granted what, and the PKCE challenge it was asked with. */
export type CodeGrant = Grant & {
  offline: boolean;
  redirectUri: string;
  challenge?: { value: string; method: string };
};

/** A Calendar API failure the next call answers with (default 500 backendError). */
export interface InjectedFailure {
  status: number;
  reason: string;
  message: string;
  domain?: string;
  /** Calls that answer it before the API works again (default 1). */
  times?: number;
}

/** What Google answers past its per-user quota (403) or its rate of requests (429). */
export const RATE_LIMITED: Record<'userRateLimitExceeded' | 'tooMany', InjectedFailure> = {
  userRateLimitExceeded: {
    status: 403,
    reason: 'userRateLimitExceeded',
    message: 'User Rate Limit Exceeded',
    domain: 'usageLimits',
  },
  tooMany: {
    status: 429,
    reason: 'rateLimitExceeded',
    message: 'Rate Limit Exceeded',
    domain: 'usageLimits',
  },
};

/** freeBusy refuses longer ranges (the Calendar API answers 400 timeRangeTooLong). */
export const FREEBUSY_MAX_MS = 90 * 86_400_000;

/** RFC 7636: S256 is BASE64URL(SHA256(verifier)); plain is the verifier itself. */
export const challengeOf = (verifier: string, method: string) =>
  method === 'S256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;

export const EVENTS_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
export const FREEBUSY_SCOPE = 'https://www.googleapis.com/auth/calendar.freebusy';
export const ALL_SCOPES = ['openid', 'email', 'profile', EVENTS_SCOPE, FREEBUSY_SCOPE];

export const token = (prefix: string) => `${prefix}${randomBytes(16).toString('hex')}`;
export const base64url = (json: object) => Buffer.from(JSON.stringify(json)).toString('base64url');
/** RFC 3339 as Google writes it, without milliseconds. */
export const rfc3339 = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The instant in the event's zone with its offset, as Google answers an event's dateTime. */
export function inZone(d: Date, timeZone = 'UTC'): string {
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

export const validZone = (zone: string | undefined) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export interface Answer {
  status: number;
  json?: unknown;
  location?: string;
}

export const ok = (json: unknown): Answer => ({ status: 200, json });
/** The Calendar API's error body (https://developers.google.com/workspace/calendar/api/guides/errors). */
export const apiFail = (
  code: number,
  message: string,
  reason: string,
  domain = 'global',
): Answer => ({
  status: code,
  json: { error: { code, message, errors: [{ domain, reason, message }] } },
});
/** The OAuth endpoints' error body (RFC 6749 §5.2). */
export const oauthFail = (status: number, error: string, description: string): Answer => ({
  status,
  json: { error, error_description: description },
});
export const notFound = () => apiFail(404, 'Not Found', 'notFound');

export type StoredEvent = GoogleEvent & { calendar: string };
/** An event as the API answers it, without the fake's bookkeeping. */
export const resource = ({ calendar: _, ...event }: StoredEvent): GoogleEvent => event;

/** An OpenID Connect id_token: well formed, not signed (the adapter reads it straight from the token endpoint). */
export function idToken({ account, scopes, clientId }: Grant): string {
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
