import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGoogle } from '../../test/fake-google.ts';
import { type GoogleAccount, RATE_LIMITED } from '../../test/fake-google-answers.ts';
import { googleCalendarClient } from './google.ts';
import {
  exchangeGoogleCode,
  GOOGLE_SCOPES,
  GoogleAuthCache,
  type GoogleCalendarConfig,
  googleConsentUrl,
  newPkce,
  revokeGoogleToken,
} from './google-auth.ts';
import { type CalendarEvent, CalendarError, ownUid } from './provider.ts';

const CLIENT = {
  clientId: 'slotmap-test.apps.googleusercontent.com',
  clientSecret: 'GOCSPX-slotmap-test',
  redirectUrl: 'https://slotmap.test/calendar/google/callback',
};

let people = 0;
/** Each test its own Google account, so its calendar starts empty. */
const person = (): GoogleAccount => {
  people += 1;
  return { sub: `10${people}`, email: `person${people}@example.com`, name: `Person ${people}` };
};

const BOOKING = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';
const at = (hhmm: string) => new Date(`2026-03-02T${hhmm}:00Z`);
const booking = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: ownUid(BOOKING),
  summary: 'Haircut with Ana',
  description: 'Booked on Slotmap',
  location: 'Rua Augusta 12, São Paulo',
  start: at('10:00'),
  end: at('11:00'),
  timeZone: 'America/Sao_Paulo',
  sequence: 0,
  ...overrides,
});

/** What a promise rejected with; fails the test when it resolved. */
const failure = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error('expected a failure');
    },
    (err: unknown) => err,
  );

