import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from './routes.tsx';
import { setToken } from '../lib/session.ts';
import { ada } from '../test/fixtures.ts';
import { renderRoutes, stubApi } from '../test/render.tsx';
import { admin, harbour, paged } from '../features/admin/admin.fixture.ts';

const PATHS = [
  '/superadmin',
  '/superadmin/list',
  '/superadmin/all-business',
  '/superadmin/business',
  '/superadmin/update/c1',
  '/superadmin/service/c1',
  '/superadmin/business-info/c1',
];

describe('the /superadmin routes', () => {
  it.each(PATHS)('send a visitor from %s to /login', async (path) => {
    const { router } = renderRoutes(routes, { at: path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it.each(PATHS)('show a signed-in non-admin the not-found page at %s', async (path) => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /auth': { body: ada }, 'GET /messages': { body: [] } }).fetchStub,
    );
    setToken('t1');
    const { router } = renderRoutes(routes, { at: path });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });

  it('open the admin tabs for an admin, on All Business at /superadmin/all-business', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /auth': { body: admin },
        'GET /messages': { body: [] },
        'GET /company/admin/companies?limit=10&page=1': paged([harbour]),
      }).fetchStub,
    );
    setToken('t1');
    renderRoutes(routes, { at: '/superadmin/all-business' });
    expect(await screen.findByRole('heading', { name: 'Super Admin' })).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'All Business', selected: true })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'All businesses' })).toBeTruthy();
  });

  it('open the Add Business form for an admin at /superadmin/business', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /auth': { body: admin }, 'GET /messages': { body: [] } }).fetchStub,
    );
    setToken('t1');
    renderRoutes(routes, { at: '/superadmin/business' });
    expect(await screen.findByRole('heading', { name: 'Add Business', level: 1 })).toBeTruthy();
  });
});
