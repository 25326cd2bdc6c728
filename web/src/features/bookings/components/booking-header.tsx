import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingStatus } from '../../../lib/booking-format.ts';
import { useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { bookingMessages } from '../messages.ts';
import { CancelBooking } from './cancel-booking.tsx';

const STATUS = {
  upcoming: { id: 'bookingPage.status.upcoming', color: 'indigo' },
  'in-progress': { id: 'bookingPage.status.inProgress', color: 'teal' },
  past: { id: 'bookingPage.status.past', color: 'gray' },
  cancelled: { id: 'bookingPage.status.cancelled', color: 'red' },
} as const satisfies Record<BookingStatus, { id: string; color: string }>;

interface BookingHeaderProps {
  booking: BookingView;
  status: BookingStatus;
  canCancel: boolean;
  /** Reschedule, or the change policy's sentence, when the viewer may move the booking. */
  reschedule?: ReactNode;
}

/** The business's page, or only its name once it was deleted and has no page any more. */
function CompanyName({ company }: { company: BookingView['company'] }) {
  const t = useT(bookingMessages);
  if (company._id === null) {
    return (
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {company.name}{' '}
        <Text span fz="sm" fw={400} c="dimmed">
          {t('bookingPage.header.companyGone')}
        </Text>
      </Text>
    );
  }
  return (
    <Anchor
      component={Link}
      to={`/company/${company._id}`}
      fw={500}
      style={{ overflowWrap: 'anywhere' }}
    >
      {company.name}
    </Anchor>
  );
}

/** 'Nov 28, 2026' ('28 nov. 2026'), on the reader's own clock. */
const shortDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );

/**
 * The service, the business (a link to its page), the status and, while allowed, the reschedule
 * and cancel actions.
 */
export function BookingHeader({ booking, status, canCancel, reschedule }: BookingHeaderProps) {
  const t = useT(bookingMessages);
  const locale = useLocale();
  const { id, color } = STATUS[status];
  return (
    <Paper component="header" withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={6} miw={0} style={{ flex: '1 1 18rem' }}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
            {booking.service.name}
          </Title>
          <CompanyName company={booking.company} />
          <Group gap="xs" mt={4}>
            <Badge size="lg" variant="light" color={color} tt="none">
              {t(id)}
            </Badge>
            {booking.cancelled_at && (
              <Text fz="sm" c="dimmed" component="time" dateTime={booking.cancelled_at}>
                {t('bookingPage.header.cancelledOn', {
                  date: shortDate(booking.cancelled_at, locale),
                })}
              </Text>
            )}
          </Group>
          {booking.cancelled_at && booking.cancel_reason && (
            <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              <Text span fw={600} fz="sm">
                {t('bookingPage.header.reason')}{' '}
              </Text>
              {booking.cancel_reason}
            </Text>
          )}
        </Stack>
        {(reschedule || canCancel) && (
          <Group gap="sm" align="flex-start">
            {reschedule}
            {canCancel && <CancelBooking booking={booking} />}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
