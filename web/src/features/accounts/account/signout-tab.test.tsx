import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { SignoutTab } from './signout-tab.tsx';

const routes = [
  { path: '/account', element: <SignoutTab /> },
  { path: '/login', element: <p>Login form</p> },
];

async function signOutWith(answer: { status?: number; body?: unknown }) {
  const api = stubApi({ 'POST /auth/logout': answer });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  const { router } = renderRoutes(routes, { at: '/account#signout' });
  await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  return api.calls;
}

describe('the Sign Out tab', () => {
  it('ends the session on the server with its token, then forgets the token', async () => {
    const calls = await signOutWith({ body: { msg: 'Signed out' } });

    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/logout']);
    expect(calls[0].headers.get('x-auth-token')).toBe('t1');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('reads in French', async () => {
    await readIn('fr');
    vi.stubGlobal(
      'fetch',
      stubApi({ 'POST /auth/logout': { body: { msg: 'Signed out' } } }).fetchStub,
    );
    setToken('t1');
    renderRoutes(routes, { at: '/account#signout' });

    expect(await screen.findByText('Déconnectez-vous de Slotmap sur cet appareil.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
  });

  it('still signs out on this device when the server cannot be told', async () => {
    await signOutWith({ status: 500, body: { errors: [{ msg: 'Server error' }] } });

    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Login form')).toBeTruthy();
  });
});
