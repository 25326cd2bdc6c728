import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { admin, carl, paged } from '../admin.fixture.ts';
import { showSuperAdmin } from '../render-admin.fixture.tsx';

const users = (extra = '') => `GET /users/userlist?limit=10&page=1${extra}`;

function show(answers: Parameters<typeof showSuperAdmin>[0]) {
  return showSuperAdmin(answers, { tab: 'users' });
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

  it('marks dates out of order with the reason, and asks nothing of the server', async () => {
    const { calls } = show({
      [users()]: paged([carl]),
      [users('&startDate=2026-03-31')]: paged([carl]),
    });
    await screen.findByRole('table', { name: 'Users' });
    const from = screen.getByLabelText('Signed up from');
    const until = screen.getByLabelText('Signed up until');
    fireEvent.change(from, { target: { value: '2026-03-31' } });
    fireEvent.change(until, { target: { value: '2026-03-01' } });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'The start date must not be after the end date',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(until.getAttribute('aria-invalid')).toBe('true');
    // The list stays, and the range out of order was never sent.
    expect(screen.getByRole('table', { name: 'Users' })).toBeTruthy();
    expect(screen.queryByText('The users could not be loaded.')).toBeNull();
    expect(calls.some((c) => c.path.includes('endDate'))).toBe(false);

    fireEvent.change(until, { target: { value: '' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(until.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('does not search while a year is half typed (2, 20, 202, 2026)', async () => {
    const { calls } = show({
      [users()]: paged([carl]),
      [users('&startDate=2026-03-01')]: paged([]),
    });
    await screen.findByRole('table', { name: 'Users' });
    const from = screen.getByLabelText('Signed up from');
    // What Chromium's date input reports as each digit of the year is typed.
    for (const value of ['0002-03-01', '0020-03-01', '0202-03-01', '2026-03-01'])
      fireEvent.change(from, { target: { value } });
    expect(await screen.findByText('No Data!')).toBeTruthy();
    expect(calls.map((c) => c.path).filter((p) => p.includes('startDate'))).toEqual([
      '/users/userlist?limit=10&page=1&startDate=2026-03-01',
    ]);
  });

  it('says why when the year stays out of range', async () => {
    const { calls } = show({ [users()]: paged([carl]) });
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.change(screen.getByLabelText('Signed up until'), {
      target: { value: '0202-03-01' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The end date must be a day from 1900 to 2199 (yyyy-MM-DD)',
    );
    expect(screen.getByLabelText('Signed up from').getAttribute('aria-invalid')).not.toBe('true');
    expect(calls.some((c) => c.path.includes('endDate'))).toBe(false);
  });

  it('shows the reason the server gives for refusing the list', async () => {
    show({
      [users()]: {
        status: 400,
        body: { errors: [{ msg: 'The start date must not be after the end date' }] },
      },
    });
    expect(await screen.findByText('The users could not be loaded.')).toBeTruthy();
    expect(screen.getByText('The start date must not be after the end date')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
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
  it('reads in French, with the date range and the form errors in French', async () => {
    await readIn('fr');
    show({ [users()]: paged([carl]), [users('&startDate=2026-03-31')]: paged([carl]) });
    const table = await screen.findByRole('table', { name: 'Utilisateurs' });
    expect(within(table).getByText('1 mars 2026', { selector: 'p' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Inscrits depuis le'), {
      target: { value: '2026-03-31' },
    });
    fireEvent.change(screen.getByLabelText('Inscrits jusqu’au'), {
      target: { value: '2026-03-01' },
    });
    const problem = await screen.findByText(
      'La date de début ne peut pas être après la date de fin',
    );
    expect(problem.getAttribute('role')).toBe('alert');

    await userEvent.click(screen.getByRole('button', { name: 'Modifier Carl Claimant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier l’utilisateur' });
    await userEvent.clear(within(dialog).getByLabelText(/^Nom/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le champ Nom est obligatoire')).toBeTruthy();
  });
});
