import type { CompanyView, PageView } from '@slotmap/domain/company-view';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import { MAX_PAGE_LIMIT } from '@slotmap/domain/constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey } from '../../../lib/companies.ts';
import { useToken } from '../../../lib/auth.ts';

export {
  companiesKey,
  useCompany,
  useMyCompanies,
  useUpdateCompany,
} from '../../../lib/companies.ts';

/** GET /company/business: one page of the owner's businesses for the business manager. */
export function useBusinessPage(page: number, search: string) {
  const token = useToken();
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), page: String(page), search });
  return useQuery({
    queryKey: [...companiesKey, 'business', token, page, search],
    queryFn: () => api.get<PageView<CompanyView>>(`/company/business?${query}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /company/business?search: the owner's businesses for the business switcher, the first 50
 * (the most one page holds) matching what is typed; the server searches them all.
 */
export function useBusinessOptions(search: string) {
  const token = useToken();
  const query = new URLSearchParams({ limit: String(MAX_PAGE_LIMIT), page: '1', search });
  return useQuery({
    queryKey: [...companiesKey, 'business', token, 'options', search],
    queryFn: () => api.get<PageView<CompanyView>>(`/company/business?${query}`),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companiesKey });
}

/** POST /company: a new business with its flattened hours and services. */
export function useCreateCompany() {
  const invalidate = useInvalidateCompanies();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<CompanyView>('/company', body),
    onSuccess: invalidate,
  });
}

/** DELETE /company/{id}. */
export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ msg: string }>(`/company/${id}`),
    onSuccess: (_answer, id) => {
      // The deleted business must not be refetched by a page still mounted for it.
      queryClient.removeQueries({ queryKey: [...companiesKey, 'one', id] });
      return queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}
