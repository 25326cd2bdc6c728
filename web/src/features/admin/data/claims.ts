import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { claimsKey } from '../../../lib/companies.ts';
import type { AdminClaim } from '../types.ts';
import { adminKey, pageQuery, useInvalidateAdmin } from './query.ts';
import { useQueryClient } from '@tanstack/react-query';

/** GET /claim (open claims, oldest first) or GET /claim/transferred (newest first). */
export function useAdminClaims(kind: 'open' | 'transferred', page: number) {
  const query = pageQuery(page);
  const path = kind === 'open' ? '/claim' : '/claim/transferred';
  return useQuery({
    queryKey: [...adminKey, 'claims', kind, query],
    queryFn: () => api.getPage<AdminClaim>(`${path}?${query}`),
    placeholderData: keepPreviousData,
  });
}

function useAfterClaim() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateAdmin();
  return () => Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: claimsKey })]);
}

/** PUT /claim/transfer: the claimant becomes the business's owner. */
export function useTransferClaim() {
  const onSuccess = useAfterClaim();
  return useMutation({
    mutationFn: (id: string) => api.put<{ msg: string }>('/claim/transfer', { id }),
    onSuccess,
  });
}

/** DELETE /claim/:id: the claim is rejected and the claimant told. */
export function useRejectClaim() {
  const onSuccess = useAfterClaim();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ msg: string }>(`/claim/${id}`),
    onSuccess,
  });
}
