import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { messagesMessages } from '../messages.ts';
import { sentAt } from './sent-at.ts';
import type { Message } from '../data/messages.ts';
import classes from './message-row.module.css';

/**
 * Spec §2: a message opens /account; any other notification opens its booking, with the marker
 * that sends the booking page's back button to /messages. A notice without a booking opens nowhere.
 */
export function messageTarget(message: Message) {
  if (message.type === 'message') return { to: '/account' };
  if (message.booking) {
    return { to: `/bookings/${message.booking}`, state: { fromNotification: true } };
  }
  return null;
}

interface MessageRowProps {
  message: Message;
  onOpen: (message: Message) => void;
}

/** One row of /messages: date, title and a short text; opening it marks it read. */
export function MessageRow({ message, onOpen }: MessageRowProps) {
  const t = useT(messagesMessages);
  const language = useLanguage();
  const target = messageTarget(message);
  const [expanded, setExpanded] = useState(false);
  const textId = useId();

  const content = (
    <Group wrap="nowrap" gap="sm" align="center">
      <Box className={classes.dot} mod={{ unread: !message.read }} aria-hidden />
      <Stack gap={2} flex={1} miw={0}>
        {!message.read && <VisuallyHidden>{t('messages.row.unread')}</VisuallyHidden>}
        <Text fz="xs" c="dimmed" component="time" dateTime={message.date_created}>
          {sentAt(message.date_created, language)}
        </Text>
        <Text fz="sm" fw={message.read ? 500 : 700} lineClamp={2} className={classes.wrap}>
          {message.title}
        </Text>
        {message.text && (
          <Text
            id={textId}
            fz="sm"
            c="dimmed"
            lineClamp={expanded ? undefined : 2}
            className={classes.wrap}
            style={{ whiteSpace: 'pre-line' }}
          >
            {message.text}
          </Text>
        )}
      </Stack>
      {target ? (
        <IconChevronRight size={20} className={classes.chevron} aria-hidden />
      ) : (
        <IconChevronDown
          size={20}
          className={classes.chevron}
          data-expanded={expanded || undefined}
          aria-hidden
        />
      )}
    </Group>
  );

  if (target) {
    return (
      <UnstyledButton
        component={Link}
        to={target.to}
        state={target.state}
        onClick={() => onOpen(message)}
        className={classes.row}
      >
        {content}
      </UnstyledButton>
    );
  }
  return (
    <UnstyledButton
      onClick={() => {
        setExpanded((e) => !e);
        onOpen(message);
      }}
      aria-expanded={expanded}
      aria-controls={message.text ? textId : undefined}
      className={classes.row}
    >
      {content}
    </UnstyledButton>
  );
}
