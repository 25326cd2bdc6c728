import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourClinic, massageService } from '../businesses.fixture.ts';
import { BusinessSettingsPage } from './business-settings-page.tsx';

const id = harbourClinic._id;
const at = `/business/service/${id}`;
const servicesTab = { tab: 'services' };
const routes = [
  { path: '/business/service/:id', element: <BusinessSettingsPage /> },
  { path: '/edit-service/:id', element: <p>Edit service page</p> },
  { path: '/admin', element: <p>Business manager</p> },
];

/** The page as its owner (Ada) sees it. */
function show(extra: Parameters<typeof stubApi>[0] = {}, state?: unknown, company = harbourClinic) {
  setToken('t1');
  const api = stubApi({
    'GET /auth': { body: ada },
    [`GET /company/${id}`]: { body: company },
    'GET /company/business?limit=50&page=1&search=': {
      body: { items: [company], total: 1, page: 1, limit: 50 },
    },
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetchStub);
  return { ...api, ...renderRoutes(routes, { at, state }) };
}

describe('/business/service/:id', () => {
  it("opens on the business's appointments by default", async () => {
    setToken('t1');
    show({
      [`GET /bookings/future/${id}`]: { body: [] },
      [`GET /bookings/past/${id}`]: { body: [] },
    });

    const tab = await screen.findByRole('tab', { name: 'Appointments' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab')[0]).toBe(tab);
    expect(await screen.findByText('No Future Appointments')).toBeTruthy();
    expect(screen.getByText('No Appointment history')).toBeTruthy();
  });

  it('lists services with price, duration and a link to edit each', async () => {
    show({}, servicesTab);

    expect(await screen.findByText('Deep Tissue Massage')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Services' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByText('$95.00')).toBeTruthy();
    expect(screen.getByText(/60 minutes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Edit Service/ }).getAttribute('href')).toBe(
      `/edit-service/${massageService._id}`,
    );
    expect(
      screen.getByRole('link', { name: 'Back to Business Manager' }).getAttribute('href'),
    ).toBe('/admin');
  });

  it('deletes a service only after the confirmation', async () => {
    const { calls } = show(
      { [`DELETE /company/service/${massageService._id}`]: { body: { msg: 'Service Removed' } } },
      servicesTab,
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Deep Tissue Massage' }));
    expect(await screen.findByText('Are you sure you want to delete this service ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Deep Tissue Massage' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Service Removed')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it("says 'No Services Available!' for a business without services", async () => {
    show({}, servicesTab, { ...harbourClinic, services: [] });
    expect(await screen.findByText('No Services Available!')).toBeTruthy();
  });

  it('opens the tab from navigation state and goes back to the dashboard when it came from there', async () => {
    show({}, { tab: 'business-hours', from: 'Dashboard' });

    const tab = await screen.findByRole('tab', { name: 'Business Hours' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('link', { name: 'Back to dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
  });

  it('saves the hours flattened by weekday', async () => {
    const { calls } = show(
      { [`PUT /company/business/${id}`]: { body: harbourClinic } },
      { tab: 'business-hours' },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('switch', { name: /Saturday/ }));
    await user.click(screen.getByRole('button', { name: 'Save Company Info' }));

    expect(await screen.findByText('Company Updated')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      Saturday_open: false,
      Monday_open: true,
      Monday_end_time: 1020,
    });
  });

  it('deletes the business after the confirmation and returns to /admin', async () => {
    const { router } = show(
      { [`DELETE /company/${id}`]: { body: { msg: 'Business Removed' } } },
      { tab: 'delete-business' },
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete Business' }));
    expect(await screen.findByText('Are you sure you want to delete your Business ?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByText('Business Removed')).toBeTruthy();
  });

  it('reads the manager, its services and their deletion in French', async () => {
    await readIn('fr');
    const { calls } = show(
      { [`DELETE /company/service/${massageService._id}`]: { body: { msg: 'Service supprimé' } } },
      servicesTab,
    );
    const user = userEvent.setup();

    expect(await screen.findByText('Deep Tissue Massage')).toBeTruthy();
    expect(document.title).toBe(`${harbourClinic.name} – Gestion d’entreprise | Slotmap`);
    expect(screen.getByText('Gestion d’entreprise')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Rendez-vous' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Heures d’ouverture' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Supprimer l’entreprise' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Entreprise' })).toBeTruthy();
    expect(screen.getByText('1 service')).toBeTruthy();
    expect(screen.getByText('Par téléphone')).toBeTruthy();
    // The price as French writes it, kept on one line.
    expect(screen.getByText('95,00 $').textContent).toBe('95,00\u00a0$');
    expect(screen.getByText(/60 minutes/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter un service' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Modifier/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à Gestion d’entreprise' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Supprimer Deep Tissue Massage' }));
    expect(await screen.findByText('Voulez-vous vraiment supprimer ce service?')).toBeTruthy();
    expect(screen.getByText('Supprimer le service')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Service supprimé')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('reads the hours and the deletion of the business in French', async () => {
    await readIn('fr');
    show({}, { tab: 'delete-business' });
    const user = userEvent.setup();

    expect(
      await screen.findByText(
        'Votre entreprise et toutes les données qui s’y rattachent seront supprimées. Cette action est irréversible.',
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Supprimer l’entreprise' }));
    expect(
      await screen.findByText('Voulez-vous vraiment supprimer votre entreprise?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));

    await user.click(screen.getByRole('tab', { name: 'Heures d’ouverture' }));
    expect(await screen.findByRole('button', { name: 'Enregistrer' })).toBeTruthy();
  });
});
