import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { REVIEW_PAGE_SIZE } from '@slotmap/domain/review-rules';
import type { ReviewView } from '@slotmap/domain/review-view';
import { lazy, Suspense, useState } from 'react';
import { Paginator } from '../../../components/paginator.tsx';
import { RatingStars, RatingSummary } from '../../../components/rating-summary.tsx';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { companyPageMessages } from '../messages.ts';
import { useAuth } from '../../../lib/auth.ts';
import { useReaderLocale } from '../../../lib/render-clock.tsx';
import { useCompanyReviews } from '../data/reviews.ts';

/** "December 2026" from `2026-12`, in the reader's language (undefined: the browser's). */
export function visitMonthLabel(month: string, locale?: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, 1)));
}

// The reply and hide forms load when opened: only the owner and admins see the buttons
// (decision 068).
const ReviewActionForm = lazy(async () => ({
  default: (await import('./review-action-form.tsx')).ReviewActionForm,
}));

function ReplyOrHide({
  review,
  companyId,
  mode,
}: {
  review: ReviewView;
  companyId: string;
  mode: 'reply' | 'hide';
}) {
  const t = useT(companyPageMessages);
  const [open, setOpen] = useState(false);
  const label = t(mode === 'reply' ? 'companyPage.reviews.reply' : 'companyPage.reviews.hide');
  if (!open)
    return (
      <Button
        variant="subtle"
        size="compact-sm"
        color={mode === 'hide' ? 'red' : undefined}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
    );
  return (
    <Suspense fallback={null}>
      <ReviewActionForm
        review={review}
        companyId={companyId}
        mode={mode}
        onClose={() => setOpen(false)}
      />
    </Suspense>
  );
}

function ReviewItem({ review, company }: { review: ReviewView; company: CompanyView }) {
  const t = useT(companyPageMessages);
  const { user, isAdmin } = useAuth();
  const isOwner = user !== undefined && user._id === company.user;
  const locale = useReaderLocale();
  return (
    <Stack
      gap={4}
      component="article"
      aria-label={t('companyPage.reviews.by', { author: review.author })}
    >
      <Group gap="xs" wrap="nowrap">
        {/* Drawn, not Mantine's read-only Rating: ten radio inputs a star, for a picture. */}
        <RatingStars value={review.rating} size="sm" />
        <Text fw={600} size="sm">
          {review.author}
        </Text>
      </Group>
      {/* Its own line, so a phone wraps it between its parts and never inside the month. */}
      <Text size="xs" c="dimmed" mt={-2}>
        {t('companyPage.reviews.verified', { service: review.service })}{' '}
        <span style={{ whiteSpace: 'nowrap' }}>{visitMonthLabel(review.visit_month, locale)}</span>
      </Text>
      {review.text && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.text}
        </Text>
      )}
      {review.reply && (
        <Card withBorder padding="xs" radius="sm" ml="md" bg="var(--mantine-color-default-hover)">
          <Text size="xs" fw={600}>
            {t('companyPage.reviews.replyFrom', { name: company.name })}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Text>
        </Card>
      )}
      <Group gap="xs">
        {isOwner && !review.reply && (
          <ReplyOrHide review={review} companyId={company._id} mode="reply" />
        )}
        {isAdmin && <ReplyOrHide review={review} companyId={company._id} mode="hide" />}
      </Group>
    </Stack>
  );
}

/**
 * The public page's reviews: the average and count, then the reviews newest first, paged, each
 * a verified visit with its service and month and the owner's reply. The owner replies here; an
 * admin hides here.
 */
export function CompanyReviews({ company }: { company: CompanyView }) {
  const t = useT(companyPageMessages);
  const [page, setPage] = useState(1);
  const reviews = useCompanyReviews(company._id, page);
  const rating = company.rating ?? { average: null, count: 0 };
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="company-reviews">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} fz="h4" id="company-reviews">
            {t('companyPage.reviews.title')}
          </Title>
          <RatingSummary rating={rating} size="sm" />
        </Group>
        {reviews.isPending ? (
          <Text size="sm" c="dimmed">
            {t('companyPage.reviews.loading')}
          </Text>
        ) : reviews.isError ? (
          <Group gap="xs">
            <Text size="sm" c="red">
              {t('companyPage.reviews.failed')}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => void reviews.refetch()}>
              {t('companyPage.reviews.tryAgain')}
            </Button>
          </Group>
        ) : reviews.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('companyPage.reviews.none')}
          </Text>
        ) : (
          <Stack gap="md">
            {reviews.data.items.map((r) => (
              <ReviewItem key={r._id} review={r} company={company} />
            ))}
            <Paginator
              page={page}
              total={reviews.data.total}
              pageSize={REVIEW_PAGE_SIZE}
              onChange={setPage}
            />
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
