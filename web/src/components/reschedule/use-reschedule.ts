import type { BookingView } from '@slotmap/domain/booking-view';
import type { Reschedule } from '@slotmap/domain/reschedule';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
