import { Anchor, Box, Collapse, Group, Text, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { messagesMessages } from '../messages.ts';
import { sentAt } from './sent-at.ts';
import type { Message } from '../data/messages.ts';

interface NotificationItemProps {
  message: Message;
  expanded: boolean;
  onOpen: (message: Message) => void;
}

/** One notification in the header list: title and date; opening it shows its text. */
export function NotificationItem({ message, expanded, onOpen }: NotificationItemProps) {
  const t = useT(messagesMessages);
  const language = useLanguage();
  const textId = useId();
  return (
    <Box>
      <UnstyledButton
        onClick={() => onOpen(message)}
        aria-expanded={expanded}
        aria-controls={textId}
        w="100%"
        p="xs"
        style={{ borderRadius: 'var(--mantine-radius-sm)' }}
        bg={message.read ? undefined : 'var(--mantine-primary-color-light)'}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Text fz="sm" fw={message.read ? 500 : 700} lineClamp={2}>
            {message.title}
          </Text>
          {!message.read && (
            <Text
              fz="xs"
              c="var(--mantine-primary-color-light-color)"
              fw={700}
              style={{ whiteSpace: 'nowrap' }}
            >
              {t('messages.item.new')}
            </Text>
          )}
        </Group>
        <Text fz="xs" c="dimmed" component="time" dateTime={message.date_created}>
          {sentAt(message.date_created, language)}
        </Text>
      </UnstyledButton>
      <Collapse expanded={expanded} id={textId}>
        <Text fz="sm" px="xs" pb={message.booking ? 4 : 'xs'} style={{ whiteSpace: 'pre-line' }}>
          {message.text || t('messages.item.noDetails')}
        </Text>
        {message.booking && message.type !== 'message' && (
          <Anchor
            component={Link}
            to={`/bookings/${message.booking}`}
            state={{ fromNotification: true }}
            fz="sm"
            px="xs"
            pb="xs"
            display="inline-block"
          >
            {t('messages.item.openBooking')}
          </Anchor>
        )}
      </Collapse>
    </Box>
  );
}
