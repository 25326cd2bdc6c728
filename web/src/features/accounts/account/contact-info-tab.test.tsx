import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { AccountPage } from '../pages/account-page.tsx';

const routes = [{ path: '/account', element: <AccountPage /> }];
const saved = {
  _id: 'p1',
  user: { _id: ada._id, firstName: 'Ada', lastName: 'King', avatar: null },
  prefix: '',
  suffix: '',
  birthday: null,
  phone: '',
  bio: '',
};

async function saveContactInfo(status: number, lastName = 'King') {
  const api = stubApi({ 'GET /auth': { body: ada }, 'POST /profile': { status, body: saved } });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderRoutes(routes, { at: '/account#contact-info' });
  const last = await screen.findByLabelText(/Last Name/);
  await userEvent.clear(last);
  await userEvent.type(last, lastName);
  await userEvent.click(screen.getByRole('button', { name: 'Save Contact Info' }));
  return api;
}

describe('Contact Info tab', () => {
  it('says Profile Created when the save created the profile', async () => {
    await saveContactInfo(201);
    expect(await screen.findByText('Profile Created')).toBeTruthy();
    expect(screen.queryByText('Profile Updated')).toBeNull();
  });

  it('says Profile Updated when the profile was there already', async () => {
    await saveContactInfo(200);
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
  });

  it('reads in French: its button, its field checks and its toast', async () => {
    await readIn('fr');
    const api = stubApi({ 'GET /auth': { body: ada }, 'POST /profile': { body: saved } });
    vi.stubGlobal('fetch', api.fetchStub);
    setToken('t1');
    const user = userEvent.setup();
    renderRoutes(routes, { at: '/account#contact-info' });

    const last = await screen.findByLabelText(/^Nom/);
    await user.clear(last);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les coordonnées' }));
    expect(await screen.findByText('Le champ Nom est obligatoire')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(last, 'King');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les coordonnées' }));
    expect(await screen.findByText('Profil mis à jour')).toBeTruthy();
  });

  it('keeps and sends a name with an apostrophe, a hyphen and accents', async () => {
    const api = await saveContactInfo(200, "O'Brien-Nguyễn");
    expect((screen.getByLabelText(/Last Name/) as HTMLInputElement).value).toBe("O'Brien-Nguyễn");
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        lastName: "O'Brien-Nguyễn",
      }),
    );
  });
});
