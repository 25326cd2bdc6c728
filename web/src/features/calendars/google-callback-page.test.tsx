import { notifications } from '@mantine/notifications';
import { MSG_GOOGLE_STATE } from '@slotmap/domain/calendars';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALENDAR_RETURN_KEY } from '../../lib/calendars.ts';
import { setToken } from '../../lib/session.ts';
import { googleConnection } from '../../test/calendar-fixtures.ts';
import { ada, harbourClinic } from '../../test/fixtures.ts';
import { readIn } from '../../test/language.ts';
import { renderRoutes, stubApi } from '../../test/render.tsx';
import { GoogleCallbackPage } from './google-callback-page.tsx';

const routes = [
  { path: '/calendar/google/callback', element: <GoogleCallbackPage /> },
  { path: '/account', element: <p>Account page</p> },
  { path: '/business/service/:id', element: <p>Business page</p> },
];
const at = '/calendar/google/callback?code=4%2F0Ab-code&state=st-1&scope=calendar';

function answer(gtoken: Parameters<typeof stubApi>[0][string]) {
  const api = stubApi({ 'GET /auth': { body: ada }, 'POST /auth/gtoken': gtoken });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  return api;
}

describe('/calendar/google/callback', () => {
  beforeEach(() => notifications.clean());

  it('hands the code to the server, then opens the Personal Calendar tab', async () => {
    const api = answer({
      body: { msg: 'Calendar Connected', company: null, connection: googleConnection },
    });
    window.sessionStorage.setItem(CALENDAR_RETURN_KEY, '/account#integrations');
    const { router } = renderRoutes(routes, { at });

    expect(screen.getByText('Connecting your calendar…')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(router.state.location.hash).toBe('#integrations');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByText('Calendar Connected')).toBeTruthy();
    expect(api.calls.filter((c) => c.path === '/auth/gtoken').map((c) => c.body)).toEqual([
      { code: '4/0Ab-code', state: 'st-1' },
    ]);
    expect(window.sessionStorage.getItem(CALENDAR_RETURN_KEY)).toBeNull();
  });

  it('opens the business’s Booking Calendars tab when the link was for a business', async () => {
    answer({
      body: { msg: 'Calendar Connected', company: harbourClinic._id, connection: googleConnection },
    });
    const { router } = renderRoutes(routes, { at });

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/business/service/${harbourClinic._id}`),
    );
    expect(router.state.location.state).toEqual({ tab: 'booking-calendars' });
    expect(await screen.findByText('Calendar Connected')).toBeTruthy();
  });

  it('shows the server’s refusal with a way back to where the person came from', async () => {
    answer({ status: 400, body: { errors: [{ msg: MSG_GOOGLE_STATE }] } });
    window.sessionStorage.setItem(CALENDAR_RETURN_KEY, `/business/service/${harbourClinic._id}`);
    const { router } = renderRoutes(routes, { at });

    expect(await screen.findByRole('heading', { name: 'Calendar not connected' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(MSG_GOOGLE_STATE);
    const back = screen.getByRole('link', { name: 'Back to Booking Calendars' });
    expect(back.getAttribute('href')).toBe(`/business/service/${harbourClinic._id}`);
    expect(router.state.location.pathname).toBe('/calendar/google/callback');
  });

  it('sends nothing when Google answers access_denied, and leads back to the account', async () => {
    const api = answer({ body: {} });
    const { router } = renderRoutes(routes, {
      at: '/calendar/google/callback?error=access_denied&state=st-1',
    });

    expect(await screen.findByText(/access to the calendar was not allowed/)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/auth/gtoken')).toBe(false);
    const back = screen.getByRole('link', { name: 'Back to Personal Calendar' });
    expect(back.getAttribute('href')).toBe('/account#integrations');
    back.click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
  });

  it('reads in French: the connecting line, the notice, and the problems with their way back', async () => {
    await readIn('fr');
    answer({
      body: { msg: 'Calendar Connected', company: harbourClinic._id, connection: googleConnection },
    });
    const first = renderRoutes(routes, { at });
    expect(screen.getByText('Connexion de votre calendrier…')).toBeTruthy();
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe(`/business/service/${harbourClinic._id}`),
    );
    expect(await screen.findByText('Calendrier connecté')).toBeTruthy();
    first.unmount();

    window.sessionStorage.setItem(CALENDAR_RETURN_KEY, `/business/service/${harbourClinic._id}`);
    const second = renderRoutes(routes, { at: '/calendar/google/callback?state=st-1' });
    expect(await screen.findByRole('heading', { name: 'Calendrier non connecté' })).toBeTruthy();
    // The domain's message, read through its French.
    expect(
      screen.getByText('Cette connexion Google a expiré ou n’a pas été lancée ici; réessayez'),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Retour aux calendriers de réservation' }),
    ).toBeTruthy();
    second.unmount();

    window.sessionStorage.clear();
    renderRoutes(routes, { at: '/calendar/google/callback?error=access_denied&state=st-1' });
    // The no-break space before the colon, as French sets it.
    expect(
      (
        await screen.findByText(
          'Google Agenda n’a pas été connecté : l’accès à l’agenda n’a pas été autorisé.',
        )
      ).textContent,
    ).toContain('connecté\u00a0:');
    expect(screen.getByRole('link', { name: 'Retour au calendrier personnel' })).toBeTruthy();
  });
});
