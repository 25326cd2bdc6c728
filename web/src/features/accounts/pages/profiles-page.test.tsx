import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { ProfilesPage } from './profiles-page.tsx';

const routes = [{ path: '/profiles', element: <ProfilesPage /> }];

describe('/profiles', () => {
  it('shows prefix, name and suffix of each profile', async () => {
    const profile = {
      _id: 'p1',
      user: { _id: 'u1', firstName: 'Ada', lastName: 'Lovelace' },
      prefix: 'Dr.',
      suffix: 'PhD',
    };
    vi.stubGlobal('fetch', stubApi({ 'GET /profile': { body: [profile] } }).fetchStub);
    renderRoutes(routes, { at: '/profiles' });

    expect(await screen.findByText('Dr. Ada Lovelace, PhD')).toBeTruthy();
  });

  it('says No Profiles found... when the list is empty', async () => {
    vi.stubGlobal('fetch', stubApi({ 'GET /profile': { body: [] } }).fetchStub);
    renderRoutes(routes, { at: '/profiles' });

    expect(await screen.findByText('No Profiles found...')).toBeTruthy();
  });

  it('reads in French', async () => {
    await readIn('fr');
    vi.stubGlobal('fetch', stubApi({ 'GET /profile': { body: [] } }).fetchStub);
    renderRoutes(routes, { at: '/profiles' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Profils' })).toBeTruthy();
    expect(document.title).toBe('Profils | Slotmap');
    expect(screen.getByText('Les personnes qui ont créé un profil sur Slotmap.')).toBeTruthy();
    expect(await screen.findByText('Aucun profil trouvé')).toBeTruthy();
  });
});
