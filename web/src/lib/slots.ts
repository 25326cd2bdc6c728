import type { SlotsView } from '@slotmap/domain/booking-view';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { companiesKey } from './companies.ts';

/**
 * The slots of one service, under the businesses' key: a change to the business (its hours, its
 * services) makes them stale too.
 */
export const slotsKey = (companyId: string, serviceId: string) =>
  [...companySlotsKey(companyId), serviceId] as const;

/** The slots of every service of one business: what a change to its taken times makes stale. */
export const companySlotsKey = (companyId: string) =>
  [...companiesKey, 'slots', companyId] as const;

/**
 * GET /company/{id}/slots for the whole 90-day window at once: it is small, and the months and
 * dates are then read from one answer without a call per month.
 */
export function useSlots(companyId: string, serviceId: string | null) {
  return useQuery({
    queryKey: slotsKey(companyId, serviceId ?? ''),
    queryFn: () =>
      api.get<SlotsView>(
        `/company/${companyId}/slots?service=${encodeURIComponent(serviceId ?? '')}`,
      ),
    enabled: serviceId !== null,
    // Others book meanwhile: a minute-old answer is still worth showing, then renewed.
    staleTime: 60_000,
  });
}
