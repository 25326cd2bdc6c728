import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../lib/session.ts';
import { ada } from '../test/fixtures.ts';
import { renderRoutes, stubApi } from '../test/render.tsx';
import { routes } from './routes.tsx';

describe('the Google calendar callback route', () => {
  it('shows the callback page to a signed-in person', async () => {
    vi.stubGlobal(
      'fetch',
      stubApi({ 'GET /auth': { body: ada }, 'GET /messages': { body: [] } }).fetchStub,
    );
    setToken('t1');
    renderRoutes(routes, { at: '/calendar/google/callback?error=access_denied' });

    expect(await screen.findByRole('heading', { name: 'Calendar not connected' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Personal Calendar' })).toBeTruthy();
  });

  it('sends a visitor to /login', async () => {
    const { router } = renderRoutes(routes, { at: '/calendar/google/callback?code=c&state=s' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
