import type { GoogleConfig } from '../../config.ts';
import type { CalendarConnectionRow } from '../../db/schema/calendars.ts';
import { caldavCalendarClient } from '../../integrations/calendar/caldav.ts';
import { googleCalendarClient } from '../../integrations/calendar/google.ts';
import { type CalendarClient, CalendarError } from '../../integrations/calendar/provider.ts';
import type { SecretBox } from '../../integrations/calendar/secrets.ts';

/** What a connection's sealed secret holds, by provider. */
export type CalendarCredentials =
  | { provider: 'google'; refreshToken: string }
  | { provider: 'caldav'; username: string; password: string };

export interface CalendarAccess {
  secrets: SecretBox;
  google?: GoogleConfig;
}

/** The provider's client for a connected calendar; `zone` reads floating times (CalDAV). */
export function clientFor(
  access: CalendarAccess,
  row: CalendarConnectionRow,
  zone: string,
): CalendarClient {
  const creds = JSON.parse(access.secrets.open(row.secret)) as CalendarCredentials;
  if (creds.provider === 'caldav')
    return caldavCalendarClient(
      { username: creds.username, password: creds.password, calendarUrl: row.calendar },
      zone,
    );
  if (!access.google)
    throw new CalendarError('Google Calendar is no longer set up on this server', true);
  return googleCalendarClient(access.google, {
    refreshToken: creds.refreshToken,
    calendarId: row.calendar,
  });
}
