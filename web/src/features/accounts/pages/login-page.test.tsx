import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { LoginPage } from './login-page.tsx';

const routes = [{ path: '/login', element: <LoginPage /> }];

async function logIn(password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('/login', () => {
  it('stores the token of a successful login', async () => {
    const { fetchStub, calls } = stubApi({ 'POST /auth': { body: { token: 'tok' } } });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/login' });

    await logIn('secret1');

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('tok'));
    expect(calls[0].body).toEqual({ email: 'ada@example.com', password: 'secret1' });
  });

  it('shows the server message as an Error toast', async () => {
    const { fetchStub } = stubApi({
      'POST /auth': { status: 400, body: { errors: [{ msg: 'Invalid credentials' }] } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/login' });

    await logIn('secret1');

    expect(await screen.findByText('Invalid credentials')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
  });

  it('checks the fields with the shared schema before calling', async () => {
    const { fetchStub, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/login' });

    await logIn('123');

    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('links to Forgot Password and Sign Up', () => {
    renderRoutes(routes, { at: '/login' });
    expect(screen.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/forgot',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/register');
  });

  it('reads in French: the page, its title, the checks loaded on submit, and the server’s answer', async () => {
    await readIn('fr');
    const { fetchStub, calls } = stubApi({
      'POST /auth': { status: 400, body: { errors: [{ msg: 'Identifiants invalides' }] } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/login' });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { name: 'Connexion' })).toBeTruthy();
    expect(document.title).toBe('Connexion | Slotmap');
    await user.type(screen.getByLabelText(/^Courriel/), 'pas-un-courriel');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez entrer un courriel valide')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Courriel/));
    await user.type(screen.getByLabelText(/^Courriel/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    // The server answers in the language the call names.
    expect(await screen.findByText('Identifiants invalides')).toBeTruthy();
    expect(screen.getByText('Erreur')).toBeTruthy();
    expect(calls[0].headers.get('accept-language')).toBe('fr');
  });
});
