import { Stack, Text, Title } from '@mantine/core';
import type { CompanyView } from '@slotmap/domain/company-view';
import { CalendarConnections } from '../../../components/calendars/calendar-connections.tsx';
import { CalendarFeedBox } from '../../../components/calendars/calendar-feed-box.tsx';
import {
  CalendarLoadError,
  CalendarStatusSkeleton,
} from '../../../components/calendars/calendar-load-states.tsx';
import { calendarMessages } from '../../../components/calendars/messages.ts';
import { useCalendarStatus } from '../../../lib/calendars.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { businessMessages } from '../messages.ts';
import { ExternalCalendarForm } from './external-calendar-form.tsx';
import { SyncStatus } from './sync-status.tsx';

/**
 * The business's Booking Calendars tab (docs/api-calendars.md): one linked calendar (Google or
 * CalDAV) whose busy times close slots, or a Calendly / JaneApp page; and the feed of bookings.
 */
export function BookingCalendarsTab({ company }: { company: CompanyView }) {
  const t = useT(businessMessages);
  const tc = useT(calendarMessages);
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
          {t('businesses.calendars.title')}
        </Title>
        <Text>{t('businesses.calendars.intro')}</Text>
        <Text fz="sm" c="dimmed">
          {tc('calendars.oneCalendar')}
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
