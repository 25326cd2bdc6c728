import { Stack } from '@mantine/core';
import type { CalendarStatusView } from '@slotmap/domain/calendars';
import type { CalendarOwner } from '../../lib/calendars.ts';
import { CaldavCard } from './caldav-card.tsx';
import { GoogleCalendarCard } from './google-calendar-card.tsx';

/** The two ways to link a calendar, one card each, stacked so they fit a phone as they are. */
export function CalendarConnections({
  owner,
  status,
  returnTo,
}: {
  owner: CalendarOwner;
  status: CalendarStatusView;
  returnTo: string;
}) {
  return (
    <Stack gap="md">
      <GoogleCalendarCard owner={owner} status={status} returnTo={returnTo} />
      <CaldavCard owner={owner} status={status} />
    </Stack>
  );
}
