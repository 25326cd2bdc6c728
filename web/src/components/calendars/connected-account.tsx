import { ActionIcon, Badge, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { type CalendarConnectionView, MSG_CALENDAR_DISCONNECTED } from '@slotmap/domain/calendars';
import { IconTrash } from '@tabler/icons-react';
import { type CalendarOwner, useDisconnectCalendar } from '../../lib/calendars.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { agoText, needsReconnect } from './calendar-freshness.ts';

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
  const disconnect = useDisconnectCalendar(owner);
  const { account } = connection;

  // Linking again takes a Google sign-in or the CalDAV password, so a stray click asks first.
  const remove = () =>
    modals.openConfirmModal({
      title: 'Remove calendar',
      children: (
        <Text fz="sm">{`Bookings will no longer be added to ${account.email || account.name}.`}</Text>
      ),
      labels: { confirm: 'Remove', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        disconnect.mutate(undefined, {
          onSuccess: () => notify(MSG_CALENDAR_DISCONNECTED),
          onError: notifyError,
        }),
    });

  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <Stack gap={2} miw={0}>
        {needsReconnect(connection) ? (
          <Badge color="red" variant="light" tt="none" w="fit-content">
            Needs reconnecting
          </Badge>
        ) : (
          <Badge color="teal" variant="light" tt="none" w="fit-content">
            Connected
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
            {`Calendar: ${connection.calendar}`}
          </Text>
        )}
        {connection.reconnect_needed_at && (
          <Text fz="sm" c="red.8" role="status">
            {`It refused Slotmap’s sign-in ${agoText(connection.reconnect_needed_at, Date.now())}: new bookings are not added to it until you connect it again.`}
          </Text>
        )}
      </Stack>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label="Remove calendar"
        onClick={remove}
        loading={disconnect.isPending}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
