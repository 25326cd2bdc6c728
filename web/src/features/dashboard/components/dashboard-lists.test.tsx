import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { harbourClinic } from '../../../test/fixtures.ts';
import { readIn } from '../../../test/language.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { LikedBusinesses } from './liked-businesses.tsx';
import { YourBusinesses } from './your-businesses.tsx';

const clinics = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    ...harbourClinic,
    _id: `c${i}`,
    name: `Clinic ${i}`,
  }));

function show(total: number) {
  const shown = clinics(Math.min(total, 10));
  const headers = { 'x-total-count': String(total) };
  vi.stubGlobal(
    'fetch',
    stubApi({
      'GET /company/mine': { body: shown, headers },
      'GET /company/liked': { body: shown, headers },
    }).fetchStub,
  );
  setToken('t1');
  renderRoutes(
    [
      {
        path: '/dashboard',
        element: (
          <>
            <LikedBusinesses />
            <YourBusinesses />
          </>
        ),
      },
    ],
    { at: '/dashboard' },
  );
}

describe('the dashboard’s business lists', () => {
  it('show the first 10 and say how many more there are, with the way to all of them', async () => {
    show(27);

    const allMine = await screen.findByRole('link', {
      name: 'See all 27 businesses in the Business Manager',
    });
    expect(allMine.getAttribute('href')).toBe('/admin');
    const allLiked = screen.getByRole('link', { name: 'See all 27 liked businesses' });
    expect(allLiked.getAttribute('href')).toBe('/favorite');
    expect(screen.getByRole('list', { name: 'Your businesses' }).children).toHaveLength(10);
  });

  it('say so in French', async () => {
    await readIn('fr');
    show(27);

    expect(
      await screen.findByRole('link', {
        name: 'Voir les 27 entreprises dans Gestion d’entreprise',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voir les 27 entreprises favorites' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Vos entreprises favorites' })).toBeTruthy();
    const liked = screen.getByRole('list', { name: 'Entreprises favorites' });
    expect(liked.querySelector('a[aria-label="Voir Clinic 0"]')?.textContent).toBe('Voir');
    // The stored category is shown in French; the city stays as written.
    expect(liked.querySelector('li')?.textContent).toContain('Toronto, ON · Massothérapie');
  });

  it('need no such link when one page holds them all', async () => {
    show(4);

    expect(await screen.findByRole('list', { name: 'Liked businesses' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^See all/ })).toBeNull();
  });
});
