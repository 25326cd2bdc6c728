import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CalendarConnectionView } from '@slotmap/domain/calendars';
import { IconRefresh } from '@tabler/icons-react';
import dayjs from 'dayjs';
import {
  agoText,
  inText,
  isStale,
  lastReadText,
} from '../../../components/calendars/calendar-freshness.ts';
import { useSyncCalendar } from '../../../lib/calendars.ts';
import { notify, notifyError } from '../../../lib/notify.ts';

const exact = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');

/**
 * How fresh the busy times read from the business's calendar are. A calendar that cannot be
 * reached keeps its last busy times and never blocks a booking; how old they are, why, and when
 * it is tried next are shown here, and a calendar that refused the sign-in says it needs
 * connecting again (decision 047).
 */
export function SyncStatus({
  companyId,
  connection: c,
}: {
  companyId: string;
  connection: CalendarConnectionView;
}) {
  const sync = useSyncCalendar(companyId);
  const now = Date.now();
  const stale = isStale(c, now);
  const run = () =>
    sync.mutate(undefined, {
      onSuccess: (read) =>
        read.last_error
          ? notify(read.last_error, 'danger')
          : notify('Busy times read from your calendar'),
      onError: notifyError,
    });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Calendar sync">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: '1 1 16rem' }}>
          <Group gap="xs" wrap="wrap">
            <Text fz="sm" fw={600} title={c.last_synced_at ? exact(c.last_synced_at) : undefined}>
              {lastReadText(c, now)}
            </Text>
            {c.reconnect_needed_at ? (
              <Badge color="red" variant="light" tt="none">
                Needs reconnecting
              </Badge>
            ) : (
              stale && (
                <Badge color="orange" variant="light" tt="none">
                  Out of date
                </Badge>
              )
            )}
          </Group>
          {c.reconnect_needed_at ? (
            <Text fz="sm" c="red.8">
              {`The calendar refused Slotmap’s sign-in ${agoText(c.reconnect_needed_at, now)}. Its busy times are no longer read, so slots may be offered over your own meetings: connect it again below.`}
            </Text>
          ) : (
            stale && (
              <Text fz="sm" c="orange.9">
                {`Meetings added since then do not close slots yet. Next try ${c.next_attempt_at ? inText(c.next_attempt_at, now) : 'shortly'}.`}
              </Text>
            )
          )}
          {c.last_error && !c.reconnect_needed_at && (
            <Text fz="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
              {c.last_error}
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
