import { expect } from 'vitest';
import { type BookingWorld, bookingWorld } from './booking-world.ts';
import { startFakeGoogle } from './fake-google.ts';
import type { GoogleAccount } from './fake-google-answers.ts';
import { runOutbox } from './inbox.ts';
import { partsFilledBeforeAll } from './suite.ts';

export const GOOGLE_CLIENT = {
  clientId: 'slotmap-test.apps.googleusercontent.com',
  clientSecret: 'test-secret',
  redirectUrl: 'http://localhost:3000/calendar/google/callback',
};

export type FakeGoogle = Awaited<ReturnType<typeof startFakeGoogle>>;

/** The booking world with Google Calendar set up against the local Google. */
export interface GoogleWorld {
  w: BookingWorld;
  google: FakeGoogle;
}

/** Our start call, Google's consent page as `account`, back with a code and the state. */
export async function consentAtGoogle(
  { w, google }: GoogleWorld,
  body: Record<string, unknown>,
  token: string,
  account: GoogleAccount,
) {
  const started = await w.t.call('POST', '/api/calendar/google/start', body, token);
  expect(started.statusCode, started.body).toBe(200);
  google.state.signedIn = account;
  const page = await fetch(started.json().url, { redirect: 'manual' });
  const back = new URL(page.headers.get('location') ?? '');
  return {
    url: new URL(started.json().url),
    back,
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}

/** Connects `account`'s Google calendar for the caller, or for their business `company`. */
export async function connectGoogle(
  g: GoogleWorld,
  token: string,
  account: GoogleAccount,
  company?: string,
) {
  const body = { ...(company ? { company } : {}), replace: true };
  const { code, state } = await consentAtGoogle(g, body, token, account);
  const res = await g.w.t.call('POST', '/api/auth/gtoken', { code, state }, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().connection as { _id: string };
}

/**
 * The booking world with Google Calendar set up against the local Google, and the steps the
 * Google tests share: the browser's consent trip, connecting, and delivering the outbox.
 */
export async function googleWorld() {
  const google = await startFakeGoogle(GOOGLE_CLIENT);
  const w: BookingWorld = await bookingWorld({
    google: { ...GOOGLE_CLIENT, ...google.endpoints },
  });
  const world: GoogleWorld = { w, google };
  return {
    w,
    google,
    consent: (body: Record<string, unknown>, token: string, account: GoogleAccount) =>
      consentAtGoogle(world, body, token, account),
    connect: (token: string, account: GoogleAccount, company?: string) =>
      connectGoogle(world, token, account, company),
    /** Every job due, a few rounds (jobs that queue jobs). */
    deliver: () => runOutbox(w.t, 3),
    /** How many of `account`'s grants Google still honours. */
    grantsOf: (account: GoogleAccount) =>
      [...google.state.refreshTokens.values()].filter((g) => g.account.email === account.email)
        .length,
    close: async () => {
      await w.t.close();
      await google.close();
    },
  };
}

/** The Google world for a describe block: `const { w, google } = suiteGoogleWorld()`. */
export const suiteGoogleWorld = () =>
  partsFilledBeforeAll(['w', 'google'], googleWorld, (made) => made.close());
