import type { UpcomingChoice } from '@slotmap/domain/upcoming';
import type { Service } from '@slotmap/domain/services';
import type { ServiceView } from '@slotmap/domain/company-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey } from './companies.ts';

function useInvalidateCompanies() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: companiesKey });
}

/** PUT /company/business/service: a new service of a business. */
export function useAddService() {
  const onSuccess = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ companyId, service }: { companyId: string; service: Service }) =>
      api.put<ServiceView>('/company/business/service', { company_id: companyId, ...service }),
    onSuccess,
  });
}

/** PUT /company/business/service/{id}; refused (isBooked) while future bookings use it. */
export function useEditService() {
  const onSuccess = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ serviceId, service }: { serviceId: string; service: Service }) =>
      api.put<ServiceView>(`/company/business/service/${serviceId}`, service),
    onSuccess,
  });
}

/** DELETE /company/service/{id}. */
export function useDeleteService() {
  const onSuccess = useInvalidateCompanies();
  return useMutation({
    mutationFn: ({ serviceId, upcoming }: { serviceId: string; upcoming?: UpcomingChoice }) =>
      api.delete<{ msg: string }>(
        `/company/service/${serviceId}${upcoming ? `?upcoming=${upcoming}` : ''}`,
      ),
    onSuccess,
  });
}
