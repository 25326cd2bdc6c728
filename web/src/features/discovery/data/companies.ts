import type { CompanyView, NearbyCompanyView, PageView } from '@slotmap/domain/company-view';
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
  /** `rating` is sent; the default distance is left out. */
  sort?: 'distance' | 'rating';
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
  if (q.sort === 'rating') params.set('sort', 'rating');
  params.set('page', String(q.page));
  params.set('limit', String(PAGE_SIZE));
  return `/company?${params}`;
}

/**
 * The businesses around a point, featured first then nearest. The previous answer stays on screen
 * while the next loads, so panning the map does not blank the list.
 */
export function useNearbyCompanies(q: NearbyQuery) {
  const path = nearbyPath(q);
  return useQuery({
    queryKey: [...companiesKey, 'nearby', path],
    queryFn: () => api.get<PageView<NearbyCompanyView>>(path),
    placeholderData: keepPreviousData,
  });
}

/** GET /company/lists: one page of every business (/companies). */
export function useCompanyList(page: number, search: string) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page), search });
  return useQuery({
    queryKey: [...companiesKey, 'lists', page, search],
    queryFn: () => api.get<PageView<CompanyView>>(`/company/lists?${query}`),
    placeholderData: keepPreviousData,
  });
}
