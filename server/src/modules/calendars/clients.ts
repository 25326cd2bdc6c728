import type { Config, GoogleConfig } from '../../config.ts';
import type { CalendarConnectionRow } from '../../db/schema/calendars.ts';
import type { AppContext } from '../../http/context.ts';
import type { EventHub } from '../../jobs/events.ts';
import { caldavCalendarClient } from '../../integrations/calendar/caldav.ts';
import { googleCalendarClient } from '../../integrations/calendar/google.ts';
import { GoogleAuthCache } from '../../integrations/calendar/google-auth.ts';
import { type CalendarClient, CalendarError } from '../../integrations/calendar/provider.ts';
import type { SecretBox } from '../../integrations/calendar/secrets.ts';
import type { OutboundPolicy } from '../../integrations/net/guarded-fetch.ts';

/** What a connection's sealed secret holds, by provider. */
export type CalendarCredentials =
  | { provider: 'google'; refreshToken: string }
  | { provider: 'caldav'; username: string; password: string };

export interface CalendarAccess {
  secrets: SecretBox;
  google?: GoogleConfig;
  /** Where CalDAV requests may go (decision 047). */
  net: OutboundPolicy;
  /** Google access tokens kept between reads, per connection. */
  googleClients: GoogleAuthCache;
  /** For the links in notices. */
  publicUrl: string;
  /** Told when a business calendar's busy times change ('calendar.busy'); none in some tools. */
  events?: EventHub;
}

/**
 * CALDAV_ALLOW_PRIVATE lets development and the test suites reach CalDAV servers on loopback;
 * production also needs https, so passwords never cross the network in the clear.
 */
export const outboundPolicy = (config: Config): OutboundPolicy => ({
  allowPrivate: config.caldavAllowPrivate === true,
  requireHttps: config.env === 'production',
});

const accessByContext = new WeakMap<AppContext, CalendarAccess>();

/** One per app, shared by the routes, the background read and the outbox's jobs. */
export function calendarAccessFor(ctx: AppContext): CalendarAccess {
  let access = accessByContext.get(ctx);
  if (!access) {
    access = {
      secrets: ctx.secrets,
      google: ctx.config.google,
      net: outboundPolicy(ctx.config),
      googleClients: new GoogleAuthCache(),
      publicUrl: ctx.config.publicUrl,
      events: ctx.events,
    };
    accessByContext.set(ctx, access);
  }
  return access;
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
      { net: access.net, ownerEmail: row.accountEmail },
    );
  if (!access.google)
    throw new CalendarError('Google Calendar is no longer set up on this server', true);
  return googleCalendarClient(
    access.google,
    { refreshToken: creds.refreshToken, calendarId: row.calendar, connectionId: row.id },
    access.googleClients,
  );
}
