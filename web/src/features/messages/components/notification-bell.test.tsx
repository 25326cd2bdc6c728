import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import type { Message } from '../data/messages.ts';
import { NotificationBell } from './notification-bell.tsx';

const welcome: Message = {
  _id: 'm1',
  title: 'Welcome to Slotmap',
  text: 'Find a business and book your first appointment.',
  type: 'message',
  user: 'u1',
  booking: null,
  section: 'user',
  read: false,
  date_created: '2025-03-01T10:00:00.000Z',
};

describe('NotificationBell', () => {
  it('shows the unread count and lists the latest notifications', async () => {
    const { fetchStub, calls } = stubApi({
      'GET /messages': {
        body: [welcome, { ...welcome, _id: 'm0', title: 'Older', text: 'Old', read: true }],
      },
      'PUT /messages/m1/read': { body: { ...welcome, read: true } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes([{ path: '/', element: <NotificationBell /> }], { at: '/' });
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    await user.click(bell);
    const item = await screen.findByRole('button', { name: /Welcome to Slotmap/ });
    expect(screen.getAllByText(/^Mar 1, 2025/)).toHaveLength(2);

    await user.click(item);

    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(welcome.text)).toBeTruthy();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/messages/m1/read')).toBe(true),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
  });

  it('says so when there are none', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /messages': { body: [] } }).fetchStub);
    renderRoutes([{ path: '/', element: <NotificationBell /> }], { at: '/' });

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));

    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });
});
