import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { harbour, paged, unclaimed } from '../admin.fixture.ts';
import { showSuperAdmin } from '../render-admin.fixture.tsx';

const list = (page = 1, search = '') =>
  `GET /company/admin/companies?limit=10&page=${page}${search ? `&search=${search}` : ''}`;

function show(answers: Parameters<typeof showSuperAdmin>[0]) {
  return showSuperAdmin(answers, {
    beside: [
      { path: '/superadmin/business-info/:id', element: <p>Business info page</p> },
      { path: '/superadmin/service/:id', element: <p>Services and settings page</p> },
    ],
  });
}

describe('Business List tab', () => {
  it('opens first and shows name with address, contact info, website and row actions', async () => {
    show({ [list()]: paged([harbour, unclaimed]) });

    const table = await screen.findByRole('table', { name: 'Businesses' });
    expect(screen.getByRole('tab', { name: 'Business List', selected: true })).toBeTruthy();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Contact Info', 'Website', 'Actions']);
    expect(
      within(table).getByText('100 Queen St W, Toronto, ON, M5H 2N2', { selector: 'p' }),
    ).toBeTruthy();
    expect(within(table).getByText('416-555-0123', { selector: 'p' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'harbour.example.com' })).toBeTruthy();
    expect(within(table).getByText('Unclaimed')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'View Harbour Massage Clinic' }).getAttribute('href'),
    ).toBe('/superadmin/service/c-harbour');
    expect(
      screen
        .getByRole('link', { name: 'Business info of Harbour Massage Clinic' })
        .getAttribute('href'),
    ).toBe('/superadmin/business-info/c-harbour');
    expect(screen.getByRole('link', { name: 'Add Business' }).getAttribute('href')).toBe(
      '/superadmin/business',
    );
  });

  it('View opens /superadmin/service/{id} (spec §2), Info the business-info page', async () => {
    const { router } = show({ [list()]: paged([harbour]) });
    await userEvent.click(await screen.findByRole('link', { name: 'View Harbour Massage Clinic' }));
    expect(await screen.findByText('Services and settings page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/superadmin/service/c-harbour');
    expect(router.state.location.state).toEqual({ tab: 'business-list' });
    await router.navigate('/superadmin');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Business info of Harbour Massage Clinic' }),
    );
    expect(await screen.findByText('Business info page')).toBeTruthy();
  });

  it('deletes a business only after the warning, then says so', async () => {
    const { calls } = show({
      [list()]: paged([harbour]),
      'DELETE /company/admin/companies/c-harbour': {
        body: { msg: 'Business removed successfully' },
      },
    });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Harbour Massage Clinic' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure? This can NOT be undone!')).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Business removed successfully')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/company/admin/companies/c-harbour',
    ]);
  });

  it('keeps the business when the warning is cancelled', async () => {
    const { calls } = show({ [list()]: paged([harbour]) });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete Harbour Massage Clinic' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('searches from three characters and pages by 10', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({
      ...harbour,
      _id: `c${i}`,
      name: `Clinic ${i}`,
    }));
    const { calls } = show({
      [list()]: paged(ten, 23),
      [list(2)]: paged([{ ...harbour, _id: 'later', name: 'Later Clinic' }], 23),
      [list(1, 'lak')]: paged([unclaimed]),
    });

    await screen.findByText('Clinic 0');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Later Clinic')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();

    await userEvent.type(screen.getByLabelText('Search businesses'), 'la');
    expect(screen.getByText('Type at least 3 characters to search')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search businesses'), 'k');
    expect(await screen.findByText('Lakeside Dental')).toBeTruthy();
    expect(calls.some((c) => c.path.includes('search=la&'))).toBe(false);
  });

  it("says 'No Data Found' when there is nothing", async () => {
    show({ [list()]: paged([]) });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });

  it('shows an error with a retry when the list cannot be loaded', async () => {
    show({ [list()]: { status: 500, body: { errors: [{ msg: 'boom' }] } } });
    expect(await screen.findByText('The businesses could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
  it('reads in French', async () => {
    await readIn('fr');
    show({ [list()]: paged([harbour, unclaimed]) });
    const table = await screen.findByRole('table', { name: 'Entreprises' });
    expect(screen.getByRole('tab', { name: 'Entreprises', selected: true })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Administration', level: 1 })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nom', 'Coordonnées', 'Site Web', 'Actions']);
    expect(within(table).getByText('Non revendiquée')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir Harbour Massage Clinic' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ajouter une entreprise' })).toBeTruthy();
    expect(screen.getByLabelText('Rechercher des entreprises')).toBeTruthy();
  });
});
