import { Stack, Text, Title } from '@mantine/core';
import { TEXT_CONNECT_INTRO, TEXT_ONE_CALENDAR } from '@slotmap/domain/calendars';
import type { CompanyView } from '@slotmap/domain/company-view';
import { CalendarConnections } from '../../../components/calendars/calendar-connections.tsx';
import { CalendarFeedBox } from '../../../components/calendars/calendar-feed-box.tsx';
import {
  CalendarLoadError,
  CalendarStatusSkeleton,
} from '../../../components/calendars/calendar-load-states.tsx';
import { useCalendarStatus } from '../../../lib/calendars.ts';
import { ExternalCalendarForm } from './external-calendar-form.tsx';
import { SyncStatus } from './sync-status.tsx';

/**
 * The business's Booking Calendars tab (docs/api-calendars.md): one linked calendar (Google or
 * CalDAV) whose busy times close slots, or a Calendly / JaneApp page; and the feed of bookings.
 */
export function BookingCalendarsTab({ company }: { company: CompanyView }) {
  const owner = { company: company._id };
  const status = useCalendarStatus(owner);

  if (status.isPending) return <CalendarStatusSkeleton />;
  if (status.isError)
    return <CalendarLoadError onRetry={() => status.refetch()} retrying={status.isFetching} />;
  const { connection } = status.data;
  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={3} fz="h4">
          Booking Calendars
        </Title>
        <Text>{TEXT_CONNECT_INTRO}</Text>
        <Text fz="sm" c="dimmed">
          {TEXT_ONE_CALENDAR}
        </Text>
      </Stack>
      {connection && <SyncStatus companyId={company._id} connection={connection} />}
      <CalendarConnections
        owner={owner}
        status={status.data}
        returnTo={`/business/service/${company._id}`}
      />
      <ExternalCalendarForm key={company._id} companyId={company._id} status={status.data} />
      <CalendarFeedBox owner={owner} url={status.data.feed.url} />
    </Stack>
  );
}
