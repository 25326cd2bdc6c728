import { notifications } from '@mantine/notifications';
import { MSG_CALENDAR_CONNECTED, TEXT_REPLACE_CONFIRM } from '@slotmap/domain/calendars';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session.ts';
import { caldavConnection, noCalendar } from '../../test/calendar-fixtures.ts';
import { readIn } from '../../test/language.ts';
import { holdCalls, renderElement, stubApi } from '../../test/render.tsx';
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

  it('is told as removed even when its card has left the screen before the answer', async () => {
    const api = stubApi({ 'DELETE /calendar/user': { body: { msg: 'Calendar Disconnected' } } });
    const held = holdCalls(api.fetchStub, 'DELETE');
    vi.stubGlobal('fetch', held.fetch);
    const shown = vi.spyOn(notifications, 'show');
    setToken('t1');
    const view = renderElement(
      <CalendarConnections
        owner={{}}
        status={{ ...noCalendar, connection: caldavConnection }}
        returnTo="/"
      />,
    );
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'CalDAV Calendar' });
    await user.click(within(card).getByRole('button', { name: 'Remove calendar' }));
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(held.asked()).toBe(true));

    view.unmount();
    held.answer();

    await waitFor(() =>
      expect(shown).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Calendar Disconnected' }),
      ),
    );
  });

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

  it('reads in French: its state, when the sign-in was refused, and the form to connect again', async () => {
    await readIn('fr');
    const api = show(refused);
    const user = userEvent.setup();
    const card = within(await screen.findByRole('region', { name: 'Calendrier CalDAV' }));
    expect(card.getByText('À reconnecter')).toBeTruthy();
    expect(
      card.getByText(/^Il a refusé la connexion de Slotmap il y a 3 h : les nouveaux rendez-vous/),
    ).toBeTruthy();
    expect(card.getByText(`Calendrier : ${caldavConnection.calendar}`).textContent).toBe(
      `Calendrier\u00a0: ${caldavConnection.calendar}`,
    );
    const form = within(card.getByRole('form', { name: 'Reconnecter le calendrier CalDAV' }));
    expect(form.getByLabelText(/^Adresse du serveur/)).toBeTruthy();
    expect(form.getByLabelText(/^Nom d’utilisateur/)).toBeTruthy();
    await user.type(form.getByLabelText(/^Mot de passe/), 'new-app-password');
    await user.click(form.getByRole('button', { name: 'Reconnecter le calendrier CalDAV' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/calendar/caldav')).toBe(true));
    expect(await screen.findByText('Calendrier connecté')).toBeTruthy();

    // The Google card beside it, and the question before replacing a linked calendar.
    const google = within(screen.getByRole('region', { name: 'Google Agenda' }));
    await user.click(google.getByRole('button', { name: 'Connecter Google Agenda' }));
    expect(
      await screen.findByText(
        'Êtes-vous sûr? Connecter un nouveau calendrier retirera le calendrier actuel',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remplacer le calendrier' })).toBeTruthy();
  });
});
