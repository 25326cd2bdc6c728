import type { BookingView, SlotsView } from '@slotmap/domain/booking-view';
import type { Reschedule } from '@slotmap/domain/reschedule';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { bookingsKey } from '../../lib/bookings.ts';
import { slotsKey } from '../../lib/slots.ts';

/**
 * POST /bookings/{id}/reschedule: the moved booking; 409 when the time was just taken, 400 with
 * the reason otherwise (the change policy among them). Every booking answer and the service's
 * times are read again, so the page, the lists and the picker show the move.
 */
export function useRescheduleBooking(booking: BookingView) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: Reschedule) =>
      api.post<BookingView>(`/bookings/${booking._id}/reschedule`, to),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({
          queryKey: slotsKey(booking.company._id ?? '', booking.service._id ?? ''),
        }),
      ]),
  });
}

/**
 * GET /bookings/{id}/slots: the service's times as this booking may move to them, its own blocked
 * time free (so a move within it is offered, as the server accepts it). Under the bookings' key,
 * so a move or a cancellation reads them again.
 */
export function useMoveSlots(booking: BookingView) {
  return useQuery({
    queryKey: [...bookingsKey, booking._id, 'slots'],
    queryFn: () => api.get<SlotsView>(`/bookings/${booking._id}/slots`),
    // Others book meanwhile: a minute-old answer is still worth showing, then renewed.
    staleTime: 60_000,
  });
}
