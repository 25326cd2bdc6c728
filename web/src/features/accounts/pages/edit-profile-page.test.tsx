import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { EditProfilePage } from './edit-profile-page.tsx';

const routes = [{ path: '/edit-profile', element: <EditProfilePage /> }];
const saved = {
  _id: 'p1',
  user: { _id: 'u1', firstName: 'Ada', lastName: 'Lovelace', avatar: null },
  prefix: 'Dr.',
  suffix: '',
  birthday: null,
  phone: '',
  bio: '',
};

describe('/edit-profile', () => {
  it('creates a profile when there is none, and says Profile Created', async () => {
    const { fetchStub, calls } = stubApi({
      'GET /profile/me': {
        status: 404,
        body: { errors: [{ msg: 'There is no profile for this user' }] },
      },
      'POST /profile': { status: 201, body: saved },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/edit-profile' });
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('Prefix'), 'Dr.');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Profile Created')).toBeTruthy();
    // An empty phone is not sent: the schema checks a phone only when one is given.
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      prefix: 'Dr.',
      suffix: '',
      birthday: '',
      bio: '',
    });
  });

  it('reads in French: its title, its fields, its checks and its toast', async () => {
    await readIn('fr');
    const { fetchStub, calls } = stubApi({
      'GET /profile/me': {
        status: 404,
        body: { errors: [{ msg: 'There is no profile for this user' }] },
      },
      'POST /profile': { status: 201, body: saved },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/edit-profile' });
    const user = userEvent.setup();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Créer votre profil' }),
    ).toBeTruthy();
    expect(document.title).toBe('Créer votre profil | Slotmap');
    expect(
      screen.getByText('Votre profil figure dans la liste publique des profils.'),
    ).toBeTruthy();
    const prefix = await screen.findByLabelText('Titre');
    expect(prefix.getAttribute('placeholder')).toBe('Dr');
    expect(screen.getByLabelText('Suffixe')).toBeTruthy();
    expect(screen.getByLabelText('Date de naissance')).toBeTruthy();
    expect(screen.getByLabelText('Biographie')).toBeTruthy();

    await user.type(prefix, 'x'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Créer le profil' }));
    expect(await screen.findByText(/^Le titre doit compter au plus \d+ caractères$/)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(prefix);
    await user.type(prefix, 'Dre');
    await user.click(screen.getByRole('button', { name: 'Créer le profil' }));
    expect(await screen.findByText('Profil créé')).toBeTruthy();
  });

  it('updates an existing profile, and says Profile Updated', async () => {
    const { fetchStub } = stubApi({
      'GET /profile/me': { body: saved },
      'POST /profile': { status: 200, body: { ...saved, suffix: 'PhD' } },
    });
    vi.stubGlobal('fetch', fetchStub);
    renderRoutes(routes, { at: '/edit-profile' });

    expect(((await screen.findByLabelText('Prefix')) as HTMLInputElement).value).toBe('Dr.');
    await userEvent.click(screen.getByRole('button', { name: 'Update Profile' }));

    await waitFor(() => expect(screen.getByText('Profile Updated')).toBeTruthy());
  });
});
