import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

/** A 4xx answer will not change on retry; network failures and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * A page module's `earlyReads`: the answers its first view draws from, asked as soon as its code
 * has arrived when the page is the one the browser opened, rather than once it is drawn (after
 * the session's answer, decision 076). Asked as the page's own hooks ask them (same keys).
 */
export type EarlyReads = (client: QueryClient, token: string | null) => void;
