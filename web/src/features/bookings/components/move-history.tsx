import { Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BookingMoveView, BookingView } from '@slotmap/domain/booking-view';
import type { Language } from '@slotmap/domain/language';
import { formatZoned } from '@slotmap/domain/zoned-format';
import { IconHistory } from '@tabler/icons-react';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';
import { bookingMessages, type BookingT } from '../messages.ts';

/**
 * 'Moved from Tue, Mar 3, 10:00 AM EST by the customer': one move of the booking, its old start
 * on the business's clock, named when the viewer's clock reads it differently.
 */
export function moveLine(
  move: BookingMoveView,
  timeZone: string,
  viewerZone: string,
  t: BookingT,
  language: Language,
) {
  return t('bookingPage.moves.line', {
    from: formatZoned(move.from_start, timeZone, 'dayTime', viewerZone, language),
    by: move.by,
  });
}

/** The booking's moves to another time, oldest first (docs/decisions/053); nothing when none. */
export function MoveHistory({ booking }: { booking: BookingView }) {
  const t = useT(bookingMessages);
  const language = useLanguage();
  if (booking.moves.length === 0) return null;
  const timeZone = booking.company.time_zone;
  const viewerZone = viewerTimeZone();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="booking-moves">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="booking-moves">
          {t('bookingPage.moves.title')}
        </Title>
        <List spacing="sm" listStyleType="none" aria-labelledby="booking-moves">
          {booking.moves.map((move) => (
            <List.Item key={`${move.at}-${move.from_start}`}>
              <Group gap={8} wrap="nowrap" align="flex-start">
                <IconHistory size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                <Stack gap={0}>
                  <Text fz="sm">{moveLine(move, timeZone, viewerZone, t, language)}</Text>
                  <Text fz="xs" c="dimmed" component="time" dateTime={move.at}>
                    {formatZoned(move.at, timeZone, 'dateTime', viewerZone, language)}
                  </Text>
                </Stack>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
