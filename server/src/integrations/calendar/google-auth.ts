import { createHash } from 'node:crypto';
import { CodeChallengeMethod, OAuth2Client } from 'google-auth-library';
import { decodeJwt } from 'jose';
import { calendarError, oauthErrorOf, rethrow } from './google-errors.ts';
import { type CalendarAccount, CalendarError } from './provider.ts';

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

export const EVENTS_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
export const FREEBUSY_SCOPE = 'https://www.googleapis.com/auth/calendar.freebusy';

/**
 * The least Slotmap needs: who connected (the id_token's name and email), writing events, and
 * reading busy times. `calendar.events` covers insert, update, delete and list;
 * `calendar.freebusy` is the narrowest scope freeBusy.query accepts, so no event's details are
 * read.
 */
export const GOOGLE_SCOPES = ['openid', 'email', 'profile', EVENTS_SCOPE, FREEBUSY_SCOPE];

export function oauthClient(cfg: GoogleCalendarConfig): OAuth2Client {
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

/**
 * A PKCE pair (RFC 7636, S256): the challenge goes to the consent page, the verifier stays on the
 * server (sealed in the signed state) until the code is exchanged, so a code that leaks on its
 * way back through the browser is worth nothing on its own.
 */
export async function newPkce(): Promise<{ verifier: string; challenge: string }> {
  const { codeVerifier, codeChallenge } = await new OAuth2Client().generateCodeVerifierAsync();
  return { verifier: codeVerifier, challenge: codeChallenge ?? '' };
}

/** The consent page URL: offline access, prompt=consent (so a refresh token always comes back), the given opaque state. */
export function googleConsentUrl(
  cfg: GoogleCalendarConfig,
  state: string,
  codeChallenge: string,
): string {
  return oauthClient(cfg).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: GOOGLE_SCOPES,
    state,
    code_challenge: codeChallenge,
    code_challenge_method: CodeChallengeMethod.S256,
  });
}

/**
 * Exchanges the code Google sent back (with the PKCE verifier of its consent) for a refresh token
 * and the account it belongs to. The id_token is read without checking its signature: it came
 * straight from Google's token endpoint over TLS, which OpenID Connect Core §3.1.3.7 accepts in
 * place of the signature.
 */
export async function exchangeGoogleCode(
  cfg: GoogleCalendarConfig,
  code: string,
  codeVerifier: string,
): Promise<{ refreshToken: string; account: CalendarAccount }> {
  const { tokens } = await oauthClient(cfg)
    .getToken({ code, codeVerifier })
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

/**
 * Revokes the grant at Google. A token Google no longer knows (revoked by the person, expired)
 * is what was wanted; any other failure throws so the outbox tries again.
 */
export async function revokeGoogleToken(
  cfg: GoogleCalendarConfig,
  refreshToken: string,
): Promise<void> {
  await oauthClient(cfg)
    .revokeToken(refreshToken)
    .catch((err: unknown) => {
      if (oauthErrorOf(err)?.error === 'invalid_token') return;
      rethrow(err);
    });
}

/**
 * One OAuth2Client per connection and refresh token, kept between reads: google-auth-library
 * keeps the access token it got and refreshes it only near its expiry (an hour), instead of once
 * per read. Bounded, least recently used first out; a new refresh token is a new key.
 */
export class GoogleAuthCache {
  private readonly clients = new Map<string, OAuth2Client>();

  constructor(private readonly max = 1_000) {}

  get size(): number {
    return this.clients.size;
  }

  clientFor(cfg: GoogleCalendarConfig, connectionId: string, refreshToken: string): OAuth2Client {
    const key = `${connectionId}:${createHash('sha256').update(refreshToken).digest('hex')}`;
    const found = this.clients.get(key);
    if (found) {
      this.clients.delete(key);
      this.clients.set(key, found);
      return found;
    }
    const client = oauthClient(cfg);
    client.setCredentials({ refresh_token: refreshToken });
    this.clients.set(key, client);
    if (this.clients.size > this.max) {
      const oldest = this.clients.keys().next().value;
      if (oldest !== undefined) this.clients.delete(oldest);
    }
    return client;
  }
}
