import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { ada } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourClinic } from '../businesses.fixture.ts';
import { BusinessManagerPage } from './business-manager-page.tsx';

const page = (n: number) => `GET /company/business?limit=10&page=${n}&search=`;

function show(answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ 'GET /auth': { body: { ...ada, free_months: 1 } }, ...answers });
  vi.stubGlobal('fetch', api.fetchStub);
  setToken('t1');
  renderRoutes([{ path: '/admin', element: <BusinessManagerPage /> }], { at: '/admin' });
  return api;
}

describe('/admin', () => {
  it('shows each business with its phone 3-3-4 and a settings link, and the free months', async () => {
    show({ [page(1)]: { body: { items: [harbourClinic], total: 1, page: 1, limit: 10 } } });

    expect(await screen.findByText('Harbour Massage Clinic')).toBeTruthy();
    expect(screen.getByText('416-555-0123')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Business Settings/ }).getAttribute('href')).toBe(
      `/business/service/${harbourClinic._id}`,
    );
    expect(await screen.findByText('Free Months: 1')).toBeTruthy();
    expect(screen.getByText('you can use 1 free month once for a single business')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('pages through 10 at a time', async () => {
    const items = Array.from({ length: 10 }, (_, i) => ({
      ...harbourClinic,
      _id: `c${i}`,
      name: `Clinic ${i}`,
    }));
    const { calls } = show({
      [page(1)]: { body: { items, total: 25, page: 1, limit: 10 } },
      [page(2)]: {
        body: { items: [{ ...harbourClinic, name: 'Later' }], total: 25, page: 2, limit: 10 },
      },
    });

    await screen.findByText('Clinic 0');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText('Later')).toBeTruthy();
    expect(calls.some((c) => c.path === page(2).slice(4))).toBe(true);
  });

  it('says so when there is no business yet', async () => {
    show({ [page(1)]: { body: { items: [], total: 0, page: 1, limit: 10 } } });
    expect(await screen.findByText('No businesses yet')).toBeTruthy();
  });

  it('reads in French: its title, the free months, the settings link, Add Business and the search', async () => {
    await readIn('fr');
    show({ [page(1)]: { body: { items: [harbourClinic], total: 1, page: 1, limit: 10 } } });

    expect(await screen.findByRole('heading', { name: 'Gestion d’entreprise' })).toBeTruthy();
    expect(document.title).toBe('Gestion d’entreprise | Slotmap');
    expect(await screen.findByText('Harbour Massage Clinic')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Paramètres de l’entreprise/ })).toBeTruthy();
    const badge = await screen.findByText('Mois gratuits : 1');
    expect(badge.textContent).toBe('Mois gratuits\u00a0: 1');
    expect(
      screen.getByText(
        'vous pouvez utiliser 1 mois gratuit une seule fois, pour une seule entreprise',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ajouter une entreprise' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Rechercher des entreprises' })).toBeTruthy();
  });

  it('says in French that there is no business yet', async () => {
    await readIn('fr');
    show({ [page(1)]: { body: { items: [], total: 0, page: 1, limit: 10 } } });
    expect(await screen.findByText('Aucune entreprise pour l’instant')).toBeTruthy();
    expect(
      screen.getByText(
        'Ajoutez votre première entreprise pour commencer à recevoir des rendez-vous.',
      ),
    ).toBeTruthy();
  });
});
