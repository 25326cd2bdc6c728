import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BookingView } from '@slotmap/domain/booking-view';
import { reminderSummary } from '@slotmap/domain/reminders';
import { IconBell, IconNotes } from '@tabler/icons-react';
import { Link } from 'react-router';
import { bookingDate, bookingTimeRange } from '../lib/booking-format.ts';
import { DeferredTooltip } from './deferred-tooltip.tsx';
import { ListStack } from './lists.tsx';
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
  const reviews = showCustomer && bookings.some((b) => b.review !== null);
  return (
    // The side navigation and vertical tabs leave little room just above `sm`; scroll there.
    <Table.ScrollContainer minWidth={reviews ? 820 : showCustomer ? 680 : 560} type="native">
      <Table verticalSpacing="sm" highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date and time</Table.Th>
            <Table.Th>Service</Table.Th>
            <Table.Th>Business</Table.Th>
            {showCustomer && <Table.Th>Customer</Table.Th>}
            {reviews && <Table.Th>Review</Table.Th>}
            <Table.Th ta="right">Notes</Table.Th>
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
  return (
    <Stack gap={0}>
      <Group gap="xs" wrap="wrap">
        <Text fz="sm" fw={600}>
          {bookingDate(booking)}
        </Text>
        {booking.cancelled_at && (
          <Badge color="red" variant="light" size="sm">
            Cancelled
          </Badge>
        )}
      </Group>
      <Text fz="sm" c="dimmed">
        {bookingTimeRange(booking)}
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
  const count = booking.comments.length;
  return (
    <Anchor
      component={Link}
      to={`/bookings/${booking._id}`}
      aria-label={`${count} ${count === 1 ? 'comment' : 'comments'}`}
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
  const summary = reminderSummary(booking.reminders);
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

function customerName(booking: BookingView) {
  return `${booking.user.firstName} ${booking.user.lastName}`;
}
