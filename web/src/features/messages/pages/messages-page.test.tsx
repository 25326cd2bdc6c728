import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NotificationBell } from '../components/notification-bell.tsx';
import type { Message } from '../data/messages.ts';
import { manyMessages, messageApi } from '../message-api.harness.ts';
import { MessagesPage } from './messages-page.tsx';

const base: Message = {
  _id: 'm0',
  title: '',
  text: '',
  type: 'message',
  user: 'u1',
  booking: null,
  section: 'user',
  read: false,
  date_created: '2025-03-01T10:00:00.000Z',
};
const welcome: Message = { ...base, _id: 'm1', title: 'Welcome to Slotmap', text: 'Say hello.' };
const confirmed: Message = {
  ...base,
  _id: 'm2',
  title: 'Booking confirmed: Haircut',
  text: 'See you on Monday.',
  type: 'booking',
  booking: 'b1',
};
const notice: Message = {
  ...base,
  _id: 'm3',
  title: 'Harbour Dental has opened',
  text: 'A business you follow now takes bookings.',
  type: 'company',
  read: true,
};
const comment: Message = {
  ...base,
  _id: 'm4',
  title: 'New comment on a booking',
  type: 'comment',
  booking: 'b2',
  section: 'business',
};

function BookingStub() {
  const { pathname, state } = useLocation();
  return <p>{`${pathname} ${JSON.stringify(state)}`}</p>;
}

function show(messages: Message[], options: Parameters<typeof messageApi>[1] = {}) {
  const api = messageApi(messages, options);
  const view = renderRoutes(
    [
      {
        element: (
          <>
            <NotificationBell />
            <Outlet />
          </>
        ),
        children: [
          { path: '/messages', element: <MessagesPage /> },
          { path: '/bookings/:id', element: <BookingStub /> },
          { path: '/account', element: <h1>Profile Settings</h1> },
        ],
      },
    ],
    { at: '/messages' },
  );
  return { ...api, ...view };
}

