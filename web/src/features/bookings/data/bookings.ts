import type { BookingView } from '@slotmap/domain/booking-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bookingsKey } from '../../../lib/bookings.ts';

export const bookingKey = (id: string | undefined) => [...bookingsKey, 'one', id] as const;

export interface NewComment {
  text: string;
  /** Addresses of images uploaded with POST /api/uploads. */
  UploadImage: string[];
}

/** GET /bookings/{id}: the booking as its customer, the business owner or an admin sees it. */
export function useBooking(id: string | undefined) {
  return useQuery({
    queryKey: bookingKey(id),
    queryFn: () => api.get<BookingView>(`/bookings/${id}`),
    enabled: Boolean(id),
  });
}

/** The comment calls answer with the whole booking: the thread is replaced from that answer. */
function useSetBooking(id: string) {
  const queryClient = useQueryClient();
  return (booking: BookingView) => queryClient.setQueryData(bookingKey(id), booking);
}

/** POST /bookings/comment/{id}. */
export function useAddComment(id: string) {
  const setBooking = useSetBooking(id);
  return useMutation({
    mutationFn: (comment: NewComment) => api.post<BookingView>(`/bookings/comment/${id}`, comment),
    onSuccess: setBooking,
  });
}

/** DELETE /bookings/comment/{id}/{commentId}: only the comment's author may. */
export function useRemoveComment(id: string) {
  const setBooking = useSetBooking(id);
  return useMutation({
    mutationFn: (commentId: string) =>
      api.delete<BookingView>(`/bookings/comment/${id}/${commentId}`),
    onSuccess: setBooking,
  });
}

/** DELETE /bookings/{id} with the reason the other party is told (spec §4). */
export function useCancelBooking(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => api.delete<{ msg: string }>(`/bookings/${id}`, { reason }),
    // Marked stale, not refetched now: the page leaves, and lists reload when next shown.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookingsKey, refetchType: 'none' }),
  });
}
