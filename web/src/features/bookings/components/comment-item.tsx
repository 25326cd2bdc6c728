import { ActionIcon, Avatar, Group, Stack, Text } from '@mantine/core';
import type { CommentView } from '@slotmap/domain/booking-view';
import { IconTrash } from '@tabler/icons-react';
import { commentTime } from '../../../lib/booking-format.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';
import { bookingMessages } from '../messages.ts';
import { ImageThumbnails } from './image-thumbnails.tsx';
import { DeferredTooltip } from '../../../components/deferred-tooltip.tsx';

/** Spec §9: avatars are 50 px. */
const AVATAR_PX = 50;

interface CommentItemProps {
  comment: CommentView;
  /** The business's zone: comment times read on the same clock as the booking's. */
  timeZone: string;
  /** Only the author may remove a comment; others get no button. */
  onRemove?: () => void;
  removing?: boolean;
}

/** One comment: avatar (initials without a picture), name, when, the text and its images. */
export function CommentItem({ comment, timeZone, onRemove, removing }: CommentItemProps) {
  const t = useT(bookingMessages);
  const language = useLanguage();
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <Avatar
        src={comment.avatar}
        name={comment.name}
        color="initials"
        size={AVATAR_PX}
        alt=""
        style={{ flexShrink: 0 }}
      />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap={8} miw={0} style={{ rowGap: 0 }}>
          <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {comment.name}
          </Text>
          <Text fz="xs" c="dimmed" component="time" dateTime={comment.date}>
            {commentTime(comment.date, timeZone, viewerTimeZone(), language)}
          </Text>
        </Group>
        <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Text>
        {comment.attachments.length > 0 && (
          <ImageThumbnails
            urls={comment.attachments}
            label={t('bookingPage.comments.attachment')}
          />
        )}
      </Stack>
      {/* Beside the comment, not in its name row: the row keeps one height with or without it. */}
      {onRemove && (
        <DeferredTooltip label={t('bookingPage.comments.remove')}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('bookingPage.comments.remove')}
            loading={removing}
            onClick={onRemove}
            style={{ flexShrink: 0 }}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </DeferredTooltip>
      )}
    </Group>
  );
}
