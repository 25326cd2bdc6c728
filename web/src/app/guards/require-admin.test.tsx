import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../lib/session.ts';
import { renderRoutes, stubApi } from '../../test/render.tsx';
import { RequireAdmin } from './require-admin.tsx';

const adminRoutes = [
  {
    element: <RequireAdmin />,
    children: [{ path: '/superadmin', element: <p>Admin area</p> }],
  },
  { path: '/dashboard', element: <p>Dashboard</p> },
  { path: '/login', element: <p>Login form</p> },
];

const user = (isAdmin: boolean) => ({
  body: { _id: 'u1', firstName: 'A', lastName: 'B', email: 'a@b.co', isAdmin },
});

describe('RequireAdmin', () => {
  it('sends a visitor to /login', async () => {
    renderRoutes(adminRoutes, { at: '/superadmin' });
    expect(await screen.findByText('Login form')).toBeTruthy();
  });

  it('shows a signed-in user without isAdmin the not-found page', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /auth': user(false) }).fetchStub);
    setToken('t');
    const { router } = renderRoutes(adminRoutes, { at: '/superadmin' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.queryByText('Admin area')).toBeNull();
    expect(router.state.location.pathname).toBe('/superadmin');
  });

  it('lets an admin in', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /auth': user(true) }).fetchStub);
    setToken('t');
    renderRoutes(adminRoutes, { at: '/superadmin' });
    expect(await screen.findByText('Admin area')).toBeTruthy();
  });
});
