import { gaxios } from 'google-auth-library';
import { CalendarError } from './provider.ts';

export const MSG_GOOGLE_REFUSED = 'Google refused the calendar’s sign-in; connect it again';
const MSG_SLOW_DOWN = 'Google Calendar asked Slotmap to slow down; it will try again later';

/**
 * Google's "slow down" answers: 429, and 403 with these reasons in the Calendar API's error list
 * (https://developers.google.com/workspace/calendar/api/guides/errors). They are retried with a
 * back-off, never taken for a refused sign-in.
 */
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded']);

export const statusOf = (err: unknown) =>
  err instanceof gaxios.GaxiosError ? err.response?.status : undefined;

/** The token endpoint's errors are OAuth's `{error, error_description}`, the API's `{error: {message}}`. */
export function oauthErrorOf(err: unknown): { error: string; description: string } | undefined {
  if (!(err instanceof gaxios.GaxiosError)) return undefined;
  const data = err.response?.data as { error?: unknown; error_description?: unknown } | undefined;
  if (typeof data?.error !== 'string') return undefined;
  const description = typeof data.error_description === 'string' ? data.error_description : '';
  return { error: data.error, description: description || data.error };
}

interface ApiError {
  message?: unknown;
  errors?: { reason?: unknown }[];
}

/** Google's failures as a person can act on them; anything else (a bug) goes through as it is. */
export function calendarError(err: unknown): unknown {
  if (!(err instanceof gaxios.GaxiosError)) return err;
  const res = err.response;
  if (!res) return new CalendarError('Google Calendar could not be reached');
  const oauth = oauthErrorOf(err);
  // invalid_grant: the refresh token was revoked, expired or the password changed. Other token
  // endpoint errors (invalid_client) are Slotmap's configuration, which reconnecting won't fix.
  if (oauth?.error === 'invalid_grant' || (!oauth && res.status === 401)) {
    return new CalendarError(MSG_GOOGLE_REFUSED, true);
  }
  const apiError = (res.data as { error?: ApiError } | undefined)?.error;
  const reasons = (apiError?.errors ?? []).map((e) => e.reason);
  if (
    res.status === 429 ||
    (res.status === 403 && reasons.some((r) => RATE_LIMIT_REASONS.has(r as string)))
  ) {
    return new CalendarError(MSG_SLOW_DOWN, false, true);
  }
  const message =
    oauth?.description ??
    (typeof apiError?.message === 'string' ? apiError.message : res.statusText);
  return new CalendarError(`Google Calendar answered ${res.status}: ${message}`);
}

export function rethrow(err: unknown): never {
  throw calendarError(err);
}
