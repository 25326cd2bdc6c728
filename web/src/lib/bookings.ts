import type { BookingView } from '@slotmap/domain/booking-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useToken } from './auth.ts';

/**
 * Booking answers several features read (dashboard, account, business manager, booking page).
 * Every cached answer about bookings lives under `bookingsKey`; a change invalidates them all.
 */
export const bookingsKey = ['bookings'] as const;

/** 'future': active appointments that have not ended, soonest first. 'past': the history. */
export type AppointmentList = 'future' | 'past';

/**
 * GET /bookings/{future|past}, or /bookings/{future|past}/{companyId} for a business's own
 * appointments (its owner or an admin). The history holds ended and cancelled appointments,
 * newest first, without those this side has cleared.
 */
export function useAppointments(list: AppointmentList, companyId?: string) {
  const token = useToken();
  return useQuery({ ...appointmentsQuery(list, companyId, token), enabled: token !== null });
}

/** useAppointments' question, for a page's early reads too. */
export function appointmentsQuery(
  list: AppointmentList,
  companyId: string | undefined,
  token: string | null,
) {
  const path = companyId ? `/bookings/${list}/${companyId}` : `/bookings/${list}`;
  return {
    queryKey: [...bookingsKey, list, companyId ?? 'mine', token],
    queryFn: () => api.get<BookingView[]>(path),
  };
}

/**
 * Clears an appointment history: the signed-in user's (DELETE /bookings) or, with a companyId,
 * the business's (POST /bookings/{companyId}, its owner only). Only this side's view is cleared.
 */
export function useClearHistory(companyId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      companyId
        ? api.post<{ msg: string }>(`/bookings/${companyId}`)
        : api.delete<{ msg: string }>('/bookings'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey }),
  });
}
