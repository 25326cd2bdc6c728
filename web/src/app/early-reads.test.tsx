import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../features/dashboard/pages/dashboard-page.tsx';
import { messageApi } from '../features/messages/message-api.harness.ts';
import { MessagesPage } from '../features/messages/pages/messages-page.tsx';
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

describe('/messages opened in the browser', () => {
  it('asks its counts and first tab with its code, and draws both from those answers', async () => {
    const api = messageApi([
      {
        _id: 'm1',
        title: 'Welcome to Slotmap',
        text: 'Say hello.',
        type: 'message',
        user: ada._id,
        booking: null,
        section: 'user',
        read: false,
        date_created: '2026-03-01T10:00:00.000Z',
      },
    ]);
    setToken('t1');
    const queryClient = createQueryClient();
    await preloadPage('/messages', queryClient);
    await waitFor(() =>
      expect([...api.calls].sort()).toEqual([
        'GET /messages/unread',
        'GET /messages?limit=10&page=1&section=user',
      ]),
    );
    renderRoutes([{ path: '/messages', element: <MessagesPage /> }], {
      at: '/messages',
      queryClient,
    });
    // The count is on its tab when the list is first drawn.
    expect(await screen.findByText('Welcome to Slotmap')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Personal 1 unread' })).toBeTruthy();
    expect(api.calls).toHaveLength(2);
  });
});
