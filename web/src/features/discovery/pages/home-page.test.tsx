import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada, queenStreetPlace } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { HomePage } from './home-page.tsx';

function show(answers: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  const view = renderRoutes(
    [
      { path: '/', element: <HomePage /> },
      { path: '/find', element: <p>Find page</p> },
    ],
    { at: '/' },
  );
  return { ...api, ...view };
}

/** A browser whose geolocation answers with `answer` (a position or an error code). */
function stubGeolocation(answer: { lat: number; lng: number } | { code: number }) {
  const geolocation = {
    getCurrentPosition: (
      ok: (p: { coords: { latitude: number; longitude: number } }) => void,
      fail: (e: { code: number; PERMISSION_DENIED: number }) => void,
    ) => {
      if ('code' in answer) fail({ code: answer.code, PERMISSION_DENIED: 1 });
      else ok({ coords: { latitude: answer.lat, longitude: answer.lng } });
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

const addressBox = () => screen.getByRole('textbox', { name: 'Where are you?' });

describe('/ (home)', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('goes to /find at the chosen place, carrying it in navigation state', async () => {
    const { router } = show({
      'GET /places/search?q=100%20Queen': { body: [queenStreetPlace] },
    });
    const user = userEvent.setup();

    await user.type(addressBox(), '100 Queen');
    await user.click(await screen.findByText(queenStreetPlace.label));

    expect(await screen.findByText('Find page')).toBeTruthy();
    expect(router.state.location.search).toBe('?lat=43.6525&lng=-79.3839&miles=15');
    expect(router.state.location.state).toEqual({
      lat: 43.6525,
      lng: -79.3839,
      address: queenStreetPlace.label,
    });
  });

  it("says 'Invalid location' under the box when typed text matches no place", async () => {
    show({
      'GET /places/search?q=qqzz': { body: [] },
      'GET /places/search?q=qqzz&limit=1': { body: [] },
    });
    const user = userEvent.setup();

    await user.type(addressBox(), 'qqzz');
    await user.click(screen.getByRole('button', { name: 'Find businesses' }));

    expect((await screen.findAllByText('Invalid location')).length).toBeGreaterThan(0);
    expect(addressBox().getAttribute('aria-invalid')).toBe('true');
    const errorId = addressBox().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId.split(' ')[0])?.textContent).toBe('Invalid location');
  });

  it('goes to the best match when Enter is pressed without choosing a suggestion', async () => {
    const { router } = show({
      'GET /places/search?q=Toronto': { body: [] },
      'GET /places/search?q=Toronto&limit=1': { body: [queenStreetPlace] },
    });

    await userEvent.type(addressBox(), 'Toronto{Enter}');

    expect(await screen.findByText('Find page')).toBeTruthy();
    expect(router.state.location.search).toBe('?lat=43.6525&lng=-79.3839&miles=15');
  });

  it('explains a refused location and stays on the page', async () => {
    stubGeolocation({ code: 1 });
    show();

    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(
      (
        await screen.findAllByText(
          'Location access was refused. Type your city or postal code instead.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText('Find page')).toBeNull();
  });

  it('names the located point and goes to /find', async () => {
    stubGeolocation({ lat: 49.2827, lng: -123.1207 });
    const { router } = show({
      'GET /places/reverse?lat=49.2827&lng=-123.1207': {
        body: { ...queenStreetPlace, label: 'Vancouver, BC, Canada', lat: 49.2827, lng: -123.1207 },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));

    expect(await screen.findByText('Find page')).toBeTruthy();
    expect(router.state.location.search).toBe('?lat=49.2827&lng=-123.1207&miles=15');
    expect(router.state.location.state).toMatchObject({ address: 'Vancouver, BC, Canada' });
  });

  it("calls a position outside Canada and the US an 'Invalid location'", async () => {
    stubGeolocation({ lat: 51.5072, lng: -0.1276 });
    show({
      'GET /places/reverse?lat=51.5072&lng=-0.1276': {
        status: 400,
        body: { errors: [{ msg: 'Only locations in Canada and the US are supported' }] },
      },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }));

    expect((await screen.findAllByText('Invalid location')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Find page')).toBeNull();
  });

  it('offers Use my location in French, and explains a refusal in French', async () => {
    await readIn('fr');
    stubGeolocation({ code: 1 });
    show();

    await userEvent.click(screen.getByRole('button', { name: 'Me localiser' }));

    expect(
      (
        await screen.findAllByText(
          'L’accès à votre position a été refusé. Tapez plutôt votre ville ou votre code postal.',
        )
      ).length,
    ).toBeGreaterThan(0);
  });

  it('offers Login and Register to a visitor', async () => {
    show();
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
  });

  it('reads in French, with Login and Register inside the sentence', async () => {
    await readIn('fr');
    show();

    expect(
      screen.getByRole('heading', {
        name: 'Prenez rendez-vous près de chez vous en quelques minutes',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Où êtes-vous?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Trouver des entreprises' })).toBeTruthy();
    expect(screen.getByText('Ne manquez aucune plage horaire')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Inscrire mon entreprise' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Connectez-vous' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(screen.getByRole('link', { name: 'inscrivez-vous' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(screen.getByText(/pour réserver et garder vos favoris\./)).toBeTruthy();
  });

  it('offers the Dashboard to a signed-in user', async () => {
    setToken('t1');
    show({ 'GET /auth': { body: ada } });
    expect((await screen.findByRole('link', { name: /Dashboard/ })).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
