import type { ReviewView } from '@slotmap/domain/review-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { bookingsKey } from './bookings.ts';
import { companiesKey } from './companies.ts';

/**
 * POST /reviews/{id}/reply: the owner's one public reply (docs/api-reviews.md). The appointment
 * lists carrying the review and the business's own answers (its reviews) are read again.
 */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, text }: { id: string; text: string }) =>
      api.post<ReviewView>(`/reviews/${id}/reply`, { text }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingsKey }),
        queryClient.invalidateQueries({ queryKey: companiesKey }),
      ]),
  });
}
