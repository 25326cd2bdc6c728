import { matchPath } from 'react-router';
import { companyReviewsQuery } from '../features/company-page/data/reviews.ts';
import { companyListQuery, nearbyQuery } from '../features/discovery/data/companies.ts';
import { readFindParams, viewerToday } from '../features/discovery/data/find-params.ts';
import { companyQuery } from '../lib/companies.ts';
import type { RenderClock } from '../lib/render-clock.tsx';

/** One API answer a page's first view draws from: its cache key and `GET /api{path}`. */
export interface FirstViewQuery {
  queryKey: readonly unknown[];
  path: string;
}

/** A page the server draws (decision 065). */
export interface FirstView {
  /** Its code, as the build's manifest names it, so the server can have the browser preload it. */
  module: string;
  queries: FirstViewQuery[];
}

type Params = Record<string, string | undefined>;

interface PublicPage {
  paths: string[];
  module: string;
  queries: (params: Params, search: URLSearchParams, clock: RenderClock) => FirstViewQuery[];
}

const HOME = 'src/features/discovery/pages/home-page.tsx';
const FIND = 'src/features/discovery/pages/find-page.tsx';
const COMPANIES = 'src/features/discovery/pages/companies-page.tsx';
const COMPANY = 'src/features/company-page/pages/company-page.tsx';

/**
 * The public pages and the answers each draws its first view from, asked as the page itself asks
 * them (same keys, same paths): the visitor's view, with no session, and the first page of a list.
 * What only a signed-in person sees, and the business page's free times, load in the browser.
 */
const PUBLIC_PAGES: PublicPage[] = [
  { paths: ['/', '/home'], module: HOME, queries: () => [] },
  {
    paths: ['/find'],
    module: FIND,
    queries: (_, search, clock) => {
      const today = viewerToday(new Date(clock.now), clock.viewerZone);
      const p = readFindParams(search, null, today);
      return [nearbyQuery({ ...p, page: 1 })];
    },
  },
  { paths: ['/companies'], module: COMPANIES, queries: () => [companyListQuery(1, '')] },
  {
    paths: ['/company/:id', '/share/company/:id'],
    module: COMPANY,
    queries: ({ id = '' }) => [companyQuery(id, null), companyReviewsQuery(id, 1)],
  },
];

function publicPageAt(pathname: string) {
  for (const page of PUBLIC_PAGES) {
    for (const path of page.paths) {
      const match = matchPath(path, pathname);
      if (match) return { page, params: match.params };
    }
  }
  return null;
}

/** The code of the public page at this path, or undefined for a page the browser draws alone. */
export const pageModule = (pathname: string): string | undefined =>
  publicPageAt(pathname)?.page.module;

/** What the server needs to draw this address, or null for a page the browser draws alone. */
export function firstView(url: URL, clock: RenderClock): FirstView | null {
  const found = publicPageAt(url.pathname);
  if (!found) return null;
  const { page, params } = found;
  return { module: page.module, queries: page.queries(params, url.searchParams, clock) };
}
