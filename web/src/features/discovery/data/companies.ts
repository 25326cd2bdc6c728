import type {
  CompanyListItemView,
  NearbyCompanyView,
  PageView,
} from '@slotmap/domain/company-view';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey } from '../../../lib/companies.ts';

/** One radius search of /find: where, how far, what, and which page. */
export interface NearbyQuery {
  lat: number;
  lng: number;
  miles: number;
  search: string;
  cat: string;
  subcategory: string;
  /** `soonest` and `rating` are sent; the default distance is left out. */
  sort?: 'distance' | 'soonest' | 'rating';
  /** Only businesses with a free time that day ('YYYY-MM-DD'), in that part of the day, online. */
  day?: string;
  period?: string;
  online?: boolean;
  page: number;
}

/** GET /company?lat&lng&miles&…: empty text filters are left out rather than sent blank. */
export function nearbyPath(q: NearbyQuery): string {
  const params = new URLSearchParams({
    lat: String(q.lat),
    lng: String(q.lng),
    miles: String(q.miles),
  });
  if (q.search) params.set('search', q.search);
  if (q.cat) params.set('cat', q.cat);
  if (q.subcategory) params.set('subcategory', q.subcategory);
  if (q.day) params.set('available_on', q.day);
  if (q.period) params.set('period', q.period);
  if (q.online) params.set('online', 'true');
  if (q.sort && q.sort !== 'distance') params.set('sort', q.sort);
  params.set('page', String(q.page));
  params.set('limit', String(PAGE_SIZE));
  return `/company?${params}`;
}

/**
 * The businesses around a point, featured first then nearest. The previous answer stays on screen
 * while the next loads, so panning the map does not blank the list.
 */
export function useNearbyCompanies(q: NearbyQuery) {
  const { queryKey, path } = nearbyQuery(q);
  return useQuery({
    queryKey,
    queryFn: () => api.get<PageView<NearbyCompanyView>>(path),
    placeholderData: keepPreviousData,
  });
}

/** The radius search's key and path; the server answers the first page's itself (decision 065). */
export const nearbyQuery = (q: NearbyQuery) => {
  const path = nearbyPath(q);
  return { queryKey: [...companiesKey, 'nearby', path] as const, path };
};

/** GET /company/lists: one page of every business (/companies). */
export function useCompanyList(page: number, search: string) {
  const { queryKey, path } = companyListQuery(page, search);
  return useQuery({
    queryKey,
    queryFn: () => api.get<PageView<CompanyListItemView>>(path),
    placeholderData: keepPreviousData,
  });
}

/** The key and path of a page of /companies; the server answers the first one itself. */
export const companyListQuery = (page: number, search: string) => {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page), search });
  return {
    queryKey: [...companiesKey, 'lists', page, search] as const,
    path: `/company/lists?${query}`,
  };
};
