import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada, harbourClinic } from '../../../test/fixtures.ts';
import { stubApi } from '../../../test/render.tsx';
import { BOOKING_ID, booking, COMPANY_ID } from '../../../test/booking-fixtures.ts';
import { BookingPage } from './booking-page.tsx';

/* What the tests of this screen share: the clock, the routes, the stubbed API. */

export const path = `/bookings/${BOOKING_ID}`;
/** A page the tests land on, named as the tests look for it (not words of the app). */
const landedOn = (name: string) => <p>{name}</p>;

export const routes = [
  { path: '/bookings/:id', element: <BookingPage /> },
  { path: '/dashboard', element: landedOn('Dashboard') },
  { path: '/messages', element: landedOn('Notifications') },
  { path: '/previous', element: landedOn('Previous page') },
];

export type Answers = Parameters<typeof stubApi>[0];

/** Ada signed in; uploads (multipart, not JSON) answer with the address of the stored image. */
export function signedIn(answers: Answers, user = ada) {
  const api = stubApi({ 'GET /auth': { body: user }, ...answers });
  const uploads: string[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === '/api/uploads' && init?.body instanceof FormData) {
      const file = init.body.get('file') as File;
      const url = `/api/uploads/${file.name}`;
      uploads.push(url);
      return Promise.resolve(
        Response.json({ _id: 'u1', url, contentType: file.type, size: file.size }, { status: 201 }),
      );
    }
    return api.fetchStub(input, init);
  });
  setToken('t1');
  return { ...api, uploads };
}

/** The booking, and its business (read for its change policy when the customer looks). */
export const viewing = (body: unknown = booking): Answers => ({
  [`GET ${path}`]: { body },
  [`GET /company/${COMPANY_ID}`]: { body: { ...harbourClinic, _id: COMPANY_ID } },
});

/** The test clock and clean-up every test of this screen runs with. */
export function setUpEachTest() {
  beforeEach(() => {
    // 1 November 2026: the appointment is a month ahead.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
  });

  afterEach(() => {
    vi.useRealTimers();
    // Toasts live in a store shared by every test: one left over would answer the next test.
    notifications.clean();
  });
}
