import type { RouteObject } from 'react-router';
import { vi } from 'vitest';
import { setToken } from '../../lib/session.ts';
import { renderRoutes, stubApi } from '../../test/render.tsx';
import { signedInAdmin } from './fixtures.ts';

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
