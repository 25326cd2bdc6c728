import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { setToken } from '../../lib/session.ts';
import { renderRoutes, stubApi } from '../../test/render.tsx';
import { signedInAdmin } from './admin.fixture.ts';
import { SuperAdminPage } from './pages/super-admin-page.tsx';

/** Renders admin routes for a signed-in admin with the given API answers. */
export function showAsAdmin(
  routes: RouteObject[],
  at: string,
  answers: Parameters<typeof stubApi>[0],
  state?: unknown,
) {
  const api = stubApi({ ...signedInAdmin, ...answers });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('admin-token');
  const view = renderRoutes(routes, { at, state });
  return { ...api, ...view };
}

/**
 * /superadmin for a signed-in admin, opened on `tab` as navigation state names it (by value or
 * label; otherwise the Business List), with `beside` the pages its links lead to.
 */
export function showSuperAdmin(
  answers: Parameters<typeof stubApi>[0],
  { tab, beside = [] }: { tab?: string; beside?: RouteObject[] } = {},
) {
  return showAsAdmin(
    [{ path: '/superadmin', element: <SuperAdminPage /> }, ...beside],
    '/superadmin',
    answers,
    tab ? { tab } : undefined,
  );
}
