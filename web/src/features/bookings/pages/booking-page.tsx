import { Button, Container, Grid, Group, Stack } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import { MSG_BOOKING_NOT_FOUND } from '@slotmap/domain/booking-limits';
import { IconArrowLeft } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { moverSide } from '../../../components/reschedule/change-policy.ts';
import {
  RescheduleAction,
  useChangeClosed,
} from '../../../components/reschedule/reschedule-action.tsx';
import { TourButton, type TourStep } from '../../../components/tour-button.tsx';
import { useAuth } from '../../../lib/auth.ts';
import { translateMessage } from '../../../lib/i18n/domain-messages.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { notify } from '../../../lib/notify.ts';
import { bookingStatus } from '../../../lib/booking-format.ts';
import { BookingDetails } from '../components/booking-details.tsx';
import { BookingHeader } from '../components/booking-header.tsx';
import { BookingSkeleton } from '../components/booking-skeleton.tsx';
import { CommentThread } from '../components/comment-thread.tsx';
import { IntakeAnswers } from '../components/intake-answers.tsx';
import { LocationCard } from '../components/location-card.tsx';
import { MoveHistory } from '../components/move-history.tsx';
import { ReminderList } from '../components/reminder-list.tsx';
import { useBooking } from '../data/bookings.ts';
import { cameFromNotification, useBack } from '../use-back.ts';
import { useNow } from '../../../lib/use-now.ts';
import { type BookingT, bookingMessages } from '../messages.ts';

const tour = (t: BookingT): TourStep[] => [
  {
    element: '[data-tour="booking-details"]',
    title: t('bookingPage.tour.details.title'),
    description: t('bookingPage.tour.details.text'),
  },
  {
    element: '[data-tour="booking-intake"]',
    title: t('bookingPage.intake.title'),
    description: t('bookingPage.tour.intake.text'),
  },
  {
    element: '[data-tour="booking-comments"]',
    title: t('bookingPage.comments.title'),
    description: t('bookingPage.tour.comments.text'),
  },
  {
    element: '[data-tour="booking-reschedule"]',
    title: t('bookingPage.tour.reschedule.title'),
    description: t('bookingPage.tour.reschedule.text'),
  },
  {
    element: '[data-tour="booking-delete"]',
    title: t('bookingPage.cancel.button'),
    description: t('bookingPage.tour.delete.text'),
  },
];

// Only a past appointment's customer sees the review card (its stars, form and answers): most
// visits are to appointments to come, which do not download it.
const ReviewCard = lazy(async () => ({
  default: (await import('../components/review-card.tsx')).ReviewCard,
}));

function BookingContent({ booking, userId }: { booking: BookingView; userId: string }) {
  const t = useT(bookingMessages);
  const now = useNow();
  const status = bookingStatus(booking, now);
  // Spec §4: only the booking's two parties comment or cancel, and only before it starts.
  const isParty = userId === booking.user._id || userId === booking.company.user;
  // A cancelled appointment's thread is kept to read; nobody will answer a new comment there.
  const cancelled = status === 'cancelled';
  // Inside the business's change cutoff a customer can neither move nor cancel online: the
  // header says why and how to reach the business instead.
  const changeClosed = useChangeClosed(booking, userId, now).note !== null;
  return (
    <>
      <BookingHeader
        booking={booking}
        status={status}
        canCancel={isParty && status === 'upcoming' && !changeClosed}
        reschedule={
          moverSide(booking, userId, now) && (
            <RescheduleAction booking={booking} userId={userId} now={now} />
          )
        }
      />
      {/* Location sits beside the details on wide screens and right after them on phones. */}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <BookingDetails booking={booking} />
            <MoveHistory booking={booking} />
            <ReminderList booking={booking} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <LocationCard booking={booking} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {status === 'past' && userId === booking.user._id && (
              <Suspense fallback={null}>
                <ReviewCard booking={booking} now={now} />
              </Suspense>
            )}
            <IntakeAnswers booking={booking} />
            <CommentThread
              booking={booking}
              userId={userId}
              canComment={isParty && !cancelled}
              closedNote={isParty && cancelled ? t('bookingPage.comments.closed') : undefined}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}

/**
 * /bookings/:id (spec §2): the service, the business, who and when, the intake answers and the
 * comment thread. A booking that cannot be loaded is reported and left (spec §8).
 */
export function BookingPage() {
  const t = useT(bookingMessages);
  const language = useLanguage();
  usePageTitle(t('bookingPage.pageTitle'));
  const { id } = useParams();
  const { state } = useLocation();
  const { user } = useAuth();
  const booking = useBooking(id);
  const back = useBack();
  const reported = useRef(false);

  useEffect(() => {
    if (!booking.isError || reported.current) return;
    reported.current = true;
    notify(translateMessage(MSG_BOOKING_NOT_FOUND, language), 'danger');
    back({ replace: true });
  }, [booking.isError, back, language]);

  return (
    <Container size="lg" px={0}>
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Button
            variant="subtle"
            leftSection={<IconArrowLeft size={18} aria-hidden />}
            onClick={() => back()}
            px="xs"
          >
            {t(
              cameFromNotification(state) ? 'bookingPage.backToNotifications' : 'bookingPage.back',
            )}
          </Button>
          {booking.data && <TourButton steps={tour(t)} />}
        </Group>
        {booking.data && user ? (
          <BookingContent booking={booking.data} userId={user._id} />
        ) : (
          <BookingSkeleton />
        )}
      </Stack>
    </Container>
  );
}
