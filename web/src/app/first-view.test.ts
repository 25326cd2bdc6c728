import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { companyReviewsQuery } from '../features/company-page/data/reviews.ts';
import { companyListQuery, nearbyQuery } from '../features/discovery/data/companies.ts';
import { companyQuery } from '../lib/companies.ts';
import { firstView, pageModule } from './first-view.ts';

const clock = { now: Date.UTC(2026, 11, 1, 15), viewerZone: 'America/Toronto' };
const at = (path: string) => firstView(new URL(path, 'http://slotmap.test'), clock);
/** web/: where the suite runs (vitest.config.ts's root). */
const webRoot = process.cwd();

describe('what the server draws a public page from', () => {
  it('asks the business page’s answers under the keys the page reads them by, as a visitor', () => {
    const id = '0190a4c2-0000-7000-8000-000000000001';
    for (const path of [`/company/${id}`, `/share/company/${id}`]) {
      const view = at(path);
      expect(view?.queries).toEqual([companyQuery(id, null), companyReviewsQuery(id, 1)]);
      expect(view?.queries[0].path).toBe(`/company/${id}`);
      expect(view?.queries[1].path).toBe(`/company/${id}/reviews?page=1&limit=5`);
    }
  });

  it('asks /find’s first page of the search its address holds, filters and all', () => {
    const view = at('/find?lat=45.4215&lng=-75.6972&miles=5&cat=Dental&sort=rating&online=true');
    const expected = nearbyQuery({
      lat: 45.4215,
      lng: -75.6972,
      miles: 5,
      search: '',
      cat: 'Dental',
      subcategory: '',
      sort: 'rating',
      day: '',
      period: '',
      online: true,
      page: 1,
    });
    expect(view?.queries).toEqual([expected]);
  });

  it('keeps a day filter only while it is in the reader’s booking window', () => {
    const inWindow = at('/find?lat=45&lng=-75&available_on=2026-12-03');
    expect(inWindow?.queries[0].path).toContain('available_on=2026-12-03');
    const past = at('/find?lat=45&lng=-75&available_on=2026-11-01');
    expect(past?.queries[0].path).not.toContain('available_on');
  });

  it('asks /companies’ first page, and nothing for the home page', () => {
    expect(at('/companies')?.queries).toEqual([companyListQuery(1, '')]);
    expect(at('/')?.queries).toEqual([]);
    expect(at('/home')?.queries).toEqual([]);
  });

  it('leaves every other page to the browser', () => {
    for (const path of ['/login', '/dashboard', '/company', '/company/a/b', '/bookings/1'])
      expect(at(path), path).toBeNull();
  });

  it('names each page’s code by a source file that exists, for the build’s manifest', () => {
    for (const path of ['/', '/find', '/companies', '/company/x']) {
      const module = pageModule(path);
      expect(module, path).toBeDefined();
      expect(existsSync(join(webRoot, module ?? '')), `${module}`).toBe(true);
    }
  });
});
