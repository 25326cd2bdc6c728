import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
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
      // The account reads Slotmap in the language the page was in (decision 069).
      language: 'en',
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

  describe('in French', () => {
    async function fillInFrench(password2: string) {
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/^Prénom/), 'Zoë');
      await user.type(screen.getByLabelText(/^Nom/), 'Tremblay');
      await user.type(screen.getByLabelText(/^Courriel/), 'zoe@example.com');
      await user.type(screen.getByLabelText(/^Téléphone/), '514 555 0199');
      await user.type(screen.getByLabelText(/^Mot de passe/), 'secret1');
      await user.type(screen.getByLabelText(/^Confirmer le mot de passe/), password2);
      await user.click(screen.getByRole('button', { name: 'S’inscrire' }));
    }

    it('says the form and its checks in French', async () => {
      await readIn('fr');
      const { fetchStub, calls } = stubApi({});
      vi.stubGlobal('fetch', fetchStub);
      renderRoutes(routes, { at: '/create-account' });

      expect(await screen.findByRole('heading', { name: 'Créez votre compte' })).toBeTruthy();
      await userEvent.setup().click(screen.getByRole('button', { name: 'S’inscrire' }));
      // The domain's English messages, read in French under each field.
      expect(await screen.findByText('Le champ Prénom est obligatoire')).toBeTruthy();
      expect(screen.getByText('Le courriel est obligatoire')).toBeTruthy();
      expect(screen.queryByText('First name is required')).toBeNull();
      expect(calls).toHaveLength(0);
    });

    it('says a mismatch in French, and signs up in French', async () => {
      await readIn('fr');
      const { fetchStub, calls } = stubApi({
        'POST /users': { status: 201, body: { token: 'nouveau' } },
      });
      vi.stubGlobal('fetch', fetchStub);
      renderRoutes(routes, { at: '/create-account' });

      await fillInFrench('secret2');
      expect(await screen.findByText('Erreur')).toBeTruthy();
      expect(screen.getAllByText('Les mots de passe ne correspondent pas').length).toBeGreaterThan(
        0,
      );

      const confirm = screen.getByLabelText(/^Confirmer le mot de passe/);
      await userEvent.setup().clear(confirm);
      await userEvent.setup().type(confirm, 'secret1');
      await userEvent.setup().click(screen.getByRole('button', { name: 'S’inscrire' }));
      await waitFor(() => expect(window.localStorage.getItem('token')).toBe('nouveau'));
      expect(calls[0].body).toMatchObject({ firstName: 'Zoë', language: 'fr' });
      expect(calls[0].headers.get('accept-language')).toBe('fr');
    });
  });
});
