import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { BookingView } from '@slotmap/domain/booking-view';
import { lazy, Suspense } from 'react';
import { useAuth } from '../lib/auth.ts';
import { useT } from '../lib/i18n/use-t.tsx';
import { useOpenedOnce } from '../lib/opened-once.ts';
import { componentMessages } from './messages.ts';
import { RatingStars } from './rating-summary.tsx';

// The reply dialog (Modal, the form and its schema) loads when Reply is first pressed
// (decision 068).
const ReplyDialog = lazy(async () => ({
  default: (await import('./visit-review-reply.tsx')).ReplyDialog,
}));

/**
 * A visit's review on the business's appointment lists (decision 058): its stars, then Reply for
 * the business's owner until it has a reply (the same one public reply as on the business page),
 * or that it was replied to. Nothing before the customer reviewed the visit.
 */
export function VisitReview({ booking }: { booking: BookingView }) {
  const t = useT(componentMessages);
  const { user } = useAuth();
  const [opened, { open, close }] = useDisclosure(false);
  const wanted = useOpenedOnce(opened);
  const review = booking.review;
  if (!review) return null;
  const isOwner = user !== undefined && user._id === booking.company.user;
  return (
    <Group gap="xs" wrap="nowrap">
      <RatingStars value={review.rating} />
      {review.reply ? (
        <Text fz="xs" c="dimmed">
          {t('components.review.replied')}
        </Text>
      ) : (
        isOwner && (
          <Button
            size="compact-xs"
            variant="light"
            onClick={open}
            // Several rows each have one: the spoken name says whose review (and starts as shown).
            aria-label={t('components.review.replyTo', { author: review.author })}
          >
            {t('components.review.reply')}
          </Button>
        )
      )}
      {isOwner && wanted && (
        <Suspense fallback={null}>
          <ReplyDialog
            review={review}
            business={booking.company.name}
            opened={opened}
            onClose={close}
          />
        </Suspense>
      )}
    </Group>
  );
}
