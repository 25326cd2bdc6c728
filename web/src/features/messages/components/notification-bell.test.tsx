import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderElement } from '../../../test/render.tsx';
import type { Message } from '../data/messages.ts';
import { manyMessages, messageApi } from '../message-api.harness.ts';
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

const showBell = (messages: Message[]) => {
  const api = messageApi(messages);
  renderElement(<NotificationBell />);
  return api;
};

describe('NotificationBell', () => {
  it('shows the unread count and lists the latest notifications', async () => {
    const { calls } = showBell([
      welcome,
      { ...welcome, _id: 'm0', title: 'Older', text: 'Old', read: true },
    ]);
    const user = userEvent.setup();

    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    await user.click(bell);
    // jsdom has no layout, so the popover counts as detached and is hidden from queries.
    const item = await screen.findByRole('button', { name: /Welcome to Slotmap/, hidden: true });
    expect(screen.getAllByText(/^Mar 1, 2025/)).toHaveLength(2);

    await user.click(item);

    expect(item.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(welcome.text)).toBeTruthy();
    await waitFor(() => expect(calls).toContain('PUT /messages/m1/read'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
  });

  it('polls two numbers, not the list, and loads only the latest five when opened', async () => {
    const { calls } = showBell([
      ...manyMessages(30, { ...welcome, title: 'Reminder' }),
      ...manyMessages(9, { ...welcome, section: 'business', title: 'Liked' }),
    ]);

    expect(await screen.findByRole('button', { name: 'Notifications (39 unread)' })).toBeTruthy();
    expect(calls).toEqual(['GET /messages/unread']);

    await userEvent.click(screen.getByRole('button', { name: 'Notifications (39 unread)' }));

    expect(
      await screen.findAllByRole('button', { name: /^(Reminder|Liked) \d+/, hidden: true }),
    ).toHaveLength(5);
    expect(calls.filter((c) => c.startsWith('GET /messages?'))).toEqual([
      'GET /messages?limit=5&page=1',
    ]);
  });

  it('says so when there are none', async () => {
    showBell([]);

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));

    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });
  it('reads in French, the notification as it was stored', async () => {
    await readIn('fr');
    showBell([welcome, { ...welcome, _id: 'm0', title: 'Older', text: '', read: true }]);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Notifications (1 non lue)' }));

    expect(
      await screen.findByRole('heading', { name: 'Notifications', hidden: true }),
    ).toBeTruthy();
    // The stored title as it was written; the app's words in French.
    expect(screen.getByText('Welcome to Slotmap')).toBeTruthy();
    expect(screen.getByText('Nouvelle')).toBeTruthy();
    expect(screen.getAllByText('1 mars 2025, 10 h 00')).toHaveLength(2);
    expect(
      screen.getByRole('link', { name: 'Voir toutes les notifications', hidden: true }),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Older/, hidden: true }));

    expect(await screen.findByText('Aucun autre détail.')).toBeTruthy();
  });

  it('says there are none in French', async () => {
    await readIn('fr');
    showBell([]);

    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));

    expect(await screen.findByText('Aucune notification pour l’instant')).toBeTruthy();
  });
});
