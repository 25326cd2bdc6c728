import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { CreateAccountPage } from './create-account-page.tsx';

const routes = [{ path: '/create-account', element: <CreateAccountPage /> }];
const referrer = '0190a4c2-0000-7000-8000-0000000000aa';

async function fill(password2: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^First Name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Phone/), '(416) 555-0199');
  await user.type(screen.getByLabelText(/^Password/), 'secret1');
  await user.type(screen.getByLabelText(/^Confirm Password/), password2);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('/create-account', () => {
  it('refuses a confirmation that differs: a danger toast, and nothing is sent', async () => {
    const { fetchStub, calls } = stubApi({});
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/create-account' });

    await fill('secret2');

    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Passwords do not match').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
  });

  it('rejects non-letters in names and non-digits in the phone as they are typed', async () => {
    renderRoutes(routes, { at: '/create-account' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^First Name/), 'Ad4a!');
    await user.type(screen.getByLabelText(/^Phone/), '+1 (416)');

    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText(/^Phone/) as HTMLInputElement).value).toBe('1416');
  });

  it.each([
    ['Anne-Marie', "O'Brien"],
    ['Zoë', 'Hélène'],
    ['Jean Luc', 'Nguyễn'],
  ])('keeps %s %s as typed (docs/decisions/050)', async (first, last) => {
    renderRoutes(routes, { at: '/create-account' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/^First Name/), first);
    await user.type(screen.getByLabelText(/^Last Name/), last);

    expect((screen.getByLabelText(/^First Name/) as HTMLInputElement).value).toBe(first);
    expect((screen.getByLabelText(/^Last Name/) as HTMLInputElement).value).toBe(last);
  });

  it('sends the call fields with the referral id from navigation state and stores the token', async () => {
    const { fetchStub, calls } = stubApi({
      'POST /users': { status: 201, body: { token: 'new' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/create-account', state: { refferalUserId: referrer } });

    await fill('secret1');

    await waitFor(() => expect(window.localStorage.getItem('token')).toBe('new'));
    expect(calls[0].body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '4165550199',
      password: 'secret1',
      refferalUserId: referrer,
    });
  });

  it('shows each server message as a danger toast', async () => {
    const { fetchStub } = stubApi({
      'POST /users': { status: 400, body: { errors: [{ msg: 'User already exists' }] } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/create-account' });

    await fill('secret1');

    expect(await screen.findByText('User already exists')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
