import type { CompanyReactionsView, CompanyView } from '@slotmap/domain/company-view';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { companiesKey } from '../../../lib/companies.ts';

/** The four toggles of spec §4; each is `PUT /company/{reaction}/{id}` without a body. */
export type Reaction = 'like' | 'unlike' | 'notify' | 'unnotify';

/** Spec §8 success toasts, one per toggle. */
/** The ids of each reaction's toast in the business page's catalogue. */
export const REACTION_TOASTS = {
  like: 'companyPage.reaction.like',
  unlike: 'companyPage.reaction.unlike',
  notify: 'companyPage.reaction.notify',
  unnotify: 'companyPage.reaction.unnotify',
} as const satisfies Record<Reaction, string>;

/**
 * Like, unlike, notify and unnotify for one business. The answer carries the caller's own like and
 * follow and the counts after the change: they go straight into the cached business, and every
 * other answer about businesses (the favorites list, for one) is marked stale.
 */
export function useCompanyReaction(companyId: string) {
  const queryClient = useQueryClient();
  const companyKey = [...companiesKey, 'one', companyId];
  return useMutation({
    mutationFn: (reaction: Reaction) =>
      api.put<CompanyReactionsView>(`/company/${reaction}/${companyId}`),
    onSuccess: ({ _id, ...reactions }) => {
      queryClient.setQueriesData<CompanyView>({ queryKey: companyKey }, (old) =>
        old ? { ...old, ...reactions } : old,
      );
      // The business itself is already up to date and its slots do not depend on who likes it;
      // refetching them would only repeat the answers.
      void queryClient.invalidateQueries({
        queryKey: companiesKey,
        predicate: (query) => query.queryKey[2] !== companyId,
      });
    },
  });
}
