import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourDental, pageOf } from '../discovery.fixture.ts';
import { CompaniesPage } from './companies-page.tsx';

const list = (search = '') => `GET /company/lists?limit=10&page=1&search=${search}`;

function show(answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', api.fetchStub);
  renderRoutes([{ path: '/companies', element: <CompaniesPage /> }], { at: '/companies' });
  return api;
}

describe('/companies', () => {
  it('lists every business, with a link to the profiles', async () => {
    show({ [list()]: { body: pageOf([harbourDental]) } });

    expect(await screen.findByRole('link', { name: 'Harbour Dental' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Companies' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Profiles' }).getAttribute('href')).toBe(
      '/profiles',
    );
  });

  it('searches by name', async () => {
    const { calls } = show({
      [list()]: { body: pageOf([harbourDental]) },
      [list('lake')]: { body: pageOf([]) },
    });
    await screen.findByText('Harbour Dental');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search companies' }), 'lake');

    expect(await screen.findByText('No Companies found...')).toBeTruthy();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain(list('lake').slice(4)));
  });

  it('asks for 3 characters before searching, as the server does', async () => {
    const { calls } = show({ [list()]: { body: pageOf([harbourDental]) } });
    await screen.findByText('Harbour Dental');

    await userEvent.type(screen.getByRole('textbox', { name: 'Search companies' }), 'la');

    expect(await screen.findByText('Type at least 3 characters to search')).toBeTruthy();
    expect(screen.getByText('Harbour Dental')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual([list().slice(4)]);
  });

  it('says No Companies found... when there is none', async () => {
    show({ [list()]: { body: pageOf([]) } });
    expect(await screen.findByText('No Companies found...')).toBeTruthy();
  });
});
