import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { setToken } from '../lib/session.ts';
import { booking, COMPANY_ID } from '../test/booking-fixtures.ts';
import { ada, harbourClinic } from '../test/fixtures.ts';
import { renderRoutes, stubApi } from '../test/render.tsx';
import { preloadPage } from './routes.tsx';

// A signed-in page the browser opens asks its first answers as its code arrives (decision 076),
// not once it is drawn after the session's answer.

const waitingPath = `GET /waitlist/user/${ada._id}/companies`;
const section = (name: string) => screen.findByRole('region', { name });

describe('/dashboard opened in the browser', () => {
  it('asks its sections as its code arrives, and draws from those answers without asking again', async () => {
    const api = stubApi({
      'GET /auth': { body: ada },
      [waitingPath]: { body: [], headers: { 'x-total-count': '0' } },
      'GET /bookings/future': { body: [booking] },
      'GET /company/liked': { body: [] },
      'GET /company/mine': { body: [] },
      [`GET /company/${COMPANY_ID}`]: { body: { ...harbourClinic, _id: COMPANY_ID } },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    setToken('t1');
    // The app's cache: an answer stays fresh for half a minute.
    const queryClient = createQueryClient();
    await preloadPage('/dashboard', queryClient);
    await waitFor(() => expect(api.calls).toHaveLength(5));
    renderRoutes([{ path: '/dashboard', element: <DashboardPage /> }], {
      at: '/dashboard',
      queryClient,
    });
    const upcoming = await section('Upcoming Appointments');
    expect(await within(upcoming).findByText('Harbour Massage Clinic')).toBeTruthy();
    expect(await section('Your Waitlists')).toBeTruthy();
    // Each asked once; the upcoming appointment's row asks for its business itself, once drawn.
    expect(api.calls.map((c) => `${c.method} ${c.path}`).sort()).toEqual([
      'GET /auth',
      'GET /bookings/future',
      `GET /company/${COMPANY_ID}`,
      'GET /company/liked',
      'GET /company/mine',
      waitingPath,
    ]);
  });
});
