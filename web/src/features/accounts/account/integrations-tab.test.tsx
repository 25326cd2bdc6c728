import { notifications } from '@mantine/notifications';
import { TEXT_REPLACE_CONFIRM } from '@slotmap/domain/calendars';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_RETURN_KEY } from '../../../lib/calendars.ts';
import { setToken } from '../../../lib/session.ts';
import {
  caldavConnection,
  feedUrl,
  googleConnection,
  noCalendar,
} from '../../../test/calendar-fixtures.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

const routes = [{ path: '/account', element: <AccountPage /> }];

/** /account#integrations as Ada sees it, with the calendar answers given. */
function show(answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    'GET /auth': { body: ada },
    'GET /calendar/user': { body: noCalendar },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderRoutes(routes, { at: '/account#integrations' });
  return api;
}

async function fillCaldav(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/^Server address/), 'https://caldav.fastmail.test');
  await user.type(screen.getByLabelText(/^User name/), 'ada@fastmail.test');
  await user.type(screen.getByLabelText(/^Password/), 'app-pass-1');
  await user.click(screen.getByRole('button', { name: 'Connect CalDAV calendar' }));
}

const posts = (calls: ReturnType<typeof stubApi>['calls'], path: string) =>
  calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);

describe('the Personal Calendar tab', () => {
  // Toasts live in a store shared by the tests; each test reads only its own.
  beforeEach(() => notifications.clean());

  it('offers Google and CalDAV with no calendar linked, and shows the feed address', async () => {
    show();

    const tab = await screen.findByRole('tab', { name: 'Personal Calendar' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs.indexOf('Personal Calendar')).toBe(tabs.indexOf('Waitlist Manager') + 1);
    const google = await screen.findByRole('button', { name: 'Connect Google Calendar' });
    expect((google as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Connect CalDAV calendar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove calendar' })).toBeNull();
    expect((screen.getByLabelText('Subscription address') as HTMLInputElement).value).toBe(feedUrl);
    expect(
      screen.getByText(
        'Subscribe from Google, Apple or Outlook calendar with this private address.',
      ),
    ).toBeTruthy();
  });

  it('reads its own words in French', async () => {
    await readIn('fr');
    show();

    const tab = await screen.findByRole('tab', { name: 'Calendrier personnel' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(
      await screen.findByText(
        'Connectez votre calendrier et chaque rendez-vous que vous prenez y est ajouté.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Un seul calendrier peut être connecté à la fois, pour éviter les doubles réservations',
      ),
    ).toBeTruthy();
  });

  it('connects a CalDAV calendar with the fields typed and shows its account', async () => {
    const api = show({
      'POST /calendar/caldav': {
        status: 201,
        body: { msg: 'Calendar Connected', connection: caldavConnection },
      },
    });
    const user = userEvent.setup();

    await fillCaldav(user);

    expect(await screen.findByText('Calendar Connected')).toBeTruthy();
    expect(posts(api.calls, '/calendar/caldav')).toEqual([
      {
        url: 'https://caldav.fastmail.test',
        username: 'ada@fastmail.test',
        password: 'app-pass-1',
        replace: false,
      },
    ]);
    expect(await screen.findByText('ada@fastmail.test')).toBeTruthy();
    expect(screen.getByText(`Calendar: ${caldavConnection.calendar}`)).toBeTruthy();
    expect(screen.queryByLabelText(/^Server address/)).toBeNull();
  });

  it('checks the CalDAV fields before sending, and shows the server’s reason beside the form', async () => {
    const reason = 'The server refused the user name or password';
    const api = show({
      'POST /calendar/caldav': { status: 400, body: { errors: [{ msg: reason }] } },
    });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Connect CalDAV calendar' }));
    expect(await screen.findByText('Enter the calendar server address (https://…)')).toBeTruthy();
    expect(posts(api.calls, '/calendar/caldav')).toEqual([]);

    await fillCaldav(user);

    const form = screen.getByRole('form', { name: 'Connect a CalDAV calendar' });
    expect(await within(form).findByText(reason)).toBeTruthy();
    expect(posts(api.calls, '/calendar/caldav')).toHaveLength(1);
  });

  it('asks before replacing a linked calendar and then sends replace: true', async () => {
    const api = show({
      'GET /calendar/user': { body: { ...noCalendar, connection: googleConnection } },
      'POST /calendar/caldav': {
        status: 201,
        body: { msg: 'Calendar Connected', connection: caldavConnection },
      },
    });
    const user = userEvent.setup();

    await fillCaldav(user);
    expect(await screen.findByText(TEXT_REPLACE_CONFIRM)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posts(api.calls, '/calendar/caldav')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Connect CalDAV calendar' }));
    await user.click(await screen.findByRole('button', { name: 'Replace calendar' }));

    expect(await screen.findByText('Calendar Connected')).toBeTruthy();
    expect(posts(api.calls, '/calendar/caldav')).toEqual([
      expect.objectContaining({ username: 'ada@fastmail.test', replace: true }),
    ]);
  });

  it('removes the linked calendar after asking', async () => {
    const api = show({
      'GET /calendar/user': { body: { ...noCalendar, connection: googleConnection } },
      'DELETE /calendar/user': { body: { msg: 'Calendar Disconnected' } },
    });
    const user = userEvent.setup();

    expect(await screen.findByText('ada@gmail.test')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove calendar' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Calendar Disconnected')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/calendar/user',
    ]);
    expect(await screen.findByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    expect(screen.queryByText('ada@gmail.test')).toBeNull();
  });

  it('says plainly when Google is not offered, with no word of how the server is set up', async () => {
    show({ 'GET /calendar/user': { body: { ...noCalendar, google: { configured: false } } } });

    const connect = await screen.findByRole('button', { name: 'Connect Google Calendar' });
    expect((connect as HTMLButtonElement).disabled).toBe(true);
    const card = connect.closest('section') as HTMLElement;
    expect(card.textContent).toContain('Google Calendar is not available on this site.');
    expect(card.textContent).not.toMatch(/GOOGLE_|server|environment/i);
  });

  it('goes to Google’s consent page, keeping the way back', async () => {
    const consent = 'https://accounts.google.test/o/oauth2/v2/auth?state=s1';
    const api = show({ 'POST /calendar/google/start': { body: { url: consent } } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    expect(posts(api.calls, '/calendar/google/start')).toEqual([{ replace: false }]);
    expect(window.sessionStorage.getItem(CALENDAR_RETURN_KEY)).toBe('/account#integrations');
  });

  it('copies the feed address', async () => {
    show();
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText },
      configurable: true,
    });

    await user.click(await screen.findByRole('button', { name: 'Copy' }));

    expect(await screen.findByText('Link Copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(feedUrl);
  });

  it('makes a new feed address after asking', async () => {
    const fresh = 'https://slotmap.test/api/calendar/feed/n3w-secret.ics';
    const api = show({ 'POST /calendar/feeds/rotate': { body: { url: fresh } } });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New address' }));
    await user.click(await screen.findByRole('button', { name: 'Make a new address' }));

    await waitFor(() =>
      expect((screen.getByLabelText('Subscription address') as HTMLInputElement).value).toBe(fresh),
    );
    expect(posts(api.calls, '/calendar/feeds/rotate')).toEqual([{}]);
  });

  it('says when the calendars cannot be loaded and asks again on Retry', async () => {
    const api = show({ 'GET /calendar/user': { status: 500, body: {} } });
    const user = userEvent.setup();

    expect(await screen.findByText('Calendars could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/calendar/user')).toHaveLength(2),
    );
  });
});