describe('/messages', () => {
  it('shows each tab with its unread count and its own rows', async () => {
    show([welcome, confirmed, notice, comment]);

    const personal = await screen.findByRole('tab', { name: 'Personal 2 unread' });
    expect(personal.getAttribute('aria-selected')).toBe('true');
    const rows = within(await screen.findByRole('list', { name: 'Personal notifications' }));
    expect(rows.getAllByRole('listitem')).toHaveLength(3);
    expect(rows.getByText('Booking confirmed: Haircut')).toBeTruthy();
    expect(rows.getAllByText('Mar 1, 2025, 10:00 AM', { exact: false }).length).toBeGreaterThan(0);
    expect(screen.queryByText('New comment on a booking')).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Business 1 unread' }));

    const business = within(await screen.findByRole('list', { name: 'Business notifications' }));
    expect(business.getAllByRole('listitem')).toHaveLength(1);
    expect(business.getByRole('link', { name: /New comment on a booking/ })).toBeTruthy();
    expect(screen.queryByText('Welcome to Slotmap')).toBeNull();
  });

  it('filters the rows by title and says No Data Found when none match', async () => {
    show([welcome, confirmed, notice, comment]);
    await screen.findByText('Welcome to Slotmap');
    const search = screen.getByRole('textbox', { name: 'Search notifications' });

    await userEvent.type(search, 'HAIRCUT');

    await waitFor(() => expect(screen.queryByText('Welcome to Slotmap')).toBeNull());
    expect(screen.getByText('Booking confirmed: Haircut')).toBeTruthy();

    await userEvent.clear(search);
    await userEvent.type(search, 'invoice');

    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Personal notifications' })).toBeNull();
  });

  it('says No Personal Account and No Business Account for empty tabs', async () => {
    show([]);

    expect(await screen.findByText('No Personal Account')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Personal' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Business' }));

    expect(await screen.findByText('No Business Account')).toBeTruthy();
    expect(screen.queryByText('No Data Found')).toBeNull();
  });

  it('opens a booking row as read, with the notification marker, and the count drops', async () => {
    const { calls } = show([welcome, confirmed]);
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeTruthy();

    await userEvent.click(await screen.findByRole('link', { name: /Booking confirmed: Haircut/ }));

    expect(await screen.findByText('/bookings/b1 {"fromNotification":true}')).toBeTruthy();
    expect(calls).toContain('PUT /messages/m2/read');
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();
  });

  it('opens a row of type message at /account', async () => {
    const { router, calls } = show([welcome]);

    await userEvent.click(await screen.findByRole('link', { name: /Welcome to Slotmap/ }));

    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeTruthy();
    expect(router.state.location.state).toBeNull();
    await waitFor(() => expect(calls).toContain('PUT /messages/m1/read'));
  });

  it('marks a notice without a booking read in place and shows its full text', async () => {
    const unreadNotice = { ...notice, read: false };
    const { router } = show([unreadNotice]);
    const row = await screen.findByRole('button', { name: /Harbour Dental has opened/ });
    expect(screen.getByRole('tab', { name: 'Personal 1 unread' })).toBeTruthy();

    await userEvent.click(row);

    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('tab', { name: 'Personal' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/messages');
  });

  it('says so when the notifications cannot be loaded', async () => {
    show([], { failLists: true });

    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded');
  });

  it('loads older notifications a page at a time, each once, newest first', async () => {
    const personal = manyMessages(23, { ...base, title: 'Reminder', read: true });
    const { calls } = show(personal);
    const list = () => within(screen.getByRole('list', { name: 'Personal notifications' }));

    await screen.findByText('Reminder 1');
    expect(list().getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 23')).toBeTruthy();
    expect(calls).toContain('GET /messages?limit=10&page=1&section=user');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 20 of 23');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Showing 23 of 23');

    const titles = list()
      .getAllByRole('listitem')
      .map((item) => within(item).getByText(/^Reminder \d+$/).textContent);
    expect(titles).toEqual(personal.map((m) => m.title));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches titles on the server, so a match beyond the first page is found', async () => {
    const old = {
      ...base,
      _id: 'old',
      title: 'Invoice from 2024',
      date_created: '2024-01-01T00:00:00Z',
    };
    const { calls } = show([...manyMessages(15, { ...base, title: 'Reminder' }), old]);
    await screen.findByText('Reminder 1');
    expect(screen.queryByText('Invoice from 2024')).toBeNull();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search notifications' }), 'invoice');

    expect(await screen.findByText('Invoice from 2024')).toBeTruthy();
    expect(calls).toContain('GET /messages?limit=10&page=1&section=user&search=invoice');
  });

  it('counts the unread of each tab on the server, beyond the loaded page', async () => {
    show([
      ...manyMessages(14, { ...base, title: 'Reminder' }),
      ...manyMessages(12, { ...base, section: 'business', title: 'Liked' }),
    ]);

    expect(await screen.findByRole('tab', { name: 'Personal 14 unread' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Business 12 unread' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications (26 unread)' })).toBeTruthy();
  });
  it('reads in French: tabs, counts, dates and empty states; the stored titles as written', async () => {
    await readIn('fr');
    show([welcome, confirmed, notice]);

    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(document.title).toBe('Notifications | Slotmap');
    expect(
      screen.getByText('Les nouvelles de vos rendez-vous, commentaires et entreprises.'),
    ).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Personnel 2 non lues' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Entreprise' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Notifications (2 non lues)' })).toBeTruthy();

    const rows = within(await screen.findByRole('list', { name: 'Notifications personnelles' }));
    // A notification's title is shown as it was stored; the app's own words are French.
    expect(rows.getByText('Booking confirmed: Haircut')).toBeTruthy();
    // Queries read no-break spaces as spaces; the text keeps them.
    const unread = rows.getAllByText('Non lue :');
    expect(unread).toHaveLength(2);
    expect(unread[0]?.textContent).toBe('Non lue\u00a0:');
    // 24-hour French times, as Intl writes them for fr-CA.
    expect(rows.getAllByText('1 mars 2025, 10 h 00')).toHaveLength(3);
    expect(screen.getByText('3 sur 3 affichées')).toBeTruthy();

    await userEvent.type(
      screen.getByRole('textbox', { name: 'Rechercher dans les notifications' }),
      'invoice',
    );
    expect(await screen.findByText('Aucun résultat')).toBeTruthy();
    expect(
      screen.getByText('Aucun titre de notification ne correspond à votre recherche.'),
    ).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Entreprise' }));
    await userEvent.clear(
      screen.getByRole('textbox', { name: 'Rechercher dans les notifications' }),
    );
    expect(await screen.findByText('Aucun compte d’entreprise')).toBeTruthy();
  });
});
