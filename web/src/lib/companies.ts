import type { ClaimView, CompanyView } from '@slotmap/domain/company-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useToken } from './auth.ts';

/**
 * Business answers every feature reads. Every cached answer about businesses lives under
 * `companiesKey`; a change to one business invalidates them all.
 */
export const companiesKey = ['companies'] as const;
export const claimsKey = ['claims'] as const;

/** GET /company/{id}: one business with its services, likes and followers. */
export function useCompany(id: string | undefined) {
  return useQuery({
    queryKey: [...companiesKey, 'one', id],
    queryFn: () => api.get<CompanyView>(`/company/${id}`),
    enabled: Boolean(id),
  });
}

/** GET /company/mine: the signed-in owner's businesses (the business switcher, the dashboard). */
export function useMyCompanies() {
  const token = useToken();
  return useQuery({
    queryKey: [...companiesKey, 'mine', token],
    queryFn: () => api.get<CompanyView[]>('/company/mine'),
    enabled: token !== null,
  });
}

/** GET /company/liked: the signed-in user's liked businesses, most recently liked first. */
export function useLikedCompanies() {
  const token = useToken();
  return useQuery({
    queryKey: [...companiesKey, 'liked', token],
    queryFn: () => api.get<CompanyView[]>('/company/liked'),
    enabled: token !== null,
  });
}

/** GET /claim/me: the signed-in user's claims. */
export function useMyClaims() {
  const token = useToken();
  return useQuery({
    queryKey: [...claimsKey, 'me', token],
    queryFn: () => api.get<ClaimView[]>('/claim/me'),
    enabled: token !== null,
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
