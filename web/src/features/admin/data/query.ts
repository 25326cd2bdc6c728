import { PAGE_SIZE } from '@slotmap/domain/constants';
import { MIN_SEARCH_LENGTH } from '@slotmap/domain/constants';
import { useQueryClient } from '@tanstack/react-query';
import { companiesKey } from '../../../lib/companies.ts';

/** Every cached admin answer lives under this key; an admin action invalidates them all. */
export const adminKey = ['admin'] as const;

/**
 * `limit`, `page` and the other filters of a paged admin list. A search shorter than three
 * characters is left out: the server refuses it (decision 027), and the list stays unfiltered.
 */
export function pageQuery(page: number, filters: Record<string, string | undefined> = {}) {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page) });
  for (const [name, value] of Object.entries(filters)) {
    if (!value) continue;
    if (name === 'search' && value.length < MIN_SEARCH_LENGTH) continue;
    query.set(name, value);
  }
  return query.toString();
}

/** The search actually sent: what pageQuery keeps of it. */
export const effectiveSearch = (search: string) =>
  search.trim().length >= MIN_SEARCH_LENGTH ? search.trim() : '';

/** After an admin action: the admin lists and every business answer may have changed. */
export function useInvalidateAdmin() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKey }),
      queryClient.invalidateQueries({ queryKey: companiesKey }),
    ]);
}
