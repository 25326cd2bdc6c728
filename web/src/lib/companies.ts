import type { ClaimView, CompanyView } from '@slotmap/domain/company-view';
import { MAX_PAGE_LIMIT } from '@slotmap/domain/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useToken } from './auth.ts';

/**
 * Business answers every feature reads. Every cached answer about businesses lives under
 * `companiesKey`; a change to one business invalidates them all.
 */
export const companiesKey = ['companies'] as const;
export const claimsKey = ['claims'] as const;

/**
 * GET /company/{id}: one business with its services and reaction counts. Whether the viewer likes
 * and follows it depends on who asks, so the token is part of the key. The server answers the
 * visitor's (null) one itself when it draws the page (decision 065).
 */
export const companyQuery = (id: string | undefined, token: string | null) => ({
  queryKey: [...companiesKey, 'one', id, token] as const,
  path: `/company/${id}`,
});

export function useCompany(id: string | undefined) {
  const token = useToken();
  const { queryKey, path } = companyQuery(id, token);
  return useQuery({
    queryKey,
    queryFn: () => api.get<CompanyView>(path),
    enabled: Boolean(id),
    // A signed-in reader of a page the server drew for a visitor keeps it on screen while their
    // own copy (their like and follow) loads; another business never shows in its place.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === id ? previous : undefined,
  });
}

/**
 * A page of a list the API answers as an array: the first page of 10 is the plain path (what the
 * spec's own clients call), a later one says which (decision 027).
 */
const pagePath = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** GET /company/mine: one page of the signed-in owner's businesses, newest first (the dashboard). */
export function useMyCompanies(page = 1) {
  const token = useToken();
  return useQuery({
    ...myCompaniesQuery(token, page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** useMyCompanies' question, for a page's early reads too. */
export const myCompaniesQuery = (token: string | null, page: number) => ({
  queryKey: [...companiesKey, 'mine', token, page],
  queryFn: () => api.getPage<CompanyView>(pagePath('/company/mine', page)),
});

/** GET /company/liked: one page of the signed-in user's liked businesses, latest liked first. */
export function useLikedCompanies(page = 1) {
  const token = useToken();
  return useQuery({
    ...likedCompaniesQuery(token, page),
    enabled: token !== null,
    placeholderData: keepPreviousData,
  });
}

/** useLikedCompanies' question, for a page's early reads too. */
export const likedCompaniesQuery = (token: string | null, page: number) => ({
  queryKey: [...companiesKey, 'liked', token, page],
  queryFn: () => api.getPage<CompanyView>(pagePath('/company/liked', page)),
});

/**
 * GET /claim/me?company: the signed-in user's claims of one business (an open one and any
 * transferred before), asked only where a Claim button shows.
 */
export function useMyClaims(companyId: string, enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...claimsKey, 'me', token, companyId],
    queryFn: () => api.get<ClaimView[]>(`/claim/me?company=${companyId}&limit=${MAX_PAGE_LIMIT}`),
    enabled: token !== null && enabled,
  });
}

/** POST /claim: the signed-in user claims an unclaimed business. */
export function useClaimCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: string) => api.post<ClaimView>('/claim', { company }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: claimsKey }),
  });
}

/** PUT /company/business/{id}: any subset of the flattened fields; the rest keep their value. */
export function useUpdateCompany(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.put<CompanyView>(`/company/business/${id}`, body),
    onSuccess: (company) => {
      // Each viewer's copy (keyed by token) takes the new fields; the reactions stay theirs.
      queryClient.setQueriesData<CompanyView>(
        { queryKey: [...companiesKey, 'one', id] },
        (old) => old && { ...company, likes: old.likes, notified: old.notified },
      );
      return queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}
