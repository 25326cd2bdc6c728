import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AuditEntry } from '../types.ts';
import { adminKey, pageQuery } from './query.ts';

/** GET /admin/audit: what admins did to one business or one user, newest first. */
export function useAudit(about: { company?: string; user?: string }, page: number) {
  const query = pageQuery(page, about);
  return useQuery({
    queryKey: [...adminKey, 'audit', query],
    queryFn: () => api.getPage<AuditEntry>(`/admin/audit?${query}`),
    placeholderData: keepPreviousData,
  });
}
