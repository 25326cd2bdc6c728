import { defaultStoreHours } from '@slotmap/domain/hours';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { harbourInfo, paged } from '../fixtures.ts';
import { showAsAdmin } from '../test-utils.tsx';
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

  it('lists plans with duration, status badge, start, end and amount', async () => {
    show({ [info]: { body: harbourInfo } });
    const table = await screen.findByRole('table', { name: 'Plans' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Plan Duration', 'Start', 'End', 'Amount']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0].textContent).toBe('3 MonthsactiveFeb 01, 2026May 01, 2026$28.00');
    expect(rows[1].textContent).toBe('1 Monthpending——$10.00');
    expect(rows[2].textContent).toContain('inactive');
  });

  it("says 'No Plans Available' without plans", async () => {
    show({ [info]: { body: { ...harbourInfo, plans: [] } } });
    expect(await screen.findByText('No Plans Available')).toBeTruthy();
  });

  it("adds a free month for the owner: 'Free month added successfully'", async () => {
    const { calls } = show({
      [info]: { body: harbourInfo },
      'POST /feature/add-free-month': { body: { message: 'Free month added successfully' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Free Month' }));
    expect(await screen.findByText('Free month added successfully')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      path: '/feature/add-free-month',
      body: { userId: 'u-owner' },
    });
  });

  it("says 'Failed to add free month' when the server refuses", async () => {
    show({
      [info]: { body: harbourInfo },
      'POST /feature/add-free-month': {
        status: 404,
        body: { errors: [{ msg: 'User not found' }] },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Free Month' }));
    expect(await screen.findByText('Failed to add free month')).toBeTruthy();
  });

  it('offers no free month for an unclaimed business', async () => {
    show({ [info]: { body: { ...harbourInfo, user: null, is_admin: true } } });
    expect(await screen.findByText(/Nobody owns this business yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Free Month' })).toBeNull();
  });

  it('shows what admins did to the business', async () => {
    show({
      [info]: { body: harbourInfo },
      [audit]: paged([
        {
          _id: 'a1',
          action: 'claim.transfer',
          actor: { _id: 'admin-1', email: 'grace@example.com' },
          company: { _id: 'c-harbour', name: 'Harbour Massage Clinic' },
          user: { _id: 'u-owner', email: 'olive@example.com' },
          before: null,
          after: null,
          createdAt: '2026-03-05T15:00:00.000Z',
        },
      ]),
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
});
