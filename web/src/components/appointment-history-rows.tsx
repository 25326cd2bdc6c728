import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingView } from '@slotmap/domain/booking-view';
import { REMINDER_STATES, type ReminderView } from '@slotmap/domain/reminders';
import { IconBell, IconNotes } from '@tabler/icons-react';
import { Link } from 'react-router';
import { bookingDate, bookingTimeRange } from '../lib/booking-format.ts';
import { type Translate, useLanguage, useT } from '../lib/i18n/use-t.tsx';
import { DeferredTooltip } from './deferred-tooltip.tsx';
import { ListStack } from './lists.tsx';
import { componentMessages } from './messages.ts';
import { VisitReview } from './visit-review.tsx';

interface AppointmentRowsProps {
  bookings: BookingView[];
  /** Names the list for screen readers, e.g. 'Future Appointments'. */
  label: string;
  /** A business sees who booked; a customer already knows. */
  showCustomer: boolean;
}

/**
 * Appointments as a table on wider screens and as stacked cards below Mantine's `sm`
 * breakpoint, so a phone reads them without scrolling sideways.
 */
export function AppointmentRows({ bookings, label, showCustomer }: AppointmentRowsProps) {
  // No server rendering here: reading the query at once spares phones a first draw of the table.
  const phone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  return phone ? (
    <AppointmentCards bookings={bookings} label={label} showCustomer={showCustomer} />
  ) : (
    <AppointmentTable bookings={bookings} label={label} showCustomer={showCustomer} />
  );
}

function AppointmentTable({ bookings, label, showCustomer }: AppointmentRowsProps) {
  // The business sees its visits' stars (and replies) where its customers reviewed any.
  const t = useT(componentMessages);
  const reviews = showCustomer && bookings.some((b) => b.review !== null);
  return (
    // The side navigation and vertical tabs leave little room just above `sm`; scroll there.
    <Table.ScrollContainer minWidth={reviews ? 820 : showCustomer ? 680 : 560} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('components.history.when')}</Table.Th>
            <Table.Th>{t('components.history.service')}</Table.Th>
            <Table.Th>{t('components.history.business')}</Table.Th>
            {showCustomer && <Table.Th>{t('components.history.customer')}</Table.Th>}
            {reviews && <Table.Th>{t('components.history.review')}</Table.Th>}
            <Table.Th ta="right">{t('components.history.notes')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bookings.map((b) => (
            <Table.Tr key={b._id}>
              <Table.Td>
                <When booking={b} />
              </Table.Td>
              <Table.Td>
                <ServiceLink booking={b} />
              </Table.Td>
              <Table.Td>
                <CompanyLink booking={b} />
              </Table.Td>
              {showCustomer && <Table.Td>{customerName(b)}</Table.Td>}
              {reviews && (
                <Table.Td>
                  <VisitReview booking={b} />
                </Table.Td>
              )}
              <Table.Td ta="right">
                <Group gap="sm" justify="flex-end" wrap="nowrap">
                  {showCustomer && <ReminderMark booking={b} />}
                  <NotesLink booking={b} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function AppointmentCards({ bookings, label, showCustomer }: AppointmentRowsProps) {
  return (
    <ListStack gap="sm" aria-label={label}>
      {bookings.map((b) => (
        <Paper component="li" key={b._id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <When booking={b} />
              <ServiceLink booking={b} />
              <CompanyLink booking={b} />
              {showCustomer && (
                <Text fz="sm" c="dimmed">
                  {customerName(b)}
                </Text>
              )}
              {showCustomer && <VisitReview booking={b} />}
            </Stack>
            <Group gap="sm" wrap="nowrap">
              {showCustomer && <ReminderMark booking={b} />}
              <NotesLink booking={b} />
            </Group>
          </Group>
        </Paper>
      ))}
    </ListStack>
  );
}

/** The day and times on the business's clock, and whether the appointment was cancelled. */
function When({ booking }: { booking: BookingView }) {
  const t = useT(componentMessages);
  const language = useLanguage();
  return (
    <Stack gap={0}>
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={600}>
          {bookingDate(booking, language)}
        </Text>
        {booking.cancelled_at && (
          <Badge color="red" variant="light" size="sm">
            {t('components.history.cancelled')}
          </Badge>
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {bookingTimeRange(booking, undefined, language)}
      </Text>
    </Stack>
  );
}

// Spec §2: the service name leads to the company page, the company name to the booking. A
// deleted business has no page left to lead to.
function ServiceLink({ booking }: { booking: BookingView }) {
  if (booking.company._id === null) return <Text fz="sm">{booking.service.name}</Text>;
  return (
    <Anchor component={Link} to={`/company/${booking.company._id}`} fz="sm">
      {booking.service.name}
    </Anchor>
  );
}

function CompanyLink({ booking }: { booking: BookingView }) {
  return (
    <Anchor component={Link} to={`/bookings/${booking._id}`} fz="sm">
      {booking.company.name}
    </Anchor>
  );
}

function NotesLink({ booking }: { booking: BookingView }) {
  const t = useT(componentMessages);
  const count = booking.comments.length;
  return (
    <Anchor
      component={Link}
      to={`/bookings/${booking._id}`}
      aria-label={t('components.history.comments', { count })}
      fz="sm"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconNotes size={18} aria-hidden />
      {count}
    </Anchor>
  );
}

/**
 * The owner's small delivery mark: a bell whose tooltip (and accessible name) counts the
 * booking's reminders by state, e.g. "Reminders: 1 sent, 1 scheduled" (docs/decisions/057).
 */
function ReminderMark({ booking }: { booking: BookingView }) {
  const t = useT(componentMessages);
  const summary = reminderSummary(booking.reminders, t);
  const failed = booking.reminders.some((r) => r.state === 'failed');
  return (
    <DeferredTooltip label={summary} withArrow events={{ hover: true, focus: true, touch: true }}>
      <Text
        component="span"
        role="img"
        tabIndex={0}
        aria-label={summary}
        c={failed ? 'red' : booking.reminders.length === 0 ? 'dimmed' : undefined}
        style={{ display: 'inline-flex', alignItems: 'center' }}
      >
        <IconBell size={18} aria-hidden />
      </Text>
    </DeferredTooltip>
  );
}

/** Each state's count, in the states' order: "Reminders: 1 scheduled, 1 sent" (decision 057). */
const REMINDER_COUNT = {
  scheduled: 'components.history.reminders.scheduled',
  sent: 'components.history.reminders.sent',
  failed: 'components.history.reminders.failed',
  cancelled: 'components.history.reminders.cancelled',
} as const;

function reminderSummary(
  list: Pick<ReminderView, 'state'>[],
  t: Translate<NonNullable<(typeof componentMessages)['ids']>>,
): string {
  if (list.length === 0) return t('components.history.reminders.none');
  const counts = REMINDER_STATES.map((state) => ({
    state,
    count: list.filter((r) => r.state === state).length,
  })).filter(({ count }) => count > 0);
  return t('components.history.reminders.summary', {
    counts: counts.map(({ state, count }) => t(REMINDER_COUNT[state], { count })).join(', '),
  });
}

function customerName(booking: BookingView) {
  return `${booking.user.firstName} ${booking.user.lastName}`;
}
