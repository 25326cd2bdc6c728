import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourDental } from '../discovery.fixture.ts';
import { FavoritePage } from './favorite-page.tsx';

function show(liked: unknown[]) {
  vi.stubGlobal('fetch', stubApi({ 'GET /company/liked': { body: liked } }).fetchStub);
  setToken('t1');
  renderRoutes([{ path: '/favorite', element: <FavoritePage /> }], { at: '/favorite' });
}

describe('/favorite', () => {
  it('lists the liked businesses', async () => {
    show([harbourDental]);
    expect(await screen.findByRole('link', { name: 'Harbour Dental' })).toBeTruthy();
  });

  it('pages through them 10 at a time, as the server sends them', async () => {
    const liked = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...harbourDental,
        _id: `c${from + i}`,
        name: `Liked ${from + i}`,
      }));
    const total = { 'x-total-count': '13' };
    vi.stubGlobal(
      'fetch',
      stubApi({
        'GET /company/liked': { body: liked(1, 10), headers: total },
        'GET /company/liked?page=2': { body: liked(11, 3), headers: total },
      }).fetchStub,
    );
    setToken('t1');
    renderRoutes([{ path: '/favorite', element: <FavoritePage /> }], { at: '/favorite' });

    expect(await screen.findByRole('link', { name: 'Liked 10' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('link', { name: 'Liked 13' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Liked 1' })).toBeNull();
  });

  it('says No Places liked and points to /find when there is none', async () => {
    show([]);
    expect(await screen.findByText('No Places liked')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Find places near you/ }).getAttribute('href')).toBe(
      '/find',
    );
  });
});
