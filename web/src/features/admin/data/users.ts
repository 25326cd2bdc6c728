import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { AdminUser } from '../types.ts';
import { adminKey, pageQuery, useInvalidateAdmin } from './query.ts';

export interface UserFilters {
  search: string;
  /** yyyy-MM-DD, sign-up date from (inclusive). */
  startDate: string;
  endDate: string;
}

/** GET /users/userlist: one page of users matching a name or e-mail and a sign-up range. */
export function useUserList(page: number, filters: UserFilters) {
  const query = pageQuery(page, { ...filters });
  return useQuery({
    queryKey: [...adminKey, 'users', query],
    queryFn: () => api.getPage<AdminUser>(`/users/userlist?${query}`),
    placeholderData: keepPreviousData,
  });
}

export interface UserEdit {
  firstName: string;
  lastName: string;
  phone: string;
}

/** PUT /users/userlist/:id: names and phone only; the e-mail and rights never change here. */
export function useUpdateUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, edit }: { id: string; edit: UserEdit }) =>
      api.put<AdminUser>(`/users/userlist/${id}`, edit),
    onSuccess: invalidate,
  });
}

/** DELETE /users/userlist/:id: as the user's own account deletion. */
export function useDeleteUser() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ msg: string }>(`/users/userlist/${id}`),
    onSuccess: invalidate,
  });
}
