import { Stack, Text } from '@mantine/core';
import { CalendarConnections } from '../../../components/calendars/calendar-connections.tsx';
import { CalendarFeedBox } from '../../../components/calendars/calendar-feed-box.tsx';
import {
  CalendarLoadError,
  CalendarStatusSkeleton,
} from '../../../components/calendars/calendar-load-states.tsx';
import { type CalendarOwner, useCalendarStatus } from '../../../lib/calendars.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { accountsMessages } from '../messages.ts';

/** The signed-in person's own calendar: no company in the calls. */
const PERSON: CalendarOwner = {};

/** Account tab integrations, 'Personal Calendar': the person's bookings in their own calendar. */
export function IntegrationsTab() {
  const t = useT(accountsMessages);
  const status = useCalendarStatus(PERSON);

  if (status.isPending) return <CalendarStatusSkeleton />;
  if (status.isError)
    return <CalendarLoadError onRetry={() => status.refetch()} retrying={status.isFetching} />;
  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Text fz="sm" c="dimmed">
          {t('accounts.integrations.intro')}
        </Text>
        {/* TEXT_ONE_CALENDAR's words (domain/src/calendars.ts), in the page's language. */}
        <Text fz="sm" c="dimmed">
          {t('accounts.integrations.oneCalendar')}
        </Text>
      </Stack>
      <CalendarConnections owner={PERSON} status={status.data} returnTo="/account#integrations" />
      <CalendarFeedBox owner={PERSON} url={status.data.feed.url} />
    </Stack>
  );
}
