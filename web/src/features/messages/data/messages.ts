import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/auth.ts';

/** A notification as GET /api/messages answers it (spec §3 Message). */
export interface Message {
  _id: string;
  title: string;
  text: string;
  type: 'message' | 'booking' | 'comment' | 'company';
  user: string;
  booking: string | null;
  section: 'user' | 'business';
  read: boolean;
  date_created: string;
}

export const messagesKey = ['messages'] as const;

/**
 * The signed-in user's notifications, newest first, refreshed every minute while shown. Only
 * signed-in screens use it; the token in the key keeps one user's list from showing to the next.
 */
export function useMessages() {
  const token = useToken();
  return useQuery({
    queryKey: [...messagesKey, token],
    queryFn: () => api.get<Message[]>('/messages'),
    refetchInterval: 60_000,
  });
}

export const countUnread = (messages: Message[] | undefined) =>
  messages?.filter((message) => !message.read).length ?? 0;

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<Message>(`/messages/${id}/read`),
    onSuccess: (updated) => {
      queryClient.setQueriesData<Message[]>({ queryKey: messagesKey }, (list) =>
        list?.map((message) => (message._id === updated._id ? updated : message)),
      );
    },
  });
}
