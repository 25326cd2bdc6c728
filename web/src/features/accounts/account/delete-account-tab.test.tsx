import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Navigate, Outlet } from 'react-router';
import { useAuth } from '../../../lib/auth.ts';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { AccountDeletedPage } from '../pages/account-deleted-page.tsx';
import { DeleteAccountTab } from './delete-account-tab.tsx';

/** As the app's behind-login guard: a signed-out visitor goes to /login. */
function SignedInOnly() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return null;
  return isAuthenticated ? <Outlet /> : <Navigate to="/login" replace />;
}

const routes = [
  { element: <SignedInOnly />, children: [{ path: '/account', element: <DeleteAccountTab /> }] },
  { path: '/delete-account', element: <AccountDeletedPage /> },
  { path: '/login', element: <p>Login form</p> },
];

describe('the Delete Account tab', () => {
  it('deletes after confirming and ends on /delete-account signed out, not on /login', async () => {
    const api = stubApi({
      'GET /auth': { body: ada },
      'GET /company/mine': { body: [] },
      'DELETE /profile': { body: { msg: 'ok' } },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    setToken('t1');
    const { router } = renderRoutes(routes, { at: '/account#delete-account' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete My Account' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));

    expect(await screen.findByText('Account Deleted')).toBeTruthy();
    await waitFor(() => expect(window.localStorage.getItem('token')).toBeNull());
    expect(router.state.location.pathname).toBe('/delete-account');
    expect(screen.queryByText('Login form')).toBeNull();
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain('DELETE /profile');
  });

  it('tells an owner, before and in the confirmation, that their businesses close with the account', async () => {
    const api = stubApi({
      'GET /auth': { body: ada },
      'GET /company/mine': {
        body: [{ _id: 'c1' }, { _id: 'c2' }],
        headers: { 'x-total-count': '2' },
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    setToken('t1');
    renderRoutes(routes, { at: '/account#delete-account' });
    const warning =
      'Your 2 businesses close on Slotmap with it: their appointments to come are cancelled and each customer is told.';
    expect(await screen.findByText(warning)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(warning);
  });

  it('reads in French, the owner’s warning said for one business', async () => {
    await readIn('fr');
    const api = stubApi({
      'GET /auth': { body: ada },
      'GET /company/mine': { body: [{ _id: 'c1' }], headers: { 'x-total-count': '1' } },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    setToken('t1');
    renderRoutes(routes, { at: '/account#delete-account' });
    // The no-break space before the colon reads as a space to the query.
    const warning = await screen.findByText(
      'Votre entreprise sera fermée sur Slotmap en même temps : ses rendez-vous à venir seront annulés et chaque client en sera avisé.',
    );
    expect(warning.textContent).toContain('temps\u00a0: ses');
    expect(
      screen.getByText(
        'Supprimez votre compte Slotmap, votre profil et vos identifiants de connexion.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Supprimer votre compte?' }));
    expect(dialog.getByText(/Cette action est irréversible\.$/)).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Supprimer le compte' })).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
