import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/session.ts';
import { renderRoutes, stubApi } from '../../../test/render.tsx';
import { harbourDental } from '../fixtures.ts';
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

  it('says No Places liked and points to /find when there is none', async () => {
    show([]);
    expect(await screen.findByText('No Places liked')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Find places near you/ }).getAttribute('href')).toBe(
      '/find',
    );
  });
});
