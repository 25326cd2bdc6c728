import { Stack, Text } from '@mantine/core';
import { TEXT_ONE_CALENDAR } from '@slotmap/domain/calendars';
import { CalendarConnections } from '../../../components/calendars/calendar-connections.tsx';
import { CalendarFeedBox } from '../../../components/calendars/calendar-feed-box.tsx';
import {
  CalendarLoadError,
  CalendarStatusSkeleton,
} from '../../../components/calendars/calendar-load-states.tsx';
import { type CalendarOwner, useCalendarStatus } from '../../../lib/calendars.ts';

/** The signed-in person's own calendar: no company in the calls. */
const PERSON: CalendarOwner = {};

/** Account tab integrations, 'Personal Calendar': the person's bookings in their own calendar. */
export function IntegrationsTab() {
  const status = useCalendarStatus(PERSON);

  if (status.isPending) return <CalendarStatusSkeleton />;
  if (status.isError)
    return <CalendarLoadError onRetry={() => status.refetch()} retrying={status.isFetching} />;
  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          Connect your calendar and each appointment you book is added to it.
        </Text>
        <Text fz="sm" c="dimmed">
          {TEXT_ONE_CALENDAR}
        </Text>
      </Stack>
      <CalendarConnections owner={PERSON} status={status.data} returnTo="/account#integrations" />
      <CalendarFeedBox owner={PERSON} url={status.data.feed.url} />
    </Stack>
  );
}
