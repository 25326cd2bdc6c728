import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { booking } from '../../../test/booking-fixtures.ts';
import { ada } from '../../../test/fixtures.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { AccountPage } from './account-page.tsx';

const routes = [
  { path: '/account', element: <AccountPage /> },
  { path: '/login', element: <p>Login form</p> },
  { path: '/', element: <p>Home</p> },
];

function signedIn(extra: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ 'GET /auth': { body: ada }, ...extra });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  return api;
}

describe('/account', () => {
  it('opens the tab named by the hash', async () => {
    signedIn();
    renderRoutes(routes, { at: '/account#contact-info' });

    const tab = await screen.findByRole('tab', { name: 'Contact Info' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    // Each tab's code loads when it is shown.
    expect(((await screen.findByLabelText(/First Name/)) as HTMLInputElement).value).toBe('Ada');
  });

  it('opens the appointment history from its hash', async () => {
    signedIn({
      'GET /bookings/future': { body: [booking] },
      'GET /bookings/past': { body: [] },
    });
    renderRoutes(routes, { at: '/account#appointment-history' });

    const tab = await screen.findByRole('tab', { name: 'Appointment History' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('link', { name: 'Deep Tissue Massage' })).toBeTruthy();
    expect(screen.getByText('No Appointment history')).toBeTruthy();
  });

  it('shows email and password by default, the e-mail read-only', async () => {
    signedIn();
    renderRoutes(routes, { at: '/account' });

    const tab = await screen.findByRole('tab', { name: 'Email & Password' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const email = (await screen.findByLabelText('Email')) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(email.readOnly).toBe(true);
  });

  it('writes the chosen tab into the hash', async () => {
    signedIn();
    const { router } = renderRoutes(routes, { at: '/account' });

    await userEvent.click(await screen.findByRole('tab', { name: 'Delete Account' }));

    expect(router.state.location.hash).toBe('#delete-account');
    expect(await screen.findByRole('button', { name: 'Delete My Account' })).toBeTruthy();
  });

  it('stores the fresh token after a password change', async () => {
    const { calls } = signedIn({
      'POST /users/me': { body: { msg: 'Password Updated', token: 't2' } },
    });
    renderRoutes(routes, { at: '/account' });

    await userEvent.type(await screen.findByLabelText(/^New Password/), 'newpass1');
    await userEvent.type(screen.getByLabelText(/^Confirm New Password/), 'newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));

    expect(await screen.findByText('Password Updated')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('t2');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'ada@example.com',
      password: 'newpass1',
      password2: 'newpass1',
    });
  });

  it('redirects to / when there is no user', async () => {
    const { router } = renderRoutes(routes, { at: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
