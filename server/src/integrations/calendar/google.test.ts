import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GoogleAccount, startFakeGoogle } from '../../test/fake-google.ts';
import {
  exchangeGoogleCode,
  GOOGLE_SCOPES,
  type GoogleCalendarConfig,
  googleCalendarClient,
  googleConsentUrl,
  revokeGoogleToken,
} from './google.ts';
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

  const connect = async (account = person()) => {
    const { refreshToken } = await exchangeGoogleCode(cfg, fake.grantCode(account));
    return {
      account,
      refreshToken,
      calendar: googleCalendarClient(cfg, { refreshToken, calendarId: 'primary' }),
    };
  };

  it('sends the browser to Google’s consent page asking for offline access', () => {
    const url = new URL(googleConsentUrl(CLIENT, 'opaque-state'));
    expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: CLIENT.clientId,
      redirect_uri: CLIENT.redirectUrl,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      state: 'opaque-state',
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
    const consent = await fetch(googleConsentUrl(cfg, 'state-1'), { redirect: 'manual' });
    expect(consent.status).toBe(302);
    const back = new URL(consent.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.redirectUrl);
    expect(back.searchParams.get('state')).toBe('state-1');

    const code = back.searchParams.get('code') ?? '';
    const connected = await exchangeGoogleCode(cfg, code);
    expect(connected.account).toEqual({ name: ana.name, email: ana.email });
    expect(fake.state.refreshTokens.get(connected.refreshToken)?.account).toEqual(ana);
    // A code is good once.
    await expect(exchangeGoogleCode(cfg, code)).rejects.toThrow(CalendarError);
  });

  it('refuses a bad code with Google’s reason', async () => {
    const err = await failure(exchangeGoogleCode(cfg, '4/not-a-code'));
    expect(err).toBeInstanceOf(CalendarError);
    expect((err as CalendarError).message).toMatch(/Bad Request/);
    expect((err as CalendarError).unauthorized).toBe(false);
  });

  it('refuses a consent without offline access or without the calendar permissions', async () => {
    await expect(
      exchangeGoogleCode(cfg, fake.grantCode(person(), { offline: false })),
    ).rejects.toThrow('Google did not grant offline access; try again');
    const noEvents = GOOGLE_SCOPES.filter((s) => !s.endsWith('calendar.events'));
    await expect(
      exchangeGoogleCode(cfg, fake.grantCode(person(), { scopes: noEvents })),
    ).rejects.toThrow(/did not grant access to the calendar/);
  });

  it('puts a booking’s event with its times, zone and details, named after the booking', async () => {
    const { account, calendar } = await connect();
    const ref = await calendar.putEvent(booking());
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
