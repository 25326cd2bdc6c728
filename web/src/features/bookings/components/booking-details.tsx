import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import { formatPhone, phoneDigits } from '@slotmap/domain/phone';
import {
  IconCalendar,
  IconClock,
  IconHourglass,
  IconMail,
  IconNotes,
  IconPhone,
  IconUser,
} from '@tabler/icons-react';
import { bookingDate, bookingTimeRange } from '../../../lib/booking-format.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';
import { bookingMessages } from '../messages.ts';
import { DetailItem } from './detail-item.tsx';

/** Who booked and when: date and times on the business's clock, whatever the viewer's zone. */
export function BookingDetails({ booking }: { booking: BookingView }) {
  const { user } = booking;
  const t = useT(bookingMessages);
  const language = useLanguage();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="booking-details"
      data-tour="booking-details"
    >
      <Stack gap="md">
        <Title order={2} fz="h4" id="booking-details">
          {t('bookingPage.details.title')}
        </Title>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 2 }}
          spacing="lg"
          verticalSpacing="md"
          m={0}
        >
          <DetailItem icon={<IconCalendar size={16} />} label={t('bookingPage.details.date')}>
            {bookingDate(booking, language)}
          </DetailItem>
          <DetailItem icon={<IconClock size={16} />} label={t('bookingPage.details.time')}>
            {bookingTimeRange(booking, viewerTimeZone(), language)}
          </DetailItem>
          <DetailItem icon={<IconHourglass size={16} />} label={t('bookingPage.details.duration')}>
            {t('bookingPage.details.minutes', { minutes: booking.duration })}
          </DetailItem>
          <DetailItem icon={<IconUser size={16} />} label={t('bookingPage.details.customer')}>
            {`${user.firstName} ${user.lastName}`}
          </DetailItem>
          {user.phone && (
            <DetailItem icon={<IconPhone size={16} />} label={t('bookingPage.details.phone')}>
              <Anchor href={`tel:${phoneDigits(user.phone)}`}>{formatPhone(user.phone)}</Anchor>
            </DetailItem>
          )}
          {user.email && (
            <DetailItem icon={<IconMail size={16} />} label={t('bookingPage.details.email')}>
              <Anchor href={`mailto:${user.email}`} style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Anchor>
            </DetailItem>
          )}
        </SimpleGrid>
        {booking.text && (
          <dl style={{ margin: 0 }}>
            <DetailItem icon={<IconNotes size={16} />} label={t('bookingPage.details.notes')}>
              <Text span style={{ whiteSpace: 'pre-line' }}>
                {booking.text}
              </Text>
            </DetailItem>
          </dl>
        )}
      </Stack>
    </Card>
  );
}
