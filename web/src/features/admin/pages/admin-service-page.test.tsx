import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { harbourClinic } from '../../../test/fixtures.ts';
import { showAsAdmin } from '../render-admin.fixture.tsx';
import { AdminServicePage, AdminUpdatePage } from './admin-service-page.tsx';

const service: ServiceView = {
  _id: 's1',
  company_id: harbourClinic._id,
  name: 'Deep Tissue Massage',
  description: 'Firm pressure for sore muscles.',
  price: 95,
  service_duration: 60,
  book_online: true,
  book_site: false,
  book_site_link: '',
  call_to_book: false,
  booking_method: 'book_online',
  intakeForm: [],
  min_notice: 0,
  buffer_before: 0,
  buffer_after: 0,
  horizon_days: 90,
};
const company: CompanyView = { ...harbourClinic, services: [service] };
const id = company._id;

function show(path: string, answers: Parameters<typeof showAsAdmin>[2] = {}) {
  return showAsAdmin(
    [
      { path: '/superadmin/service/:id', element: <AdminServicePage /> },
      { path: '/superadmin/update/:id', element: <AdminUpdatePage /> },
      { path: '/superadmin', element: <p>Admin tabs</p> },
    ],
    path,
    { [`GET /company/${id}`]: { body: company }, ...answers },
    { tab: 'claims' },
  );
}

describe('/superadmin/service/:id', () => {
  it('lists the services and deletes one through the admin call after a confirmation', async () => {
    const { calls } = show(`/superadmin/service/${id}`, {
      [`DELETE /company/business/${id}/service/s1`]: { body: [] },
    });
    expect(await screen.findByText('Deep Tissue Massage')).toBeTruthy();
    expect(screen.getByText('$95.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Super Admin' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Deep Tissue Massage' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this service ?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Service Removed')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/company/business/${id}/service/s1`,
    ]);
  });

  it("says 'No Services Available' for a business without services", async () => {
    show(`/superadmin/service/${id}`, {
      [`GET /company/${id}`]: { body: { ...company, services: [] } },
    });
    expect(await screen.findByText('No Services Available')).toBeTruthy();
  });

  it('deletes the business from Settings and returns to /superadmin', async () => {
    const { calls, router } = show(`/superadmin/service/${id}`, {
      [`DELETE /company/business/${id}`]: { body: { msg: 'Business Removed' } },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }));
    // The details form and the hours each save on their own.
    expect(screen.getAllByRole('button', { name: 'Save Company Info' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Business' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Business Removed')).toBeTruthy();
    expect(await screen.findByText('Admin tabs')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/superadmin');
    expect(calls.some((c) => c.method === 'DELETE' && c.path === `/company/business/${id}`)).toBe(
      true,
    );
  });
  it('reads in French', async () => {
    await readIn('fr');
    show(`/superadmin/service/${id}`);
    expect(await screen.findByText('Services et paramètres')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Paramètres' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Infos de l’entreprise' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour à l’administration' })).toBeTruthy();
  });
});

describe('/superadmin/update/:id', () => {
  it('shows the business form filled in and saves it', async () => {
    const { calls } = show(`/superadmin/update/${id}`, {
      [`PUT /company/business/${id}`]: { body: company },
    });
    const name = (await screen.findByLabelText(/^Company Name/)) as HTMLInputElement;
    expect(name.value).toBe(company.name);
    await userEvent.click(screen.getAllByRole('button', { name: 'Save Company Info' })[0]);
    expect(await screen.findByText('Company Updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ name: company.name });
  });
});
