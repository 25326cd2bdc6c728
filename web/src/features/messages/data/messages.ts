import type { UnreadCountsView } from '@slotmap/domain/messages';
import {
  type InfiniteData,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, type ListPage } from '../../../lib/api-client.ts';
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

/** Every cached answer about notifications; the token in each key keeps users apart. */
export const messagesKey = ['messages'] as const;
const pagesKey = [...messagesKey, 'pages'] as const;
const unreadKey = [...messagesKey, 'unread'] as const;

/**
 * How many notifications are unread in each section, refreshed every minute while shown: the
 * header bell and the tabs of /messages ask for two numbers, never for the list.
 */
export function useUnreadCounts() {
  return useQuery({ ...unreadCountsQuery(useToken()), refetchInterval: 60_000 });
}

/** GET /messages/unread as `token`'s user: what useUnreadCounts asks and /messages asks early. */
export const unreadCountsQuery = (token: string | null) => ({
  queryKey: [...unreadKey, token],
  queryFn: () => api.get<UnreadCountsView>('/messages/unread'),
});

export const unreadTotal = (counts: UnreadCountsView | undefined) =>
  counts ? counts.user + counts.business : 0;

export interface MessageFilter {
  section?: Message['section'];
  /** Titles containing it, any case; searched on the server. */
  search: string;
  limit: number;
}

/**
 * The signed-in user's notifications, newest first, a page at a time ('Load more'). A notice that
 * arrives between two pages pushes a row from one page to the next; the list shows it once.
 */
export function useMessagePages(filter: MessageFilter) {
  const query = useInfiniteQuery({
    ...messagePagesQuery(useToken(), filter),
    // A new search keeps the rows on screen until its own answer comes.
    placeholderData: keepPreviousData,
  });
  const messages = onceEach((query.data?.pages ?? []).flatMap((page) => page.items));
  return { ...query, messages, total: query.data?.pages[0]?.total ?? 0 };
}

/** The pages of `filter`'s notifications as `token`'s user: what useMessagePages asks. */
export const messagePagesQuery = (
  token: string | null,
  { section, search, limit }: MessageFilter,
) => ({
  queryKey: [...pagesKey, token, section ?? 'all', search, limit],
  queryFn: ({ pageParam }: { pageParam: number }) => {
    const params = new URLSearchParams({ limit: String(limit), page: String(pageParam) });
    if (section) params.set('section', section);
    if (search) params.set('search', search);
    return api.getPage<Message>(`/messages?${params}`);
  },
  initialPageParam: 1,
  getNextPageParam: (last: ListPage<Message>, pages: ListPage<Message>[]) =>
    pages.length * limit < last.total ? pages.length + 1 : undefined,
});

function onceEach(messages: Message[]) {
  const byId = new Map<string, Message>();
  for (const m of messages) if (!byId.has(m._id)) byId.set(m._id, m);
  return [...byId.values()];
}

/** Reloads the loaded pages when more notifications are unread than before (a new one came). */
export function useRefreshOnNewMessages(counts: UnreadCountsView | undefined) {
  const queryClient = useQueryClient();
  const total = unreadTotal(counts);
  const previous = useRef(total);
  useEffect(() => {
    if (total > previous.current) void queryClient.invalidateQueries({ queryKey: pagesKey });
    previous.current = total;
  }, [total, queryClient]);
}

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.put<Message>(`/messages/${id}/read`),
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<ListPage<Message>>>(
        { queryKey: pagesKey },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.map((m) => (m._id === updated._id ? updated : m)),
            })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: unreadKey });
    },
  });
}
