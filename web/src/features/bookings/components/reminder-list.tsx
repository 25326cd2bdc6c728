import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import type { Language } from '@slotmap/domain/language';
import type { ReminderView } from '@slotmap/domain/reminders';
import { formatZoned } from '@slotmap/domain/zoned-format';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { activeLanguage } from '../../../lib/i18n/active-language.ts';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';
import { bookingMessages, type BookingT } from '../messages.ts';

const COLOR: Record<ReminderView['state'], string> = {
  scheduled: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};
const STATE = {
  scheduled: 'bookingPage.reminders.state.scheduled',
  sent: 'bookingPage.reminders.state.sent',
  failed: 'bookingPage.reminders.state.failed',
  cancelled: 'bookingPage.reminders.state.cancelled',
} as const satisfies Record<ReminderView['state'], string>;

/** How `reminderLine` words its line: the area's `t` and the language its times are written in. */
export interface ReminderWords {
  t: BookingT;
  language: Language;
}

/**
 * What a reminder's state means to a reader: when it is due, when and how it went, or why not
 * (docs/decisions/057). Times on the business's clock, named when the viewer's reads differently.
 * The reason a reminder failed is the provider's or the server's, as stored.
 */
export function reminderLine(
  r: ReminderView,
  timeZone: string,
  viewerZone = viewerTimeZone(),
  { t, language }: ReminderWords = { t: bookingMessages.t, language: activeLanguage() },
) {
  const at = (iso: string) => formatZoned(iso, timeZone, 'dayTime', viewerZone, language);
  const channel = r.channel;
  if (r.state === 'scheduled')
    return t('bookingPage.reminders.scheduled', { channel, at: at(r.due_at) });
  if (r.state === 'sent')
    return t('bookingPage.reminders.sent', { channel, at: at(r.sent_at ?? r.due_at) });
  if (r.state === 'failed')
    return r.error
      ? t('bookingPage.reminders.failed', { channel, reason: r.error })
      : t('bookingPage.reminders.failedNoReason', { channel });
  return r.error
    ? t('bookingPage.reminders.notSent', { channel, reason: r.error })
    : t('bookingPage.reminders.notSentNoReason', { channel });
}

/** The booking's reminders and their delivery, for its customer and its owner alike. */
export function ReminderList({ booking }: { booking: BookingView }) {
  const t = useT(bookingMessages);
  const language = useLanguage();
  const timeZone = booking.company.time_zone;
  const viewerZone = viewerTimeZone();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="booking-reminders"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="booking-reminders">
          {t('bookingPage.reminders.title')}
        </Title>
        {booking.reminders.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('bookingPage.reminders.none')}
          </Text>
        ) : (
          <List spacing="sm" listStyleType="none" aria-labelledby="booking-reminders">
            {booking.reminders.map((r) => (
              <List.Item key={`${r.channel}-${r.due_at}`}>
                <Group gap={8} wrap="nowrap" align="flex-start">
                  {r.channel === 'mail' ? (
                    <IconMail size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                  ) : (
                    <IconMessage size={16} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
                  )}
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Group gap={6}>
                      <Badge size="sm" variant="light" color={COLOR[r.state]}>
                        {t(STATE[r.state])}
                      </Badge>
                    </Group>
                    <Text fz="sm">{reminderLine(r, timeZone, viewerZone, { t, language })}</Text>
                  </Stack>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
