import { EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import { IconBellOff, IconSearch } from '@tabler/icons-react';
import type { Message } from '../data/messages.ts';
import { MessageRow } from './message-row.tsx';
import classes from './section-messages.module.css';

interface SectionMessagesProps {
  /** Every notification of the tab, before the search. */
  messages: Message[];
  search: string;
  /** Spec §2: what an empty tab says ('No Personal Account', 'No Business Account'). */
  emptyTitle: string;
  label: string;
  onOpen: (message: Message) => void;
}

/** The rows of one tab of /messages, filtered by title; says so when there is nothing to show. */
export function SectionMessages({
  messages,
  search,
  emptyTitle,
  label,
  onOpen,
}: SectionMessagesProps) {
  const query = search.trim().toLowerCase();
  const shown = query
    ? messages.filter((message) => message.title.toLowerCase().includes(query))
    : messages;

  if (messages.length === 0) {
    return <EmptyState py="xl" icon={<IconBellOff size={32} />} title={emptyTitle} />;
  }
  if (shown.length === 0) {
    return (
      <EmptyState
        py="xl"
        icon={<IconSearch size={32} />}
        title="No Data Found"
        description="No notification title matches your search."
      />
    );
  }
  return (
    <Paper withBorder radius="md" component="ul" aria-label={label} className={classes.list}>
      {shown.map((message) => (
        <li key={message._id} className={classes.item}>
          <MessageRow message={message} onOpen={onOpen} />
        </li>
      ))}
    </Paper>
  );
}

export function SectionMessagesSkeleton() {
  return (
    <Paper withBorder radius="md" p="md" aria-busy="true" aria-label="Loading notifications">
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
