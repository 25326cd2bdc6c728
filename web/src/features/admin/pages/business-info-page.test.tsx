import { defaultStoreHours } from '@slotmap/domain/hours';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { harbourInfo, paged } from '../admin.fixture.ts';
import { showAsAdmin } from '../render-admin.fixture.tsx';
import type { AdminCompanyInfo } from '../types.ts';
import { BusinessInfoPage } from './business-info-page.tsx';

const info = 'GET /admin/companies/c-harbour';
const audit = 'GET /admin/audit?limit=10&page=1&company=c-harbour';

function show(
  answers: Parameters<typeof showAsAdmin>[2],
  state: unknown = { tab: 'all-business' },
) {
  return showAsAdmin(
    [
      { path: '/superadmin/business-info/:id', element: <BusinessInfoPage /> },
      { path: '/superadmin', element: <p>Admin tabs</p> },
    ],
    '/superadmin/business-info/c-harbour',
    { [audit]: paged([]), ...answers },
    state,
  );
}

const closedEveryDay = (): AdminCompanyInfo['store_hours'] => {
  const hours = defaultStoreHours();
  for (const day of Object.values(hours)) day.open = false;
  return hours;
};

/** What an admin did to the business: a claim transferred to its owner. */
const claimTransfer = {
  _id: 'a1',
  action: 'claim.transfer',
  actor: { _id: 'admin-1', email: 'grace@example.com' },
  company: { _id: 'c-harbour', name: 'Harbour Massage Clinic' },
  user: { _id: 'u-owner', email: 'olive@example.com' },
  before: null,
  after: null,
  createdAt: '2026-03-05T15:00:00.000Z',
};

