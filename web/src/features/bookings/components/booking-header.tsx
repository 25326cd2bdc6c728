import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BookingStatus } from '../../../lib/booking-format.ts';
import { CancelBooking } from './cancel-booking.tsx';

const STATUS: Record<BookingStatus, { label: string; color: string }> = {
  upcoming: { label: 'Upcoming', color: 'indigo' },
  'in-progress': { label: 'In progress', color: 'teal' },
  past: { label: 'Past', color: 'gray' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

interface BookingHeaderProps {
  booking: BookingView;
  status: BookingStatus;
  canCancel: boolean;
  /** Reschedule, or the change policy's sentence, when the viewer may move the booking. */
  reschedule?: ReactNode;
}

/** The business's page, or only its name once it was deleted and has no page any more. */
function CompanyName({ company }: { company: BookingView['company'] }) {
  if (company._id === null) {
    return (
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {company.name}{' '}
        <Text span fz="sm" fw={400} c="dimmed">
          (no longer on Slotmap)
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

/** 'Nov 28, 2026', on the reader's own clock. */
const shortDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(iso),
  );

/**
 * The service, the business (a link to its page), the status and, while allowed, the reschedule
 * and cancel actions.
 */
export function BookingHeader({ booking, status, canCancel, reschedule }: BookingHeaderProps) {
  const { label, color } = STATUS[status];
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
              {label}
            </Badge>
            {booking.cancelled_at && (
              <Text fz="sm" c="dimmed" component="time" dateTime={booking.cancelled_at}>
                on {shortDate(booking.cancelled_at)}
              </Text>
            )}
          </Group>
          {booking.cancelled_at && booking.cancel_reason && (
            <Text fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
              <Text span fw={600} fz="sm">
                Reason:{' '}
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
