import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbour, massage, slotsPath, slotsView } from '../fixtures.ts';
import { PENDING_LIKE_KEY } from '../pending-like.ts';
import { CompanyPage } from './company-page.tsx';

const id = harbour._id;
const routes = [
  { path: '/company/:id', element: <CompanyPage /> },
  { path: '/login', element: <p>Login form</p> },
];
const liked = {
  body: { _id: id, likes: [{ user: ada._id }], notified: [], likes_count: 1, notified_count: 0 },
};

/** One stub for both sides of the login: a visitor's calls, then the signed-in ones. */
function api(company = harbour) {
  const stub = stubApi({
    'GET /auth': { body: ada },
    [`GET /company/${id}`]: { body: company },
    [`GET /claim/me?company=${id}&limit=50`]: { body: [] },
    [`GET ${slotsPath(massage)}`]: { body: { ...slotsView(massage, new Date()), days: [] } },
    [`PUT /company/like/${id}`]: liked,
  });
  vi.stubGlobal('fetch', stub.fetchStub);
  return stub;
}

const likes = (calls: ReturnType<typeof api>['calls']) =>
  calls.filter((c) => c.method === 'PUT' && c.path === `/company/like/${id}`);

afterEach(() => window.sessionStorage.clear());

describe('a like pressed before logging in', () => {
  it('is finished once the visitor is back signed in, and only once', async () => {
    const { calls } = api();
    const { router } = renderRoutes(routes, { at: `/company/${id}` });

    await userEvent.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByText('Login form')).toBeTruthy();
    expect(likes(calls)).toHaveLength(0);

    // The login stores the token and follows returnUrl back to the business.
    act(() => setToken('t1'));
    await act(() => router.navigate(`/company/${id}`));

    expect(await screen.findByText('Company added to your favorites')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Unlike' })).toBeTruthy();
    expect(likes(calls)).toHaveLength(1);
    expect(window.sessionStorage.getItem(PENDING_LIKE_KEY)).toBeNull();
  });

  it('is not sent for a signed-in customer who pressed nothing', async () => {
    const { calls } = api();
    setToken('t1');
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('button', { name: 'Like' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(likes(calls)).toHaveLength(0);
  });

  it('is dropped for the business’s own owner', async () => {
    const { calls } = api({ ...harbour, user: ada._id });
    const pending = JSON.stringify({ companyId: id, savedAt: Date.now() });
    window.sessionStorage.setItem(PENDING_LIKE_KEY, pending);
    setToken('t1');
    renderRoutes(routes, { at: `/company/${id}` });

    expect(await screen.findByRole('link', { name: /Edit Company/ })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(likes(calls)).toHaveLength(0);
    expect(window.sessionStorage.getItem(PENDING_LIKE_KEY)).toBeNull();
  });
});
