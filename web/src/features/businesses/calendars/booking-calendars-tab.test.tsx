import { notifications } from '@mantine/notifications';
import {
  MSG_CALENDAR_CONNECTED,
  MSG_CALENDAR_URL,
  TEXT_CONNECT_INTRO,
  TEXT_ONE_CALENDAR,
  TEXT_REPLACE_CONFIRM,
} from '@slotmap/domain/calendars';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_RETURN_KEY } from '../../../lib/calendars.ts';
import { setToken } from '../../../lib/session.ts';
import { caldavConnection, googleConnection, noCalendar } from '../../../test/calendar-fixtures.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderElement, renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourClinic } from '../businesses.fixture.ts';
import { BusinessSettingsPage } from '../settings/business-settings-page.tsx';
import { BookingCalendarsTab } from './booking-calendars-tab.tsx';

const id = harbourClinic._id;
const statusPath = `GET /calendar/company/${id}`;
const businessStatus = { ...noCalendar, calendartype: '' as const, calendarurl: '' };

function stub(answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({
    'GET /auth': { body: ada },
    [statusPath]: { body: businessStatus },
    ...answers,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  return api;
}

/** The tab on its own, as the business's owner sees it. */
function show(answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stub(answers);
  renderElement(<BookingCalendarsTab company={harbourClinic} />);
  return api;
}

const bodiesOf = (api: ReturnType<typeof stubApi>, method: string, path: string) =>
  api.calls.filter((c) => c.method === method && c.path === path).map((c) => c.body);

describe('the Booking Calendars tab', () => {
  beforeEach(() => notifications.clean());

  it('opens from navigation state after Business Information, with the spec’s words', async () => {
    stub({
      [`GET /company/${id}`]: { body: harbourClinic },
      'GET /company/business?limit=50&page=1&search=': {
        body: { items: [harbourClinic], total: 1, page: 1, limit: 50 },
      },
    });
    renderRoutes([{ path: '/business/service/:id', element: <BusinessSettingsPage /> }], {
      at: `/business/service/${id}`,
      state: { tab: 'booking-calendars' },
    });

    const tab = await screen.findByRole('tab', { name: 'Booking Calendars' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs.indexOf('Booking Calendars')).toBe(tabs.indexOf('Business Information') + 1);
    expect(await screen.findByText(TEXT_CONNECT_INTRO)).toBeTruthy();
    expect(screen.getByText(TEXT_ONE_CALENDAR)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Connect Google Calendar' })).toBeTruthy();
    // Nothing linked: nothing to sync.
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('replaces a linked CalDAV calendar with Google for the business after asking', async () => {
    const consent = 'https://accounts.google.test/o/oauth2/v2/auth?state=s2';
    const api = show({
      [statusPath]: { body: { ...businessStatus, connection: caldavConnection } },
      'POST /calendar/google/start': { body: { url: consent } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Connect Google Calendar' }));
    expect(await screen.findByText(TEXT_REPLACE_CONFIRM)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Replace calendar' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    expect(bodiesOf(api, 'POST', '/calendar/google/start')).toEqual([
      { company: id, replace: true },
    ]);
    expect(window.sessionStorage.getItem(CALENDAR_RETURN_KEY)).toBe(`/business/service/${id}`);
  });

  it('saves a Calendly page, checking its address first', async () => {
    const url = 'https://calendly.com/harbour-massage';
    const api = show({
      [`PUT /calendar/company/${id}/external`]: {
        body: { ...businessStatus, calendartype: 'calandly', calendarurl: url },
      },
    });
    const user = userEvent.setup();

    const address = (await screen.findByLabelText(/^Booking page address/)) as HTMLInputElement;
    expect(address.disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Calendly' }));
    expect(address.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG_CALENDAR_URL)).toBeTruthy();
    expect(bodiesOf(api, 'PUT', `/calendar/company/${id}/external`)).toEqual([]);

    await user.type(address, url);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Booking calendar saved')).toBeTruthy();
    expect(bodiesOf(api, 'PUT', `/calendar/company/${id}/external`)).toEqual([
      { calendartype: 'calandly', calendarurl: url },
    ]);
    expect((screen.getByRole('radio', { name: 'Calendly' }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('drops the Calendly page from its card as soon as a CalDAV calendar replaces it', async () => {
    const url = 'https://calendly.com/harbour-massage';
    show({
      [statusPath]: { body: { ...businessStatus, calendartype: 'calandly', calendarurl: url } },
      'POST /calendar/caldav': {
        body: { msg: MSG_CALENDAR_CONNECTED, connection: caldavConnection },
      },
    });
    const user = userEvent.setup();
    const address = (await screen.findByLabelText(/^Booking page address/)) as HTMLInputElement;
    expect(address.value).toBe(url);

    const caldav = within(screen.getByRole('form', { name: 'Connect a CalDAV calendar' }));
    await user.type(caldav.getByLabelText(/^Server address/), 'https://dav.example.com/cal/');
    await user.type(caldav.getByLabelText(/^User name/), 'ada');
    await user.type(caldav.getByLabelText(/^Password/), 'secret');
    await user.click(caldav.getByRole('button', { name: 'Connect CalDAV calendar' }));

    await waitFor(() =>
      expect((screen.getByLabelText(/^Booking page address/) as HTMLInputElement).value).toBe(''),
    );
    expect((screen.getByRole('radio', { name: 'None' }) as HTMLInputElement).checked).toBe(true);
  });

  it('reads the calendar again on Sync now and shows its error in red', async () => {
    const failure = 'The calendar server did not answer';
    const read = new Date(Date.now() - 20 * 60_000).toISOString();
    const api = show({
      [statusPath]: {
        body: { ...businessStatus, connection: { ...googleConnection, last_synced_at: read } },
      },
      [`POST /calendar/company/${id}/sync`]: {
        body: { ...googleConnection, last_error: failure },
      },
    });
    const user = userEvent.setup();

    const last = await screen.findByText('Last read 20 min ago');
    // The exact time on hover, on this machine's clock: 'Dec 1, 2026 2:00 PM'.
    const at = new Date(read);
    const day = at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    const hour = at.getHours() % 12 || 12;
    const minute = String(at.getMinutes()).padStart(2, '0');
    const half = at.getHours() < 12 ? 'AM' : 'PM';
    expect(last.getAttribute('title')).toBe(`${day} ${hour}:${minute} ${half}`);
    expect(screen.queryByText(failure)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));

    expect(bodiesOf(api, 'POST', `/calendar/company/${id}/sync`)).toHaveLength(1);
    const sync = screen.getByRole('region', { name: 'Calendar sync' });
    const error = await within(sync).findByText(failure);
    expect(error.getAttribute('style')).toContain('red');
  });

  it('says how old the busy times are, that they are out of date, and when it tries next', async () => {
    const now = Date.now();
    show({
      [statusPath]: {
        body: {
          ...businessStatus,
          connection: {
            ...caldavConnection,
            last_synced_at: new Date(now - 3 * 3_600_000 - 60_000).toISOString(),
            last_error: 'The calendar server could not be read',
            failures: 6,
            next_attempt_at: new Date(now + 8 * 60_000 - 1_000).toISOString(),
          },
        },
      },
    });
    const sync = await screen.findByRole('region', { name: 'Calendar sync' });
    expect(within(sync).getByText('Last read 3 h ago')).toBeTruthy();
    expect(within(sync).getByText('Out of date')).toBeTruthy();
    expect(within(sync).getByText(/Next try in 8 min\.$/)).toBeTruthy();
    expect(within(sync).getByText('The calendar server could not be read')).toBeTruthy();
  });

  it('says a calendar that refused the sign-in needs connecting again, and connects Google again without asking', async () => {
    const consent = 'https://accounts.google.test/o/oauth2/v2/auth?state=s3';
    const refused = {
      ...googleConnection,
      last_synced_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      reconnect_needed_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      last_error: 'Google refused the calendar’s sign-in; connect it again',
    };
    const api = show({
      [statusPath]: { body: { ...businessStatus, connection: refused } },
      'POST /calendar/google/start': { body: { url: consent } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();

    const sync = await screen.findByRole('region', { name: 'Calendar sync' });
    expect(within(sync).getByText('Needs reconnecting')).toBeTruthy();
    expect(within(sync).getByText(/refused Slotmap’s sign-in 2 days ago/)).toBeTruthy();
    const google = screen.getByRole('region', { name: 'Google Calendar' });
    expect(within(google).getByText('Needs reconnecting')).toBeTruthy();
    await user.click(within(google).getByRole('button', { name: 'Connect again' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(consent));
    expect(screen.queryByText(TEXT_REPLACE_CONFIRM)).toBeNull();
    expect(bodiesOf(api, 'POST', '/calendar/google/start')).toEqual([
      { company: id, replace: true },
    ]);
  });

  it('rotates the business’s own feed address', async () => {
    const fresh = 'https://slotmap.test/api/calendar/feed/b1z-secret.ics';
    const api = show({ 'POST /calendar/feeds/rotate': { body: { url: fresh } } });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'New address' }));
    await user.click(await screen.findByRole('button', { name: 'Make a new address' }));

    await waitFor(() =>
      expect((screen.getByLabelText('Subscription address') as HTMLInputElement).value).toBe(fresh),
    );
    expect(bodiesOf(api, 'POST', '/calendar/feeds/rotate')).toEqual([{ company: id }]);
  });

  it('reads in French: its words, how fresh the busy times are, and the booking page’s check', async () => {
    await readIn('fr');
    const now = Date.now();
    show({
      [statusPath]: {
        body: {
          ...businessStatus,
          connection: {
            ...caldavConnection,
            last_synced_at: new Date(now - 3 * 3_600_000 - 60_000).toISOString(),
            last_error: 'The calendar server could not be read',
            failures: 6,
            next_attempt_at: new Date(now + 8 * 60_000 - 1_000).toISOString(),
          },
        },
      },
    });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Calendriers de réservation' })).toBeTruthy();
    expect(
      screen.getByText(
        'Un seul calendrier peut être connecté à la fois, pour éviter les doubles réservations',
      ),
    ).toBeTruthy();
    const sync = within(screen.getByRole('region', { name: 'Synchronisation du calendrier' }));
    expect(sync.getByText('Lu il y a 3 h')).toBeTruthy();
    expect(sync.getByText('Pas à jour')).toBeTruthy();
    expect(sync.getByText(/Prochain essai dans 8 min\.$/)).toBeTruthy();
    expect(sync.getByRole('button', { name: 'Synchroniser' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Google Agenda' })).toBeTruthy();
    const caldav = within(screen.getByRole('region', { name: 'Calendrier CalDAV' }));
    expect(caldav.getByText('Connecté')).toBeTruthy();
    expect(caldav.getByRole('button', { name: 'Retirer le calendrier' })).toBeTruthy();
    expect(screen.getByLabelText('Adresse d’abonnement')).toBeTruthy();

    // The domain's check, in French; no calendar replaced before the address is right.
    await user.click(screen.getByRole('radio', { name: 'Calendly' }));
    expect((screen.getByRole('radio', { name: 'Aucune' }) as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Entrez l’adresse de la page de réservation (https://…)'),
    ).toBeTruthy();
  });
});
