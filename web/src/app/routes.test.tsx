import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/session.ts';
import { ada } from '../test/fixtures.ts';
import { renderRoutes, stubApi } from '../test/render.tsx';
import { matchRoutes } from 'react-router';
import { pageAt, routes } from './routes.tsx';

const user = ada;

describe('the route table', () => {
  it('finds the page of an address as React Router does, for every path of the table', () => {
    const paths: string[] = [];
    const walk = (table: typeof routes, parent: string) => {
      for (const route of table) {
        const path = route.path === undefined ? parent : `${parent}/${route.path}`;
        if (route.children) walk(route.children, path);
        else paths.push(path || '/');
      }
    };
    walk(routes, '');
    const addresses = [
      ...paths.map((path) => path.replace(/:\w+/g, 'abc123').replace('*', 'no/such/page')),
      '/FIND',
      '/find/',
      '/company',
      '/superadmin/list/extra',
    ];
    expect(addresses.length).toBeGreaterThan(30);
    for (const address of addresses) {
      const leaf = matchRoutes(routes, address)?.at(-1)?.route.element as { type?: unknown };
      expect([address, pageAt(address)]).toEqual([address, leaf?.type]);
    }
  });

  it('shows the not-found page, with the header, for an unknown path', async () => {
    renderRoutes(routes, { at: '/no-such-page' });

    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('Sorry, this page does not exist')).toBeTruthy();
    expect(screen.getByRole('banner').textContent).toContain('Slotmap');
  });

  it('sends a visitor from a behind-login route to /login', async () => {
    const { router } = renderRoutes(routes, { at: '/dashboard' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
  });

  it("sends a visitor from a business's manager to /login", async () => {
    const { router } = renderRoutes(routes, { at: '/business/service/some-business' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('loads the user of a stored token and shows the dashboard with the signed-in menu', async () => {
    const { fetchStub, calls } = stubApi({
      'GET /auth': { body: user },
      'GET /messages': { body: [] },
    });
    vi.stubGlobal('fetch', fetchStub);
    setToken('t1');

    renderRoutes(routes, { at: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Hello, Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile Settings' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(calls[0].headers.get('x-auth-token')).toBe('t1');
  });

  it('sends a signed-in user away from /login to /dashboard', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /auth': { body: user }, 'GET /messages': { body: [] } }).fetchStub,
    );
    setToken('t1');

    const { router } = renderRoutes(routes, { at: '/login' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('treats a token the server refuses as signed out', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /auth': { status: 401, body: { errors: [{ msg: 'Token is not valid' }] } } })
        .fetchStub,
    );
    setToken('stale');

    const { router } = renderRoutes(routes, { at: '/account' });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('signs out from /account#signout and lands on the login page', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /auth': { body: user }, 'GET /messages': { body: [] } }).fetchStub,
    );
    setToken('t1');
    const { router } = renderRoutes(routes, { at: '/account#signout' });

    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