describe('/superadmin/business-info/:id', () => {
  it('shows the business, its owner and today; the title names business, first service and product', async () => {
    show({ [info]: { body: harbourInfo } });

    expect(
      await screen.findByRole('heading', { name: 'Harbour Massage Clinic', level: 1 }),
    ).toBeTruthy();
    expect(document.title).toBe('Harbour Massage Clinic | Deep Tissue Massage | Slotmap');
    expect(screen.getByText('Registered massage therapy downtown.')).toBeTruthy();
    expect(screen.getByText('Today 9:00 AM – 5:00 PM')).toBeTruthy();
    expect(screen.getByText('100 Queen St W, Toronto, ON, M5H 2N2')).toBeTruthy();
    expect(screen.getByText('416-555-0123')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Harbour Massage Clinic on Facebook' }).getAttribute('href'),
    ).toBe('https://facebook.com/harbour');
    // Social links show only when set.
    expect(screen.queryByRole('link', { name: /on Instagram/ })).toBeNull();
    const ownerBox = screen.getByRole('region', { name: 'Owner' });
    for (const text of ['Olive Owner', 'olive@example.com', '416-555-0100']) {
      expect(within(ownerBox).getByText(text)).toBeTruthy();
    }
    expect(within(ownerBox).getByText('Free month credit to this business user')).toBeTruthy();
  });

  it("says 'Closed today' on a closed day", async () => {
    show({ [info]: { body: { ...harbourInfo, store_hours: closedEveryDay() } } });
    expect(await screen.findByText('Closed today')).toBeTruthy();
  });

  it('lists pending and active plans under Active Plans, inactive ones on their own tab', async () => {
    show({ [info]: { body: harbourInfo } });
    const section = await screen.findByRole('region', { name: 'Active Plans' });
    const table = await within(section).findByRole('table', { name: 'Active plans' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Plan Duration', 'Start', 'End', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '3 MonthsactiveFeb 01, 2026May 01, 2026$28.00',
      '1 Monthpending——$10.00',
    ]);

    await userEvent.click(within(section).getByRole('tab', { name: 'InActive (1)' }));
    const inactive = await within(section).findByRole('table', { name: 'Inactive plans' });
    const old = within(inactive).getAllByRole('row').slice(1);
    expect(old.map((r) => r.textContent)).toEqual([
      '1 YearinactiveJan 01, 2025Jan 01, 2026$100.00',
    ]);
    expect(within(section).queryByRole('table', { name: 'Active plans' })).toBeNull();
  });

  it("says 'No Plans Available' without current plans and 'No Inactive Plans found'", async () => {
    show({ [info]: { body: { ...harbourInfo, plans: [harbourInfo.plans[2]] } } });
    expect(await screen.findByText('No Plans Available')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'InActive (1)' }));
    expect(await screen.findByRole('table', { name: 'Inactive plans' })).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Active (0)' }));
    expect(await screen.findByText('No Plans Available')).toBeTruthy();
  });

  it('adds a free month only after a confirmation naming the owner, sent with the business', async () => {
    const { calls } = show({
      [info]: {
        body: {
          ...harbourInfo,
          user: { ...harbourInfo.user, free_months: 0 },
          plans: [{ ...harbourInfo.plans[2], free_month: true }],
        },
      },
      'POST /feature/add-free-month': { body: { message: 'Free month added successfully' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Free Month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a free month for Olive Owner?' });
    expect(
      within(dialog).getByText(/Olive Owner \(olive@example.com\) gets one more free month/),
    ).toBeTruthy();
    expect(within(dialog).getByText('They have 0 free months to use now.')).toBeTruthy();
    expect(
      within(dialog).getByText(/Harbour Massage Clinic has already used its free month/),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the free month' }));
    expect(await screen.findByText('Free month added successfully')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toMatchObject([
      { path: '/feature/add-free-month', body: { userId: 'u-owner', companyId: 'c-harbour' } },
    ]);
  });

  it('adds nothing when the confirmation is cancelled', async () => {
    const { calls } = show({ [info]: { body: harbourInfo } });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Free Month' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/already used its free month/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says 'Failed to add free month' with the server's reason", async () => {
    show({
      [info]: { body: harbourInfo },
      'POST /feature/add-free-month': {
        status: 400,
        body: {
          errors: [
            { msg: 'Free months are only for business owners: this person owns no business' },
          ],
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Free Month' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Add the free month' }),
    );
    expect(
      await screen.findByText(
        'Failed to add free month: Free months are only for business owners: this person owns no business',
      ),
    ).toBeTruthy();
  });

  it('offers no free month for an unclaimed business', async () => {
    show({ [info]: { body: { ...harbourInfo, user: null, is_admin: true } } });
    expect(await screen.findByText(/Nobody owns this business yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Free Month' })).toBeNull();
  });

  it('shows what admins did to the business', async () => {
    show({
      [info]: { body: harbourInfo },
      [audit]: paged([claimTransfer]),
    });
    const activity = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(activity).findByText('Claim transfer')).toBeTruthy();
    expect(within(activity).getByText(/by grace@example.com/)).toBeTruthy();
  });

  it('goes back to /superadmin on the tab it came from', async () => {
    const { router } = show({ [info]: { body: harbourInfo } });
    await userEvent.click(await screen.findByRole('link', { name: 'Back to Super Admin' }));
    expect(await screen.findByText('Admin tabs')).toBeTruthy();
    expect(router.state.location.state).toEqual({ tab: 'all-business' });
  });

  it('says so for a business that does not exist', async () => {
    show({ [info]: { status: 404, body: { errors: [{ msg: 'Company not found' }] } } });
    expect(await screen.findByText('Company not found')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });
  it('reads in French: owner, today in 24 hours, plans with French days and amounts, activity', async () => {
    await readIn('fr');
    show({
      [info]: { body: harbourInfo },
      [audit]: paged([claimTransfer]),
    });
    expect(
      await screen.findByRole('heading', { name: 'Harbour Massage Clinic', level: 1 }),
    ).toBeTruthy();
    // 24-hour French times, kept whole by no-break spaces.
    expect(screen.getByText('Aujourd’hui 9 h 00 – 17 h 00').textContent).toBe(
      'Aujourd’hui 9\u00a0h\u00a000 – 17\u00a0h\u00a000',
    );
    expect(screen.getByRole('link', { name: 'Harbour Massage Clinic sur Facebook' })).toBeTruthy();
    const ownerBox = screen.getByRole('region', { name: 'Propriétaire' });
    expect(within(ownerBox).getByRole('button', { name: 'Ajouter un mois gratuit' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier l’entreprise' })).toBeTruthy();

    const section = screen.getByRole('region', { name: 'Forfaits actifs' });
    const table = await within(section).findByRole('table', { name: 'Forfaits actifs' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Durée du forfait', 'Début', 'Fin', 'Montant']);
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByText('3 mois')).toBeTruthy();
    expect(within(first).getByText('1 févr. 2026')).toBeTruthy();
    expect(within(first).getByText('28,00 $').textContent).toBe('28,00\u00a0$');
    expect(within(section).getByRole('tab', { name: 'Inactifs (1)' })).toBeTruthy();

    const activity = screen.getByRole('region', { name: 'Activité' });
    expect(await within(activity).findByText('Revendication transférée')).toBeTruthy();
    expect(within(activity).getByText(/^5 mars 2026 15 h 00 par grace@example\.com/)).toBeTruthy();
  });

  it('asks before a free month in French', async () => {
    await readIn('fr');
    show({ [info]: { body: { ...harbourInfo, user: { ...harbourInfo.user, free_months: 2 } } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Ajouter un mois gratuit' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Ajouter un mois gratuit pour Olive Owner?',
    });
    expect(within(dialog).getByText('Il lui reste 2 mois gratuits à utiliser.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ajouter le mois gratuit' })).toBeTruthy();
  });
});
