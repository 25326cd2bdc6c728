import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../lib/auth.ts';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourClinic } from '../businesses.fixture.ts';
import { BusinessSettingsPage } from './business-settings-page.tsx';

const id = harbourClinic._id;
const routes = [
  { path: '/business/service/:id', element: <BusinessSettingsPage /> },
  { path: '/company/:id', element: <p>Public business page</p> },
];
const stranger: User = { ...ada, _id: '0190a4c2-0000-7000-8000-0000000000ff', firstName: 'Stan' };

/** The manager's address opened by `viewer`; every call it makes is recorded. */
function open(viewer: User) {
  setToken('t1');
  const api = stubApi({
    'GET /auth': { body: viewer },
    [`GET /company/${id}`]: { body: harbourClinic },
    'GET /company/business?limit=50&page=1&search=': {
      body: { items: [harbourClinic], total: 1, page: 1, limit: 50 },
    },
    [`GET /bookings/future/${id}`]: { body: [] },
    [`GET /bookings/past/${id}`]: { body: [] },
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return { ...api, ...renderRoutes(routes, { at: `/business/service/${id}` }) };
}

describe('/business/service/:id for someone else’s business', () => {
  it('tells a signed-in user who does not own it, without any of the manager’s actions', async () => {
    const { calls } = open(stranger);

    expect(await screen.findByRole('heading', { name: 'This is not your business' })).toBeTruthy();
    expect(screen.getByText(`Only the owner of ${harbourClinic.name} can manage it.`)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Business' })).toBeNull();
    expect(screen.queryByText('Delete Business')).toBeNull();
    expect(screen.getByRole('link', { name: 'View business page' }).getAttribute('href')).toBe(
      `/company/${id}`,
    );
    // Nothing of the owner's is asked for: no appointments, no list of businesses.
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(`/company/${id}`));
    expect(calls.filter((c) => /^\/(bookings|company\/(mine|business))/.test(c.path))).toEqual([]);
  });

  it('shows the owner the manager with its tabs', async () => {
    open(ada);

    expect(await screen.findByRole('tab', { name: 'Delete Business' })).toBeTruthy();
    expect(screen.queryByText('This is not your business')).toBeNull();
  });

  it('shows an admin the manager of any business', async () => {
    open({ ...stranger, isAdmin: true });

    expect(await screen.findByRole('tab', { name: 'Appointments' })).toBeTruthy();
    expect(screen.queryByText('This is not your business')).toBeNull();
  });

  it('tells it in French', async () => {
    await readIn('fr');
    open(stranger);

    expect(
      await screen.findByRole('heading', { name: 'Cette entreprise n’est pas la vôtre' }),
    ).toBeTruthy();
    expect(
      screen.getByText(`Seul le propriétaire de ${harbourClinic.name} peut la gérer.`),
    ).toBeTruthy();
    expect(
      screen.getByText('Vos propres entreprises sont dans Gestion d’entreprise.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir la page de l’entreprise' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à Gestion d’entreprise' })).toBeTruthy();
  });
});
