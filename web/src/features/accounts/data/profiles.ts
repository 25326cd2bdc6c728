import type { ProfileInput } from '@slotmap/domain/accounts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api, apiRequest } from '../../../lib/api-client.ts';
import { authKey } from '../../../lib/auth.ts';

/** The caller's own profile, as GET and POST /api/profile/me answer it (docs/api-accounts.md). */
export interface Profile {
  _id: string;
  user: { _id: string; firstName: string; lastName: string; avatar: string | null };
  prefix: string;
  suffix: string;
  birthday: string | null;
  phone: string;
  bio: string;
}

/** A profile in the public list (GET /api/profile): prefix, suffix and name only. */
export interface PublicProfile {
  _id: string;
  user: { _id: string; firstName: string; lastName: string };
  prefix: string;
  suffix: string;
}

const profilesKey = ['profiles'] as const;
const myProfileKey = [...profilesKey, 'me'] as const;

export function useProfiles() {
  return useQuery({ queryKey: profilesKey, queryFn: () => api.get<PublicProfile[]>('/profile') });
}

/** The caller's profile, or null while they have none (the server answers 404 then). */
export function useMyProfile() {
  return useQuery({
    queryKey: myProfileKey,
    queryFn: async () => {
      try {
        return await api.get<Profile>('/profile/me');
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** POST /api/profile creates (201) or updates (200); names and phone also change the user. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiRequest<Profile>('POST', '/profile', input),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(myProfileKey, data);
      void queryClient.invalidateQueries({ queryKey: profilesKey });
      void queryClient.invalidateQueries({ queryKey: authKey });
    },
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: () => api.delete<{ msg: string }>('/profile') });
}
