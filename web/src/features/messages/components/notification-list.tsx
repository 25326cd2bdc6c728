import { Anchor, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { messagesMessages } from '../messages.ts';
import { type Message, useMarkMessageRead, useMessagePages } from '../data/messages.ts';
import { NotificationItem } from './notification-item.tsx';

const LATEST = 5;

/** The latest notifications, one short page; the rest are on /messages. */
export function NotificationList() {
  const t = useT(messagesMessages);
  const { messages, isPending, isError } = useMessagePages({ search: '', limit: LATEST });
  const markRead = useMarkMessageRead();
  const [expandedId, setExpandedId] = useState<string | null>(null);

  const open = (message: Message) => {
    setExpandedId((current) => (current === message._id ? null : message._id));
    if (!message.read) markRead.mutate(message._id);
  };

  return (
    <Stack gap={4}>
      <Title order={2} fz="md" px="xs" pt={4}>
        {t('messages.title')}
      </Title>
      {isPending && (
        <Stack gap="xs" p="xs" aria-busy="true" aria-label={t('messages.list.loading')}>
          <Skeleton h={14} w="80%" />
          <Skeleton h={10} w="40%" />
          <Skeleton h={14} w="70%" />
        </Stack>
      )}
      {isError && (
        <Text fz="sm" c="red" px="xs">
          {t('messages.list.failed')}
        </Text>
      )}
      {!isPending && !isError && messages.length === 0 && (
        <Text fz="sm" c="dimmed" px="xs" py="sm">
          {t('messages.list.none')}
        </Text>
      )}
      {messages.map((message) => (
        <NotificationItem
          key={message._id}
          message={message}
          expanded={expandedId === message._id}
          onOpen={open}
        />
      ))}
      <Divider my={4} />
      <Anchor component={Link} to="/messages" fz="sm" px="xs" pb={4}>
        {t('messages.list.seeAll')}
      </Anchor>
    </Stack>
  );
}
