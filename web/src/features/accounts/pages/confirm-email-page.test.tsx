import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';
import { ConfirmEmailPage } from './confirm-email-page.tsx';

const routes = [
  { path: '/confirm-email/:token', element: <ConfirmEmailPage /> },
  { path: '/account', element: <AccountPage /> },
  { path: '/login', element: <p>Login form</p> },
  { path: '/dashboard', element: <p>Dashboard</p> },
];

describe('confirming an e-mail address', () => {
  it('confirms the address as the link opens, signed out, and offers to log in', async () => {
    const api = stubApi({
      'POST /auth/confirm-email': { body: { msg: 'Your e-mail address is confirmed' } },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    renderRoutes(routes, { at: '/confirm-email/abc.def.ghi' });
    expect(await screen.findByText(/Your e-mail address is confirmed/)).toBeTruthy();
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ token: 'abc.def.ghi' });
    await userEvent.click(screen.getByRole('link', { name: 'Log in' }));
    expect(await screen.findByText('Login form')).toBeTruthy();
  });

  it('says why a link was refused and offers a new one to a signed-in person', async () => {
    const api = stubApi({
      'GET /auth': { body: { ...ada, emailConfirmed: false } },
      'POST /auth/confirm-email': {
        status: 400,
        body: { errors: [{ msg: 'This confirmation link is invalid or has expired' }] },
      },
      'POST /auth/confirm-email/resend': {
        body: { msg: 'A new confirmation link is on its way to your e-mail' },
      },
    });
    vi.stubGlobal('fetch', api.fetchStub);
    setToken('t1');
    renderRoutes(routes, { at: '/confirm-email/old' });
    expect(
      await screen.findByText('This confirmation link is invalid or has expired'),
    ).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('button', { name: 'Link sent' })).toBeTruthy();
  });

  it('asks an unconfirmed person to confirm on the account page, and says nothing once confirmed', async () => {
    const api = stubApi({ 'GET /auth': { body: { ...ada, emailConfirmed: false } } });
    vi.stubGlobal('fetch', api.fetchStub);
    setToken('t1');
    const view = renderRoutes(routes, { at: '/account' });
    expect(await screen.findByText('Please confirm your e-mail address')).toBeTruthy();
    expect(screen.getByText(/We sent a link to ada@example.com/)).toBeTruthy();
    view.unmount();

    vi.stubGlobal('fetch', stubApi({ 'GET /auth': { body: ada } }).fetchStub);
    renderRoutes(routes, { at: '/account' });
    expect(await screen.findByRole('heading', { name: 'Profile Settings' })).toBeTruthy();
    expect(screen.queryByText('Please confirm your e-mail address')).toBeNull();
  });
});
