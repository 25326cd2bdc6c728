import { Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import { Fragment } from 'react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useRemoveComment } from '../data/bookings.ts';
import { CommentForm } from './comment-form.tsx';
import { CommentItem } from './comment-item.tsx';
import { ListStack } from '../../../components/lists.tsx';
import { bookingMessages } from '../messages.ts';

interface CommentThreadProps {
  booking: BookingView;
  userId: string;
  /** Only the customer and the business owner comment; an admin reads. */
  canComment: boolean;
  /** Why no comment can be added, when it is not that the reader is neither party. */
  closedNote?: string;
}

/** Spec §2: the comments of a booking, oldest first, and the box to add one. */
export function CommentThread({ booking, userId, canComment, closedNote }: CommentThreadProps) {
  const t = useT(bookingMessages);
  const remove = useRemoveComment(booking._id);
  const { comments } = booking;

  const removeComment = (commentId: string) =>
    remove.mutate(commentId, {
      onSuccess: () => notify(t('bookingPage.comments.removed')),
      onError: notifyError,
    });

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="booking-comments"
      data-tour="booking-comments"
    >
      <Stack gap="md">
        <Group gap="xs">
          <Title order={2} fz="h4" id="booking-comments">
            {t('bookingPage.comments.title')}
          </Title>
          {comments.length > 0 && (
            <Badge
              variant="light"
              color="gray"
              circle
              aria-label={t('bookingPage.comments.count', { count: comments.length })}
            >
              {comments.length}
            </Badge>
          )}
        </Group>
        {comments.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('bookingPage.comments.none')}
          </Text>
        ) : (
          <ListStack gap="md">
            {comments.map((comment, i) => (
              <Fragment key={comment._id}>
                {i > 0 && <Divider component="li" aria-hidden />}
                <CommentItem
                  comment={comment}
                  timeZone={booking.company.time_zone}
                  onRemove={comment.user === userId ? () => removeComment(comment._id) : undefined}
                  removing={remove.isPending && remove.variables === comment._id}
                />
              </Fragment>
            ))}
          </ListStack>
        )}
        {canComment ? (
          <>
            <Divider />
            <CommentForm bookingId={booking._id} />
          </>
        ) : (
          <Text c="dimmed" fz="sm">
            {closedNote ?? t('bookingPage.comments.partiesOnly')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
