import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REPLY_MAX, type ReviewView, reviewReplySchema } from '@slotmap/domain/reviews';
import { useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { notify } from '../lib/notify.ts';
import { useReplyToReview } from '../lib/review-reply.ts';

/** Read-only stars, named for screen readers as the business page names them. */
function Stars({ review, size }: { review: ReviewView; size: 'xs' | 'sm' }) {
  return (
    <Rating
      value={review.rating}
      readOnly
      size={size}
      role="img"
      aria-label={`${review.rating} out of 5 stars`}
    />
  );
}

/** The owner's reply to a review, in a dialog (visit-review.tsx loads it when Reply is pressed). */
export function ReplyDialog({
  review,
  business,
  opened,
  onClose,
}: {
  review: ReviewView;
  business: string;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reply to a review" size="md">
      {/* Mounted only while open: every opening starts with an empty reply. */}
      {opened && <ReplyForm review={review} business={business} onDone={onClose} />}
    </Modal>
  );
}

function ReplyForm({
  review,
  business,
  onDone,
}: {
  review: ReviewView;
  business: string;
  onDone: () => void;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();

  const submit = () => {
    // The server's own rule, checked first so the message shows at once.
    const parsed = reviewReplySchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reply.mutate(
      { id: review._id, text: parsed.data.text },
      {
        onSuccess: () => {
          notify('Reply posted');
          onDone();
        },
        onError: (e) =>
          setError(
            e instanceof ApiError
              ? e.messages.join(' ')
              : 'Something went wrong. Please try again.',
          ),
      },
    );
  };

  return (
    <Stack
      gap="md"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap={4} component="figure" m={0} aria-label={`Review by ${review.author}`}>
        <Group gap="xs" wrap="nowrap">
          <Stars review={review} size="sm" />
          <Text fw={600} fz="sm">
            {review.author}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          Verified visit · {review.service}
        </Text>
        {review.text && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.text}
          </Text>
        )}
      </Stack>
      <Textarea
        label="Your public reply"
        description={`Shown under the review on ${business}’s page. You can reply once. ${text.length}/${REVIEW_REPLY_MAX}`}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        maxLength={REVIEW_REPLY_MAX}
        autosize
        minRows={3}
        data-autofocus
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={reply.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={reply.isPending}>
          Post reply
        </Button>
      </Group>
    </Stack>
  );
}
