import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { ResetPage } from './reset-page.tsx';
import { ResetSentPage } from './reset-sent-page.tsx';

const routes = [
  { path: '/reset/:token', element: <ResetPage /> },
  { path: '/success-page', element: <ResetSentPage /> },
];

describe('/reset/:token', () => {
  it('clears both fields and says so when the passwords differ', async () => {
    const { fetchStub, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/reset/abc' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^New Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'secret2');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    // The schema loads when the form is first checked.
    expect((await screen.findAllByText('Passwords do not match')).length).toBeGreaterThan(0);
    expect((screen.getByLabelText(/^New Password/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Confirm New Password/) as HTMLInputElement).value).toBe('');
    expect(calls).toHaveLength(0);
  });

  it('sends the password with the token of the link, then says the password was changed', async () => {
    const { fetchStub, calls } = stubApi({
      'POST /auth/new-password': { body: { msg: 'Password Updated' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    const { router } = renderRoutes(routes, { at: '/reset/abc' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^New Password/), 'secret1');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/success-page'));
    expect(calls[0].body).toEqual({ password: 'secret1', token: 'abc' });
    expect(await screen.findByText(/^Your password has been changed/)).toBeTruthy();
    expect(screen.queryByText(/email will be sent/)).toBeNull();
  });

  it('still promises the e-mail when the success page is reached after asking for a link', () => {
    renderRoutes(routes, { at: '/success-page' });
    expect(screen.getByText('An email will be sent soon to reset your password')).toBeTruthy();
  });
});
