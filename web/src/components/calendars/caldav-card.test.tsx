import { notifications } from '@mantine/notifications';
import { MSG_CALENDAR_CONNECTED, TEXT_REPLACE_CONFIRM } from '@slotmap/domain/calendars';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session.ts';
import { caldavConnection, noCalendar } from '../../test/calendar-fixtures.ts';
import { renderElement, stubApi } from '../../test/render.tsx';
import { CalendarConnections } from './calendar-connections.tsx';

const refused = {
  ...caldavConnection,
  reconnect_needed_at: new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString(),
  last_error: 'The calendar server refused the user name or password',
};

/** The person's own calendar cards, as the Personal Calendar tab shows them. */
function show(connection: typeof caldavConnection) {
  const api = stubApi({
    'POST /calendar/caldav': {
      body: { msg: MSG_CALENDAR_CONNECTED, connection: caldavConnection },
    },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderElement(
    <CalendarConnections owner={{}} status={{ ...noCalendar, connection }} returnTo="/" />,
  );
  return api;
}

describe('a linked CalDAV calendar', () => {
  beforeEach(() => notifications.clean());

  it('shows as connected, without a form', async () => {
    show(caldavConnection);
    const card = await screen.findByRole('region', { name: 'CalDAV Calendar' });
    expect(within(card).getByText('Connected')).toBeTruthy();
    expect(within(card).queryByRole('form')).toBeNull();
  });

  it('that refused the password says so and takes the password again without asking', async () => {
    const api = show(refused);
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'CalDAV Calendar' });
    expect(within(card).getByText('Needs reconnecting')).toBeTruthy();
    expect(within(card).getByText(/refused Slotmap’s sign-in 3 h ago/)).toBeTruthy();
    const form = within(card).getByRole('form', { name: 'Connect the CalDAV calendar again' });
    expect((within(form).getByLabelText(/^Server address/) as HTMLInputElement).value).toBe(
      caldavConnection.calendar,
    );
    expect((within(form).getByLabelText(/^User name/) as HTMLInputElement).value).toBe(
      caldavConnection.account.email,
    );
    await user.type(within(form).getByLabelText(/^Password/), 'new-app-password');
    await user.click(within(form).getByRole('button', { name: 'Connect CalDAV calendar again' }));

    await waitFor(() =>
      expect(api.calls.filter((c) => c.path === '/calendar/caldav').map((c) => c.body)).toEqual([
        {
          url: caldavConnection.calendar,
          username: 'ada@fastmail.test',
          password: 'new-app-password',
          replace: true,
        },
      ]),
    );
    expect(screen.queryByText(TEXT_REPLACE_CONFIRM)).toBeNull();
  });
});
