import {
  Anchor,
  Button,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  type SimpleGridProps,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useId } from 'react';
import { Link } from 'react-router';
import { ListGrid } from '../../../components/lists.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { dashboardMessages } from '../messages.ts';

interface DashboardSectionProps {
  title: string;
  /** The `data-tour` name the guided tour highlights. */
  tour: string;
  /** Buttons beside the title; they wrap under it on a narrow screen. */
  actions?: ReactNode;
  children: ReactNode;
}

/** One dashboard section: a titled landmark that the guided tour can point at. */
export function DashboardSection({ title, tour, actions, children }: DashboardSectionProps) {
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId} data-tour={tour}>
      <Group justify="space-between" align="center" gap="xs" mih={36}>
        <Title order={2} fz={{ base: 20, sm: 24 }} id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Stack>
  );
}

interface SectionSkeletonProps {
  label: string;
  height: number;
  /** Placeholders per row from the `sm` breakpoint up; one per row on a phone. */
  cols?: number;
}

/** Placeholders shaped like the section's cards while its list loads. */
export function SectionSkeleton({ label, height, cols = 1 }: SectionSkeletonProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="md" role="status" aria-label={label}>
      {Array.from({ length: cols > 1 ? cols : 2 }, (_, i) => (
        // Placeholders have no identity: position is all they have.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Skeleton key={i} h={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}

interface SectionErrorProps {
  children: ReactNode;
  retrying: boolean;
  onRetry: () => void;
}

/** The section's list could not be loaded: the rest of the dashboard stays usable. */
export function SectionError({ children, retrying, onRetry }: SectionErrorProps) {
  const t = useT(dashboardMessages);
  return (
    <Paper withBorder radius="md" p="md" role="alert">
      <Group justify="space-between" gap="sm">
        <Text fz="sm">{children}</Text>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconRefresh size={14} />}
          loading={retrying}
          onClick={onRetry}
        >
          {t('dashboard.retry')}
        </Button>
      </Group>
    </Paper>
  );
}

interface SectionEmptyProps {
  icon: ReactNode;
  title: string;
  description?: string;
  /** A way forward, e.g. a button to where the list gets filled. */
  children?: ReactNode;
}

/** The section's empty text, framed where its cards would be. */
export function SectionEmpty({ icon, title, description, children }: SectionEmptyProps) {
  return (
    <Paper withBorder radius="md">
      <EmptyState py="lg" px="md" size="sm" icon={icon} title={title} description={description}>
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}

interface SectionBodyProps<T> {
  query: UseQueryResult<T>;
  /** The placeholders while the list loads. */
  loading: SectionSkeletonProps;
  /** What the section says when its list could not be loaded. */
  failed: string;
  /** The empty state, when `isEmpty` finds nothing to list. */
  empty?: { when: (data: T) => boolean; show: ReactNode };
  children: (data: T) => ReactNode;
}

/** A section's list as it loads, fails (with Retry), is empty, or is there to show. */
export function SectionBody<T>({
  query: latest,
  loading,
  failed,
  empty,
  children,
}: SectionBodyProps<T>) {
  // An answer arrives through a store React redraws from in one task: the list it brings is drawn
  // in a deferred render instead, which React can pause (decision 071).
  const query = useDeferredValue(latest);
  if (query.isPending) return <SectionSkeleton {...loading} />;
  if (query.isError)
    return (
      <SectionError retrying={query.isFetching} onRetry={() => query.refetch()}>
        {failed}
      </SectionError>
    );
  if (empty?.when(query.data)) return empty.show;
  return children(query.data);
}

interface SectionCardsProps {
  label: string;
  cols: SimpleGridProps['cols'];
  children: ReactNode;
  /** The way to the whole list, for a section that shows only its first page. */
  more?: { shown: boolean; to: string; text: string };
}

/** The section's cards, one per row on a phone, with a link to the rest when there are more. */
export function SectionCards({ label, cols, children, more }: SectionCardsProps) {
  const grid = (
    <ListGrid cols={cols} spacing="md" aria-label={label}>
      {children}
    </ListGrid>
  );
  if (!more) return grid;
  return (
    <Stack gap="xs">
      {grid}
      {more.shown && (
        <Anchor component={Link} to={more.to} fz="sm">
          {more.text}
        </Anchor>
      )}
    </Stack>
  );
}
