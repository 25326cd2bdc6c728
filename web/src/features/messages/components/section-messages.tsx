import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PAGE_SIZE } from '@slotmap/domain/constants';
import { IconBellOff, IconSearch } from '@tabler/icons-react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { type Message, useMessagePages } from '../data/messages.ts';
import { messagesMessages } from '../messages.ts';
import { MessageRow } from './message-row.tsx';
import classes from './section-messages.module.css';

interface SectionMessagesProps {
  section: Message['section'];
  /** Titles containing it; the server searches, so a match on a later page is found too. */
  search: string;
  /** Spec §2: what an empty tab says ('No Personal Account', 'No Business Account'). */
  emptyTitle: string;
  label: string;
  onOpen: (message: Message) => void;
}

/** The rows of one tab of /messages, newest first, a page at a time; says so when there is none. */
export function SectionMessages({
  section,
  search,
  emptyTitle,
  label,
  onOpen,
}: SectionMessagesProps) {
  const t = useT(messagesMessages);
  const pages = useMessagePages({ section, search, limit: PAGE_SIZE });

  if (pages.isPending) return <SectionMessagesSkeleton />;
  if (pages.isError) {
    return (
      <Text c="red" role="alert">
        {t('messages.section.failed')}
      </Text>
    );
  }
  if (pages.messages.length === 0) {
    return search ? (
      <EmptyState
        py="xl"
        icon={<IconSearch size={32} />}
        title={t('messages.section.noMatchTitle')}
        description={t('messages.section.noMatch')}
      />
    ) : (
      <EmptyState py="xl" icon={<IconBellOff size={32} />} title={emptyTitle} />
    );
  }
  return (
    <Stack gap="sm">
      <Paper withBorder radius="md" component="ul" aria-label={label} className={classes.list}>
        {pages.messages.map((message) => (
          <li key={message._id} className={classes.item}>
            <MessageRow message={message} onOpen={onOpen} />
          </li>
        ))}
      </Paper>
      <Group justify="space-between" gap="sm">
        <Text fz="sm" c="dimmed">
          {t('messages.section.showing', { shown: pages.messages.length, total: pages.total })}
        </Text>
        {pages.hasNextPage && (
          <Button
            variant="default"
            loading={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {t('messages.section.loadMore')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

export function SectionMessagesSkeleton() {
  const t = useT(messagesMessages);
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label={t('messages.list.loading')}>
      <Stack gap="lg">
        {[0, 1, 2].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton h={10} w={120} />
            <Skeleton h={14} w="70%" />
            <Skeleton h={12} w="90%" />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
