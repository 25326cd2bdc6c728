import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { admin, carl, paged } from '../fixtures.ts';
import { SuperAdminPage } from '../pages/super-admin-page.tsx';
import { showAsAdmin } from '../test-utils.tsx';

const users = (extra = '') => `GET /users/userlist?limit=10&page=1${extra}`;

function show(answers: Parameters<typeof showAsAdmin>[2]) {
  return showAsAdmin(
    [{ path: '/superadmin', element: <SuperAdminPage /> }],
    '/superadmin',
    answers,
    {
      tab: 'users',
    },
  );
}

describe('Users tab', () => {
  it('lists users and filters by sign-up dates and a search', async () => {
    const { calls } = show({
      [users()]: paged([
        carl,
        { ...admin, phone: '', date: '2025-12-24T10:00:00.000Z', free_months: 0 },
      ]),
      [users('&startDate=2026-03-01')]: paged([carl]),
      [users('&startDate=2026-03-01&endDate=2026-03-31')]: paged([]),
      [users('&search=car&startDate=2026-03-01&endDate=2026-03-31')]: paged([carl]),
    });

    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Carl Claimant')).toBeTruthy();
    expect(within(table).getByText('Mar 01, 2026', { selector: 'p' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Signed up from'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('Signed up until'), { target: { value: '2026-03-31' } });
    expect(await screen.findByText('No Data!')).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Search users'), 'car');
    expect(await screen.findByText('Carl Claimant')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain(
      '/users/userlist?limit=10&page=1&search=car&startDate=2026-03-01&endDate=2026-03-31',
    );
  });

  it('edits names and phone with the e-mail read-only', async () => {
    const { calls } = show({
      [users()]: paged([carl]),
      'PUT /users/userlist/u-cl': { body: { ...carl, firstName: 'Carla' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Carl Claimant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    const email = within(dialog).getByLabelText('Email') as HTMLInputElement;
    expect(email.value).toBe('carl@example.com');
    expect(email.readOnly).toBe(true);

    const first = within(dialog).getByLabelText(/First name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Carla');
    const phone = within(dialog).getByLabelText('Phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '(416) 555-0199');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('User Updated')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      firstName: 'Carla',
      lastName: 'Claimant',
      phone: '4165550199',
    });
  });

  it('does not send a name the schema refuses', async () => {
    const { calls } = show({ [users()]: paged([carl]) });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Carl Claimant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' });
    await userEvent.clear(within(dialog).getByLabelText(/Last name/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Last name is required')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it("deletes a user after the warning with 'User Deleted'; no delete for oneself", async () => {
    const { calls } = show({
      [users()]: paged([carl, admin]),
      'DELETE /users/userlist/u-cl': { body: { msg: 'User Deleted' } },
    });
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Delete Grace Hopper' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Carl Claimant' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Are you sure\? This can NOT be undone!/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('User Deleted')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/users/userlist/u-cl',
    ]);
  });

  it("shows a user's admin activity", async () => {
    show({
      [users()]: paged([carl]),
      'GET /admin/audit?limit=10&page=1&user=u-cl': paged([
        {
          _id: 'a1',
          action: 'user.update',
          actor: { _id: 'admin-1', email: 'grace@example.com' },
          company: null,
          user: { _id: 'u-cl', email: 'carl@example.com' },
          before: {},
          after: {},
          createdAt: '2026-03-05T15:00:00.000Z',
        },
      ]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Activity of Carl Claimant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activity: Carl Claimant' });
    expect(await within(dialog).findByText('User update')).toBeTruthy();
    expect(within(dialog).getByText(/by grace@example.com/)).toBeTruthy();
  });
});
