import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type CalendarConnectionView, MSG_CALENDAR_DISCONNECTED } from '@slotmap/domain/calendars';
import { IconTrash } from '@tabler/icons-react';
import { type CalendarOwner, useDisconnectCalendar } from '../../lib/calendars.ts';
import { readMessage } from '../../lib/i18n/form-errors.ts';
import { useT } from '../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { agoText, needsReconnect } from './calendar-freshness.ts';
import { calendarMessages } from './messages.ts';

/**
 * The linked account (and, for CalDAV, its calendar) with the button that unlinks it; a calendar
 * whose provider refused the sign-in says so, as bookings no longer reach it.
 */
export function ConnectedAccount({
  owner,
  connection,
}: {
  owner: CalendarOwner;
  connection: CalendarConnectionView;
}) {
  const t = useT(calendarMessages);
  const disconnect = useDisconnectCalendar(owner);
  const { account } = connection;

  // Linking again takes a Google sign-in or the CalDAV password, so a stray click asks first.
  const remove = () =>
    modals.openConfirmModal({
      title: t('calendars.account.remove'),
      children: (
        <Text fz="sm">
          {t('calendars.account.removeText', { account: account.email || account.name })}
        </Text>
      ),
      labels: { confirm: t('calendars.account.removeConfirm'), cancel: t('calendars.cancel') },
      confirmProps: { color: 'red' },
      // The account leaves the card with the answer, and `mutate`'s callbacks do not run once it
      // is off the screen: the answer is told anyway.
      onConfirm: () =>
        disconnect
          .mutateAsync()
          .then(() => notify(readMessage(MSG_CALENDAR_DISCONNECTED)), notifyError),
    });

  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <Stack gap={2} miw={0}>
        {needsReconnect(connection) ? (
          <Badge color="red" variant="light" tt="none" w="fit-content">
            {t('calendars.status.needsReconnecting')}
          </Badge>
        ) : (
          <Badge color="teal" variant="light" tt="none" w="fit-content">
            {t('calendars.status.connected')}
          </Badge>
        )}
        <Text fw={600} truncate>
          {account.name || account.email}
        </Text>
        {account.name && (
          <Text fz="sm" c="dimmed" truncate>
            {account.email}
          </Text>
        )}
        {connection.provider === 'caldav' && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('calendars.account.calendar', { calendar: connection.calendar })}
          </Text>
        )}
        {connection.reconnect_needed_at && (
          <Text fz="sm" c="red.8" role="status">
            {t('calendars.account.refused', {
              ago: agoText(connection.reconnect_needed_at, Date.now(), t),
            })}
          </Text>
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t('calendars.account.remove')}
        onClick={remove}
        loading={disconnect.isPending}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
