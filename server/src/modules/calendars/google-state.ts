import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { MSG_GOOGLE_STATE } from '@slotmap/domain/calendars';
import { badRequest } from '../../http/errors.ts';

/**
 * The `state` of a Google sign-in: who started it, for which calendar, whether to replace one,
 * until when, and its PKCE verifier; signed, so the callback cannot be pointed at someone else's
 * business. The verifier is sealed (SecretBox) as well: the state travels through the browser and
 * Google in the clear, and a verifier read there alongside the code would undo PKCE.
 */
export interface GoogleState {
  user: string;
  company: string | null;
  replace: boolean;
  /** The PKCE code verifier, sealed. */
  verifier: string;
  expires: number;
}

const TEN_MINUTES = 10 * 60_000;

const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'slotmap', 'google oauth state v1', 32));

export function signState(secret: string, s: Omit<GoogleState, 'expires'>, now: Date): string {
  const body = Buffer.from(JSON.stringify({ ...s, expires: now.getTime() + TEN_MINUTES })).toString(
    'base64url',
  );
  const mac = createHmac('sha256', keyOf(secret)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

/** The state if it is ours, unexpired and started by `userId`; 400 otherwise. */
export function readState(secret: string, state: string, userId: string, now: Date): GoogleState {
  const [body, mac] = state.split('.');
  if (!body || !mac) throw badRequest(MSG_GOOGLE_STATE);
  const expected = createHmac('sha256', keyOf(secret)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw badRequest(MSG_GOOGLE_STATE);
  const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as GoogleState;
  if (
    parsed.user !== userId ||
    parsed.expires < now.getTime() ||
    typeof parsed.verifier !== 'string'
  )
    throw badRequest(MSG_GOOGLE_STATE);
  return parsed;
}
