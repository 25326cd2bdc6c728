import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_REPLY_MAX, type ReviewView, reviewReplySchema } from '@slotmap/domain/reviews';
import { useState } from 'react';
import { ApiError } from '../lib/api-client.ts';
import { domainMessages, translateMessage } from '../lib/i18n/domain-messages.ts';
import { useLanguage, useT } from '../lib/i18n/use-t.tsx';
import { notify } from '../lib/notify.ts';
import { useReplyToReview } from '../lib/review-reply.ts';
import { componentMessages } from './messages.ts';

/**
 * The French of the reply's rule (domain/src/reviews.ts). Declared with the dialog's code rather
 * than in components/messages.ts, so only the pages that open the dialog load it: declaring it
 * starts loading it in the language being read, which is in well before the reply is first checked.
 */
domainMessages('reviews');

/** Read-only stars, named for screen readers as the business page names them. */
function Stars({ review, size }: { review: ReviewView; size: 'xs' | 'sm' }) {
  const t = useT(componentMessages);
  return (
    <Rating
      value={review.rating}
      readOnly
      size={size}
      role="img"
      aria-label={t('components.rating.stars', { value: review.rating })}
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
  const t = useT(componentMessages);
  return (
    <Modal opened={opened} onClose={onClose} title={t('components.review.replyTitle')} size="md">
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
  const t = useT(componentMessages);
  const language = useLanguage();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();

  const submit = () => {
    // The server's own rule, checked first so the message shows at once.
    const parsed = reviewReplySchema.safeParse({ text });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? translateMessage(message, language) : null);
      return;
    }
    setError(null);
    reply.mutate(
      { id: review._id, text: parsed.data.text },
      {
        onSuccess: () => {
          notify(t('components.review.posted'));
          onDone();
        },
        onError: (e) =>
          setError(e instanceof ApiError ? e.messages.join(' ') : t('common.tryAgain')),
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
      <Stack
        gap={4}
        component="figure"
        m={0}
        aria-label={t('components.review.by', { author: review.author })}
      >
        <Group gap="xs" wrap="nowrap">
          <Stars review={review} size="sm" />
          <Text fw={600} fz="sm">
            {review.author}
          </Text>
        </Group>
        <Text fz="xs" c="dimmed">
          {t('components.review.verified', { service: review.service })}
        </Text>
        {review.text && (
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.text}
          </Text>
        )}
      </Stack>
      <Textarea
        label={t('components.review.yourReply')}
        description={t('components.review.replyHint', {
          business,
          length: text.length,
          max: REVIEW_REPLY_MAX,
        })}
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
          {t('components.cancel')}
        </Button>
        <Button type="submit" loading={reply.isPending}>
          {t('components.review.post')}
        </Button>
      </Group>
    </Stack>
  );
}