describe('the Google Calendar adapter, against a local server speaking Google’s APIs', () => {
  let fake: Awaited<ReturnType<typeof startFakeGoogle>>;
  let cfg: GoogleCalendarConfig;
  beforeAll(async () => {
    fake = await startFakeGoogle(CLIENT);
    cfg = { ...CLIENT, ...fake.endpoints };
  });
  afterAll(() => fake.close());

  /** A consent with PKCE, exchanged as the server does. */
  const exchange = async (
    account: GoogleAccount,
    opts: { offline?: boolean; scopes?: string[] } = {},
  ) => {
    const { verifier, challenge } = await newPkce();
    return exchangeGoogleCode(
      cfg,
      fake.grantCode(account, { ...opts, codeChallenge: challenge }),
      verifier,
    );
  };

  const connect = async (account = person()) => {
    const { refreshToken } = await exchange(account);
    return {
      account,
      refreshToken,
      calendar: googleCalendarClient(cfg, { refreshToken, calendarId: 'primary' }),
    };
  };

  it('sends the browser to Google’s consent page asking for offline access, with PKCE', async () => {
    const { challenge, verifier } = await newPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9._~-]{43,128}$/);
    const url = new URL(googleConsentUrl(CLIENT, 'opaque-state', challenge));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUrl,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      state: 'opaque-state',
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('scope')?.split(' ')).toEqual(GOOGLE_SCOPES);
    expect(GOOGLE_SCOPES).toEqual(
      expect.arrayContaining([
        'https://www.googleapis.com/auth/calendar.events',
        'https://www.googleapis.com/auth/calendar.freebusy',
      ]),
    );
  });

  it('connects the account that consents: the code gives a refresh token and who it is', async () => {
    const ana = person();
    fake.state.signedIn = ana;
    const { verifier, challenge } = await newPkce();
    const consent = await fetch(googleConsentUrl(cfg, 'state-1', challenge), {
      redirect: 'manual',
    });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.redirectUrl);
    expect(back.searchParams.get('state')).toBe('state-1');

    const code = back.searchParams.get('code') ?? '';
    const connected = await exchangeGoogleCode(cfg, code, verifier);
    expect(connected.account).toEqual({ name: ana.name, email: ana.email });
    expect(fake.state.refreshTokens.get(connected.refreshToken)?.account).toEqual(ana);
    // A code is good once.
    await expect(exchangeGoogleCode(cfg, code, verifier)).rejects.toThrow(CalendarError);
  });

  it('refuses a code without the verifier of its consent, as Google does', async () => {
    const { challenge } = await newPkce();
    const other = await newPkce();
    const wrong = await failure(
      exchangeGoogleCode(
        cfg,
        fake.grantCode(person(), { codeChallenge: challenge }),
        other.verifier,
      ),
    );
    expect(wrong).toMatchObject({
      message: 'Google refused the sign-in: Invalid code verifier.; try again',
      unauthorized: false,
    });
    const missing = await failure(
      exchangeGoogleCode(cfg, fake.grantCode(person(), { codeChallenge: challenge }), ''),
    );
    expect(missing).toMatchObject({ message: /Missing code verifier/ });
  });

  it('refuses a bad code with Google’s reason', async () => {
    const err = await failure(exchangeGoogleCode(cfg, '4/not-a-code', (await newPkce()).verifier));
    expect(err).toBeInstanceOf(CalendarError);
    expect((err as CalendarError).message).toMatch(/Bad Request/);
    expect((err as CalendarError).unauthorized).toBe(false);
  });

  it('refuses a consent without offline access or without the calendar permissions', async () => {
    await expect(exchange(person(), { offline: false })).rejects.toThrow(
      'Google did not grant offline access; try again',
    );
    const noEvents = GOOGLE_SCOPES.filter((s) => !s.endsWith('calendar.events'));
    await expect(exchange(person(), { scopes: noEvents })).rejects.toThrow(
      /did not grant access to the calendar/,
    );
  });

  it('puts a booking’s event with its times, zone and details, named after the booking', async () => {
    const { account, calendar } = await connect();
    const ref = await calendar.putEvent(booking({ sequence: 3 }));
    expect(ref).toBe(BOOKING.replaceAll('-', ''));
    const [event] = fake.eventsOf(account.email);
    expect(event).toMatchObject({
      id: ref,
      status: 'confirmed',
      summary: 'Haircut with Ana',
      description: 'Booked on Slotmap',
      location: 'Rua Augusta 12, São Paulo',
      start: { timeZone: 'America/Sao_Paulo' },
      end: { timeZone: 'America/Sao_Paulo' },
      reminders: { useDefault: true },
      sequence: 3,
    });
    expect(new Date(event.start.dateTime)).toEqual(at('10:00'));
    expect(new Date(event.end.dateTime)).toEqual(at('11:00'));
  });

  it('replaces the event when the same booking is put again, even after it was deleted', async () => {
    const { account, calendar } = await connect();
    const ref = await calendar.putEvent(booking());
    expect(await calendar.putEvent(booking({ start: at('12:00'), end: at('13:30') }))).toBe(ref);
    expect(fake.eventsOf(account.email)).toHaveLength(1);
    expect(new Date(fake.eventsOf(account.email)[0].start.dateTime)).toEqual(at('12:00'));

    await calendar.deleteEvent(ref);
    expect(fake.eventsOf(account.email)).toHaveLength(0);
    expect(await calendar.putEvent(booking())).toBe(ref);
    expect(fake.eventsOf(account.email)).toMatchObject([{ id: ref, status: 'confirmed' }]);
  });

  it('deletes an event, and one already gone is not an error', async () => {
    const { account, calendar } = await connect();
    const ref = await calendar.putEvent(booking());
    await calendar.deleteEvent(ref);
    expect(fake.eventsOf(account.email)).toEqual([]);
    await expect(calendar.deleteEvent(ref)).resolves.toBeUndefined();
    await expect(calendar.deleteEvent('neverthere123')).resolves.toBeUndefined();
  });

  it('reads someone’s own meetings as busy and leaves out Slotmap’s events', async () => {
    const { account, calendar } = await connect();
    await calendar.putEvent(booking({ start: at('10:00'), end: at('11:00') }));
    fake.addForeignEvent(account.email, at('13:00'), at('14:00'));
    // Starts before the window: answered from the window's start.
    fake.addForeignEvent(account.email, at('07:00'), at('09:30'));
    expect(await calendar.busy(at('09:00'), at('18:00'))).toEqual([
      { start: at('09:00'), end: at('09:30') },
      { start: at('13:00'), end: at('14:00') },
    ]);
    // A window that starts inside Slotmap's event still leaves it out.
    expect(await calendar.busy(at('10:30'), at('18:00'))).toEqual([
      { start: at('13:00'), end: at('14:00') },
    ]);
  });

  it('keeps a busy range where a meeting runs into Slotmap’s event whole', async () => {
    const { account, calendar } = await connect();
    await calendar.putEvent(booking({ start: at('10:00'), end: at('11:00') }));
    fake.addForeignEvent(account.email, at('10:30'), at('11:30'));
    expect(await calendar.busy(at('09:00'), at('18:00'))).toEqual([
      { start: at('10:00'), end: at('11:30') },
    ]);
  });

  it('reads busy times over more than 90 days in parts, as freeBusy allows no more', async () => {
    const { account, refreshToken, calendar } = await connect();
    const from = new Date('2026-03-01T00:00:00Z');
    const to = new Date(from.getTime() + 94 * 86_400_000);
    // Google's own answer to the whole range at once.
    const auth = await fetch(cfg.tokenUrl ?? '', {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
      }),
    }).then((r) => r.json() as Promise<{ access_token: string }>);
    const whole = await fetch(`${cfg.apiUrl}calendar/v3/freeBusy`, {
      method: 'POST',
      headers: { authorization: `Bearer ${auth.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ timeMin: from, timeMax: to, items: [{ id: 'primary' }] }),
    });
    expect(whole.status).toBe(400);
    const refused = (await whole.json()) as { error: { errors: { reason: string }[] } };
    expect(refused.error.errors[0]).toMatchObject({ reason: 'timeRangeTooLong' });

    const early = [new Date('2026-03-02T10:00:00Z'), new Date('2026-03-02T11:00:00Z')];
    // Across the 90-day boundary, and after it.
    const across = [new Date('2026-05-29T23:00:00Z'), new Date('2026-05-30T01:00:00Z')];
    const late = [new Date('2026-06-01T09:00:00Z'), new Date('2026-06-01T10:00:00Z')];
    for (const [s, e] of [early, across, late]) fake.addForeignEvent(account.email, s, e);
    expect(await calendar.busy(from, to)).toEqual(
      [early, across, late].map(([start, end]) => ({ start, end })),
    );
  });

  it('keeps one access token per connection between reads, and a new refresh token is new', async () => {
    const { refreshToken } = await connect();
    const cache = new GoogleAuthCache(2);
    const read = () =>
      googleCalendarClient(
        cfg,
        { refreshToken, calendarId: 'primary', connectionId: 'c1' },
        cache,
      ).busy(at('09:00'), at('18:00'));
    const before = fake.state.refreshes;
    await read();
    await read();
    await read();
    expect(fake.state.refreshes - before).toBe(1);
    // Without the cache every client refreshes.
    await googleCalendarClient(cfg, { refreshToken, calendarId: 'primary' }).busy(
      at('09:00'),
      at('18:00'),
    );
    expect(fake.state.refreshes - before).toBe(2);
    // The least recently used goes first once the cache is full.
    for (const id of ['c2', 'c3']) cache.clientFor(cfg, id, refreshToken);
    expect(cache.size).toBe(2);
    await read();
    expect(fake.state.refreshes - before).toBe(3);
  });

  it('takes Google’s rate limits for a reason to wait, not to connect again', async () => {
    const { calendar } = await connect();
    for (const limit of [RATE_LIMITED.userRateLimitExceeded, RATE_LIMITED.tooMany]) {
      // More than gaxios's own retries of a 429 within one call.
      fake.state.failNext = { ...limit, times: 10 };
      const err = await failure(calendar.putEvent(booking()));
      expect(err).toBeInstanceOf(CalendarError);
      expect(err).toMatchObject({ rateLimited: true, unauthorized: false });
    }
    fake.state.failNext = undefined;
  });

  it('gets a new access token when Google no longer takes the old one', async () => {
    const { account, calendar } = await connect();
    const ref = await calendar.putEvent(booking());
    fake.expireAccessTokens();
    await calendar.deleteEvent(ref);
    expect(fake.eventsOf(account.email)).toEqual([]);
  });

  it('asks to connect again once the refresh token is revoked', async () => {
    const { refreshToken, calendar } = await connect();
    await calendar.putEvent(booking());
    await revokeGoogleToken(cfg, refreshToken);
    expect(fake.state.refreshTokens.has(refreshToken)).toBe(false);
    // Revoked already: nothing left to do, and not an error to retry.
    await expect(revokeGoogleToken(cfg, refreshToken)).resolves.toBeUndefined();
    const err = await failure(calendar.busy(at('09:00'), at('18:00')));
    expect(err).toBeInstanceOf(CalendarError);
    expect(err).toMatchObject({
      unauthorized: true,
      message: 'Google refused the calendar’s sign-in; connect it again',
    });
    const stranger = googleCalendarClient(cfg, {
      refreshToken: '1//unknown',
      calendarId: 'primary',
    });
    expect(await failure(stranger.deleteEvent('abcdef'))).toMatchObject({ unauthorized: true });
  });

  it('reports Google’s failure as a calendar error to retry, not to reconnect', async () => {
    const { calendar } = await connect();
    fake.state.failNext = 500;
    const err = await failure(calendar.putEvent(booking()));
    expect(err).toBeInstanceOf(CalendarError);
    expect(err).toMatchObject({
      unauthorized: false,
      message: 'Google Calendar answered 500: Backend Error',
    });
  });

  it('reports a calendar it cannot reach', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const { refreshToken } = await connect();
    const away = googleCalendarClient(
      { ...cfg, apiUrl: `http://127.0.0.1:${port}/` },
      { refreshToken, calendarId: 'primary' },
    );
    const err = await failure(away.putEvent(booking()));
    expect(err).toBeInstanceOf(CalendarError);
    expect(err).toMatchObject({
      message: 'Google Calendar could not be reached',
      unauthorized: false,
    });
  });
});
