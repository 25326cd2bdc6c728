import type { ReviewView } from '@slotmap/domain/review-view';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey } from '../../../lib/companies.ts';

const ownReviewKey = (bookingId: string) => ['reviews', 'booking', bookingId] as const;

/** The caller's own review of a booking (null when there is none yet). */
export function useOwnReview(bookingId: string) {
  return useQuery({
    queryKey: ownReviewKey(bookingId),
    queryFn: () => api.get<{ review: ReviewView | null }>(`/reviews/booking/${bookingId}`),
  });
}

/** Writes the review (POST) or changes it (PUT); the business's stars refresh after. */
export function useSaveReview(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string | null; rating: number; text: string }) =>
      v.id
        ? api.put<ReviewView>(`/reviews/${v.id}`, { rating: v.rating, text: v.text })
        : api.post<ReviewView>('/reviews', { booking: bookingId, rating: v.rating, text: v.text }),
    onSuccess: (review) => {
      queryClient.setQueryData(ownReviewKey(bookingId), { review });
      void queryClient.invalidateQueries({ queryKey: companiesKey });
    },
  });
}
