import type {
  WaitlistCell,
  WaitlistCompanyView,
  WaitlistDuration,
  WaitlistEntryView,
  WaitlistOfferView,
  WaitlistPreferences,
} from '@slotmap/domain/waitlists';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useToken } from './auth.ts';
import { companiesKey } from './companies.ts';

/** Every cached answer about waitlists and offers; a change invalidates them all. */
export const waitlistsKey = ['waitlists'] as const;

/** GET /waitlist/user/{userId}/company/{companyId}: the user's cells at one business. */
export function useCompanyWaitlist(
  userId: string | undefined,
  companyId: string,
  enabled: boolean,
) {
  const token = useToken();
  return useQuery({
    queryKey: [...waitlistsKey, 'company', token, userId, companyId],
    queryFn: () => api.get<WaitlistEntryView[]>(`/waitlist/user/${userId}/company/${companyId}`),
    enabled: enabled && token !== null && Boolean(userId),
  });
}

/** GET /waitlist/user/{userId}/companies: one page of the businesses the user waits for. */
export function useWaitlistCompanies(userId: string | undefined, page = 1) {
  const token = useToken();
  return useQuery({
    ...waitlistCompaniesQuery(token, userId, page),
    enabled: token !== null && Boolean(userId),
    placeholderData: keepPreviousData,
  });
}

/** useWaitlistCompanies' question, for a page's early reads too. */
export const waitlistCompaniesQuery = (
  token: string | null,
  userId: string | undefined,
  page: number,
) => ({
  queryKey: [...waitlistsKey, 'companies', token, userId, page],
  queryFn: () =>
    api.getPage<WaitlistCompanyView>(
      `/waitlist/user/${userId}/companies${page > 1 ? `?page=${page}` : ''}`,
    ),
});

export interface DialogSave {
  companyId: string;
  cells: WaitlistCell[];
  duration: WaitlistDuration;
  preferences: WaitlistPreferences;
}

/** PUT /waitlist/company/{companyId}: the dialog's whole state, saved in one transaction. */
export function useSaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, ...body }: DialogSave) =>
      api.put<WaitlistEntryView[]>(`/waitlist/company/${companyId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistsKey }),
  });
}

/** GET /waitlist/offers/{id}: a freed time offered to the user, in any state. */
export function useOffer(id: string | null) {
  const token = useToken();
  return useQuery({
    queryKey: [...waitlistsKey, 'offer', token, id],
    queryFn: () => api.get<WaitlistOfferView>(`/waitlist/offers/${id}`),
    enabled: token !== null && Boolean(id),
    retry: false,
  });
}

/** POST /waitlist/offers/{id}/decline: the time goes to the next person waiting. */
export function useDeclineOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ msg: string }>(`/waitlist/offers/${id}/decline`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistsKey });
      void queryClient.invalidateQueries({ queryKey: [...companiesKey, 'slots'] });
    },
  });
}
