import { Anchor, Box, Card, Flex, Group, Stack, Text } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import { formatPhone, phoneDigits } from '@slotmap/domain/phone';
import { IconChevronRight, IconClock, IconMap2, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { RescheduleAction } from '../../../components/reschedule/reschedule-action.tsx';
import {
  addressLines,
  bookingDate,
  bookingTimeRange,
  mapLink,
} from '../../../lib/booking-format.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';
import { dashboardMessages } from '../messages.ts';
import classes from './appointment-row.module.css';

/**
 * One upcoming appointment (spec §2 Dashboard): when, where and what; the row opens
 * /bookings/{id}, the address has its own see-map link and the phone its own call link; while
 * the appointment may still be moved, Reschedule opens the picker in place.
 */
export function AppointmentRow({
  booking,
  userId,
  now,
}: {
  booking: BookingView;
  /** The signed-in person, who may reschedule their own appointment; null while unknown. */
  userId: string | null;
  now: Date;
}) {
  const t = useT(dashboardMessages);
  const language = useLanguage();
  const { company } = booking;
  // A deleted business (an appointment under way when it closed) has no address or map left.
  const lines = company.location ? addressLines(company.location) : [];
  return (
    <Card component="li" withBorder radius="md" padding="md" className={classes.row}>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap={{ base: 'sm', sm: 'xl' }}
        justify="space-between"
      >
        <Link
          to={`/bookings/${booking._id}`}
          className={classes.open}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Stack gap={4}>
            <Group gap={6} wrap="nowrap" align="flex-start" c="indigo">
              <IconClock size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text fz="sm" fw={600} component="time" dateTime={booking.start}>
                {bookingDate(booking, language)},{' '}
                {bookingTimeRange(booking, viewerTimeZone(), language)}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap" align="center">
              <Text fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                {company.name}
              </Text>
              <IconChevronRight size={18} aria-hidden style={{ flexShrink: 0 }} />
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {booking.service.name}
            </Text>
          </Stack>
        </Link>
        <Stack gap={4} miw={0} w={{ sm: 260 }} style={{ flexShrink: 0 }}>
          {lines.length > 0 && (
            <Text fz="sm" component="address" fs="normal" style={{ overflowWrap: 'anywhere' }}>
              {lines.map((line) => (
                <Box component="span" key={line} display="block">
                  {line}
                </Box>
              ))}
            </Text>
          )}
          <Group gap="md">
            {company.location && (
              <Anchor
                component={Link}
                to={mapLink(company.location)}
                fz="sm"
                className={classes.raised}
                aria-label={t('dashboard.row.seeMapFor', { name: company.name })}
              >
                <Group gap={4} component="span" wrap="nowrap">
                  <IconMap2 size={16} aria-hidden />
                  {t('dashboard.row.seeMap')}
                </Group>
              </Anchor>
            )}
            {company.phone && (
              <Anchor
                href={`tel:${phoneDigits(company.phone)}`}
                fz="sm"
                className={classes.raised}
                aria-label={t('dashboard.row.call', {
                  name: company.name,
                  phone: formatPhone(company.phone),
                })}
              >
                <Group gap={4} component="span" wrap="nowrap">
                  <IconPhone size={16} aria-hidden />
                  {formatPhone(company.phone)}
                </Group>
              </Anchor>
            )}
          </Group>
          {userId && (
            <RescheduleAction
              booking={booking}
              userId={userId}
              now={now}
              size="xs"
              className={classes.raised}
            />
          )}
        </Stack>
      </Flex>
    </Card>
  );
}
