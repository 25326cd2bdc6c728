import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CalendarConnectionView } from '@slotmap/domain/calendars';
import { IconRefresh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useSyncCalendar } from '../../../lib/calendars.ts';
import { notify, notifyError } from '../../../lib/notify.ts';

/** 'Last synced Jan 5, 2027 2:05 PM', or that it has not been read yet. */
export const lastSyncedText = (at: string | null) =>
  at ? `Last synced ${dayjs(at).format('MMM D, YYYY h:mm A')}` : 'Not synced yet';

/**
 * How fresh the busy times read from the business's calendar are. A calendar that cannot be
 * reached keeps its last busy times and never blocks a booking; its error is shown here.
 */
export function SyncStatus({
  companyId,
  connection,
}: {
  companyId: string;
  connection: CalendarConnectionView;
}) {
  const sync = useSyncCalendar(companyId);
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (c) =>
        c.last_error
          ? notify(c.last_error, 'danger')
          : notify('Busy times read from your calendar'),
      onError: notifyError,
    });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Calendar sync">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} miw={0}>
          <Text fz="sm" fw={600}>
            {lastSyncedText(connection.last_synced_at)}
          </Text>
          {connection.last_error && (
            <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {connection.last_error}
            </Text>
          )}
        </Stack>
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={run}
          loading={sync.isPending}
        >
          Sync now
        </Button>
      </Group>
    </Paper>
  );
}
