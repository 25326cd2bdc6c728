import type { UpcomingChoice } from '@slotmap/domain/upcoming';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminCompany, AdminCompanyInfo } from '../types.ts';
import { adminKey, pageQuery, useInvalidateAdmin } from './query.ts';

/** GET /company/admin/companies: one page of every business, with its owner. */
export function useAdminCompanies(page: number, search: string) {
  const query = pageQuery(page, { search });
  return useQuery({
    queryKey: [...adminKey, 'companies', query],
    queryFn: () => api.getPage<AdminCompany>(`/company/admin/companies?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/companies/:id: the business-info page's business, owner, services and plans. */
export function useAdminCompanyInfo(id: string | undefined) {
  return useQuery({
    queryKey: [...adminKey, 'company', id],
    queryFn: () => api.get<AdminCompanyInfo>(`/admin/companies/${id}`),
    enabled: Boolean(id),
  });
}

/** DELETE /company/admin/companies/:id: answers { msg: 'Business removed successfully' }. */
export function useAdminDeleteCompany() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ msg: string }>(`/company/admin/companies/${id}`),
    onSuccess: invalidate,
  });
}

/** DELETE /company/business/:id: the same delete from a business's own admin pages. */
export function useAdminRemoveBusiness() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ msg: string }>(`/company/business/${id}`),
    onSuccess: invalidate,
  });
}

/** POST /company/business: a new unclaimed business (is_admin true, no owner). */
export function useCreateUnclaimedBusiness() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      api.post<{ _id: string }>('/company/business', body),
    onSuccess: invalidate,
  });
}

/** DELETE /company/business/:companyId/service/:serviceId: answers the remaining services. */
export function useAdminDeleteService(companyId: string) {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ serviceId, upcoming }: { serviceId: string; upcoming?: UpcomingChoice }) =>
      api.delete<unknown[]>(
        `/company/business/${companyId}/service/${serviceId}${upcoming ? `?upcoming=${upcoming}` : ''}`,
      ),
    onSuccess: invalidate,
  });
}
