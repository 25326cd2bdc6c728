import type { PlanName } from '@slotmap/domain/listings';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { FeaturedRow } from '../types.ts';
import { adminKey, pageQuery, useInvalidateAdmin } from './query.ts';

export type FeaturedStatus = 'active' | 'inactive';

/** GET /admin/featured: current (pending and active) or inactive plans with their business. */
export function useFeaturedPlans(status: FeaturedStatus, page: number, search: string) {
  const query = pageQuery(page, { status, search });
  return useQuery({
    queryKey: [...adminKey, 'featured', query],
    queryFn: () => api.getPage<FeaturedRow>(`/admin/featured?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** POST /feature/plans/currentinactive: cancels a plan ('Plans are deleted.'). */
export function useCancelPlan() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (planId: string) =>
      api.post<{ message: string }>('/feature/plans/currentinactive', { id: planId }),
    onSuccess: invalidate,
  });
}

/** POST /feature/renew by an admin: the same plan again for the business, as a gift (active at once). */
export function useRenewPlan() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ companyId, plan }: { companyId: string; plan: PlanName }) =>
      api.post<{ message?: string }>('/feature/renew', { companyID: companyId, plan }),
    onSuccess: invalidate,
  });
}

/**
 * POST /feature/add-free-month: the owner gets one more free month; the business whose page it was
 * granted from goes along, so the audit log records it with that business.
 */
export function useAddFreeMonth() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (grant: { userId: string; companyId: string }) =>
      api.post<{ message: string }>('/feature/add-free-month', grant),
    onSuccess: invalidate,
  });
}
