import type { Closure, ClosureView } from '@slotmap/domain/closures';
import type { UpcomingChoice } from '@slotmap/domain/upcoming';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { companiesKey } from './companies.ts';

/** GET /company/{id}/closures: every closure still to come (at most 50). */
export function useClosures(companyId: string) {
  return useQuery({
    queryKey: [...companiesKey, 'closures', companyId],
    queryFn: () => api.get<ClosureView[]>(`/company/${companyId}/closures`),
  });
}

export interface ClosuresSave {
  closures: Closure[];
  upcoming?: UpcomingChoice;
  cancel_reason?: string;
}

/** PUT /company/{id}/closures: the whole list; the business's answers are read again after. */
export function useSaveClosures(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClosuresSave) =>
      api.put<ClosureView[]>(`/company/${companyId}/closures`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companiesKey }),
  });
}
