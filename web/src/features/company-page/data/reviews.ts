import type { PageView } from '@slotmap/domain/company-view';
import { REVIEW_PAGE_SIZE } from '@slotmap/domain/review-rules';
import type { ReviewView } from '@slotmap/domain/review-view';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey } from '../../../lib/companies.ts';

const reviewsKey = (companyId: string) => [...companiesKey, 'reviews', companyId] as const;

/**
 * One page of a business's reviews, newest first (GET /company/{id}/reviews): its key and path.
 * The server answers the first page itself when it draws the business page (decision 065).
 */
export const companyReviewsQuery = (companyId: string, page: number) => ({
  queryKey: [...reviewsKey(companyId), page] as const,
  path: `/company/${companyId}/reviews?page=${page}&limit=${REVIEW_PAGE_SIZE}`,
});

export function useCompanyReviews(companyId: string, page: number) {
  const { queryKey, path } = companyReviewsQuery(companyId, page);
  return useQuery({
    queryKey,
    queryFn: () => api.get<PageView<ReviewView>>(path),
    placeholderData: keepPreviousData,
  });
}

/** The owner's reply and the admin's hiding: either refreshes the business and its reviews. */
export function useReviewAction(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: string; reply?: string; hide?: string }) =>
      a.reply !== undefined
        ? api.post<ReviewView>(`/reviews/${a.id}/reply`, { text: a.reply })
        : api.put<ReviewView>(`/reviews/${a.id}/hide`, { reason: a.hide }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewsKey(companyId) });
      void queryClient.invalidateQueries({ queryKey: [...companiesKey, 'one', companyId] });
    },
  });
}
