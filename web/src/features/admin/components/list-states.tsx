import { Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import type { ReactNode } from 'react';
import { Paginator } from '../../../components/paginator.tsx';
import { ApiError, type ListPage } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { adminMessages } from '../messages.ts';

/** What an admin list holds, for its loading and error texts. */
export type ListKind =
  | 'businesses'
  | 'claims'
  | 'transferredClaims'
  | 'featured'
  | 'inactivePlans'
  | 'users'
  | 'activity';

interface PagedQuery<T> {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  isPlaceholderData: boolean;
  data: ListPage<T> | undefined;
  refetch: () => unknown;
}

interface PagedListProps<T> {
  query: PagedQuery<T>;
  /** What the list holds, for the loading and error texts ('claims'). */
  noun: ListKind;
  /** The spec's empty text ('No claims found'). */
  empty: string;
  page: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}

/** Rows of grey bars while the first page loads. */
export function ListSkeleton({ noun, rows = 4 }: { noun: ListKind; rows?: number }) {
  const t = useT(adminMessages);
  return (
    <Stack gap="xs" role="status" aria-label={t('admin.list.loading', { list: noun })}>
      {Array.from({ length: rows }, (_, i) => (
        // Placeholders have no identity: position is all they have.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Skeleton key={i} h={56} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * A list that could not be loaded. When the server refused the request (400), its messages say why
 * and asking again would not help, so they are shown instead of a retry.
 */
export function ListError({
  noun,
  onRetry,
  error,
}: {
  noun: ListKind;
  onRetry: () => unknown;
  error?: unknown;
}) {
  const t = useT(adminMessages);
  const refused = error instanceof ApiError && error.status === 400 ? error.messages : null;
  return (
    <Paper withBorder p="xl" ta="center" role="alert">
      <Stack gap="sm" align="center">
        <Text fw={600}>{t('admin.list.failed', { list: noun })}</Text>
        {refused ? (
          refused.map((m) => (
            <Text key={m} fz="sm">
              {m}
            </Text>
          ))
        ) : (
          <Button variant="default" size="xs" onClick={() => onRetry()}>
            {t('admin.tryAgain')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

export function ListEmpty({ text, hint }: { text: string; hint?: string }) {
  return (
    <Paper withBorder p="xl" ta="center">
      <Text fw={600}>{text}</Text>
      {hint && (
        <Text fz="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** A paged admin list: skeleton, error with a retry, the spec's empty text, or the rows and pages. */
export function PagedList<T>({ query, noun, empty, page, onPage, children }: PagedListProps<T>) {
  if (query.isPending) return <ListSkeleton noun={noun} />;
  if (query.isError || !query.data)
    return <ListError noun={noun} onRetry={query.refetch} error={query.error} />;
  const { items, total } = query.data;
  return (
    <Stack gap="md">
      {items.length === 0 ? (
        <ListEmpty text={empty} />
      ) : (
        <div style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }}>{children(items)}</div>
      )}
      <Paginator page={page} total={total} pageSize={PAGE_SIZE} onChange={onPage} />
    </Stack>
  );
}
