import { Button, Card, Group, Input, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import { REVIEW_TEXT_MAX } from '@slotmap/domain/review-rules';
import type { ReviewView } from '@slotmap/domain/review-view';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useOwnReview, useSaveReview } from '../data/reviews.ts';
import { bookingMessages } from '../messages.ts';

function ReviewForm({
  booking,
  review,
  onDone,
}: {
  booking: BookingView;
  review: ReviewView | null;
  onDone: () => void;
}) {
  const t = useT(bookingMessages);
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [text, setText] = useState(review?.text ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveReview(booking._id);
  const labelId = useId();
  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        if (rating < 1) {
          setError(t('bookingPage.review.chooseRating'));
          return;
        }
        save.mutate(
          { id: review?._id ?? null, rating, text },
          {
            onSuccess: () => {
              notify(t(review ? 'bookingPage.review.updated' : 'bookingPage.review.thanks'));
              onDone();
            },
            onError: notifyError,
          },
        );
      }}
    >
      <Input.Wrapper
        label={t('bookingPage.review.rating')}
        labelProps={{ id: labelId }}
        error={error}
        required
      >
        <Rating
          value={rating}
          onChange={(v) => {
            setRating(v);
            setError(null);
          }}
          size="lg"
          aria-labelledby={labelId}
          getSymbolLabel={(v) => t('bookingPage.review.stars', { count: v })}
        />
      </Input.Wrapper>
      <Textarea
        label={t('bookingPage.review.text')}
        description={`${text.length}/${REVIEW_TEXT_MAX}`}
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={3}
      />
      <Group gap="xs">
        <Button type="submit" loading={save.isPending}>
          {t(review ? 'bookingPage.review.save' : 'bookingPage.review.post')}
        </Button>
        {review && (
          <Button variant="default" onClick={onDone}>
            {t('bookingPage.review.cancel')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The customer's review of an attended visit on its booking page (the review request's link
 * lands here, at #review): the form until it is written, then the review, editable for 14 days.
 */
export function ReviewCard({ booking, now }: { booking: BookingView; now: Date }) {
  const t = useT(bookingMessages);
  const own = useOwnReview(booking._id);
  const [editing, setEditing] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (window.location.hash === '#review') ref.current?.scrollIntoView();
  }, []);
  const review = own.data?.review ?? null;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      id="review"
      ref={ref}
      component="section"
      aria-labelledby="review-title"
    >
      <Title order={2} fz="h4" id="review-title" mb="sm">
        {t('bookingPage.review.title', { company: booking.company.name })}
      </Title>
      {own.isPending ? (
        <Text size="sm" c="dimmed">
          {t('bookingPage.review.loading')}
        </Text>
      ) : own.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            {t('bookingPage.review.failed')}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => void own.refetch()}>
            {t('bookingPage.review.retry')}
          </Button>
        </Group>
      ) : !review || editing ? (
        <ReviewForm booking={booking} review={review} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="xs">
          <Rating
            value={review.rating}
            readOnly
            // Read-only stars are a picture of the rating, named for screen readers.
            role="img"
            aria-label={t('bookingPage.review.outOfFive', { rating: review.rating })}
          />
          {review.text && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {review.text}
            </Text>
          )}
          {review.reply && (
            // As the public page shows it (company-reviews.tsx).
            <Card
              withBorder
              padding="xs"
              radius="sm"
              ml="md"
              bg="var(--mantine-color-default-hover)"
            >
              <Text size="xs" fw={600}>
                {t('bookingPage.review.reply', { company: booking.company.name })}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {review.reply.text}
              </Text>
            </Card>
          )}
          {now < new Date(review.editable_until) && (
            <Button
              variant="default"
              size="compact-sm"
              w="fit-content"
              onClick={() => setEditing(true)}
            >
              {t('bookingPage.review.edit')}
            </Button>
          )}
        </Stack>
      )}
    </Card>
  );
}
