import { notifications } from '@mantine/notifications';
import {
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
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourClinic } from '../fixtures.ts';
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
  renderRoutes([{ path: '/', element: <BookingCalendarsTab company={harbourClinic} /> }], {
    at: '/',
  });
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

  it('reads the calendar again on Sync now and shows its error in red', async () => {
    const failure = 'The calendar server did not answer';
    const api = show({
      [statusPath]: { body: { ...businessStatus, connection: googleConnection } },
      [`POST /calendar/company/${id}/sync`]: {
        body: { ...googleConnection, last_error: failure },
      },
    });
    const user = userEvent.setup();

    expect(await screen.findByText(/^Last synced Jan 5, 2027/)).toBeTruthy();
    expect(screen.queryByText(failure)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sync now' }));

    expect(bodiesOf(api, 'POST', `/calendar/company/${id}/sync`)).toHaveLength(1);
    const sync = screen.getByRole('region', { name: 'Calendar sync' });
    const error = await within(sync).findByText(failure);
    expect(error.getAttribute('style')).toContain('red');
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
});
