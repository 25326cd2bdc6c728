import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { booking } from '../../../test/booking-fixtures.ts';
import { ada, harbourClinic } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
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

  it('reads in French: its title, its tabs, and the password form’s checks', async () => {
    await readIn('fr');
    const { calls } = signedIn();
    const user = userEvent.setup();
    renderRoutes(routes, { at: '/account' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Paramètres du profil' }),
    ).toBeTruthy();
    expect(document.title).toBe('Paramètres du profil | Slotmap');
    const tab = screen.getByRole('tab', { name: 'Courriel et mot de passe' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Coordonnées' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Calendrier personnel' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Déconnexion' })).toBeTruthy();

    const email = (await screen.findByLabelText('Courriel')) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(
      screen.getByText(
        'Votre adresse courriel est votre identifiant de connexion et ne peut pas être changée ici.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await screen.findByText('Le mot de passe est obligatoire')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('reads the waitlist manager in French, and leaves a waitlist after asking', async () => {
    await readIn('fr');
    const waiting = {
      company: { _id: harbourClinic._id, name: 'Harbour Massage Clinic', city: 'Toronto' },
      duration: '2 Weeks',
      preferences: { notifyByText: false, notifyByEmail: true },
      entries: [
        { _id: 'e1', day: 'Monday', period: 'morning', expiresAt: '2026-12-15T14:00:00.000Z' },
      ],
    };
    const { calls } = signedIn({
      [`GET /waitlist/user/${ada._id}/companies`]: {
        body: [waiting],
        headers: { 'x-total-count': '1' },
      },
      [`PUT /waitlist/company/${harbourClinic._id}`]: { body: [] },
    });
    const user = userEvent.setup();
    renderRoutes(routes, { at: '/account#waitlist-manager' });

    const list = await screen.findByRole('list', { name: 'Listes d’attente' });
    await user.click(
      within(list).getByRole('button', {
        name: 'Quitter la liste d’attente de Harbour Massage Clinic',
      }),
    );
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Quitter la liste d’attente de Harbour Massage Clinic?')).toBeTruthy();
    expect(dialog.getByRole('button', { name: 'Annuler' })).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Quitter la liste d’attente' }));

    expect(await screen.findByText('Vous avez quitté la liste d’attente')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ cells: [] });
  });

  it('redirects to / when there is no user', async () => {
    const { router } = renderRoutes(routes, { at: '/account' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
