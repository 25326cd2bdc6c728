import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { BookingView } from '@slotmap/domain/booking-view';
import type { ReminderView } from '@slotmap/domain/reminders';
import { formatZoned } from '@slotmap/domain/zoned-format';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { viewerTimeZone } from '../../../lib/viewer-zone.ts';

const CHANNEL: Record<ReminderView['channel'], string> = { mail: 'E-mail', text: 'Text message' };
const COLOR: Record<ReminderView['state'], string> = {
  scheduled: 'blue',
  sent: 'green',
  failed: 'red',
  cancelled: 'gray',
};

/**
 * What a reminder's state means to a reader: when it is due, when and how it went, or why not
 * (docs/decisions/057). Times on the business's clock, named when the viewer's reads differently.
 */
export function reminderLine(r: ReminderView, timeZone: string, viewerZone = viewerTimeZone()) {
  const at = (iso: string) => formatZoned(iso, timeZone, 'dayTime', viewerZone);
  const how = CHANNEL[r.channel].toLowerCase();
  if (r.state === 'scheduled') return `Scheduled by ${how} for ${at(r.due_at)}`;
  if (r.state === 'sent') return `Sent by ${how} on ${at(r.sent_at ?? r.due_at)}`;
  if (r.state === 'failed') return `Failed by ${how}: ${r.error ?? 'no reason given'}`;
  return `Not sent (${how}): ${r.error ?? 'cancelled'}`;
}

/** The booking's reminders and their delivery, for its customer and its owner alike. */
export function ReminderList({ booking }: { booking: BookingView }) {
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
          Reminders
        </Title>
        {booking.reminders.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No reminders for this appointment.
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
                        {r.state}
                      </Badge>
                    </Group>
                    <Text fz="sm">{reminderLine(r, timeZone, viewerZone)}</Text>
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
