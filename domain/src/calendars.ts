import { z } from 'zod';
import {
  MSG_GOOGLE_STATE,
  MSG_CALDAV_URL,
  MSG_CALDAV_USERNAME,
  MSG_CALDAV_PASSWORD,
  MSG_CALENDAR_URL,
  MSG_CALENDAR_TYPE,
} from './calendar-messages.ts';

/**
 * Calendars (docs/api-calendars.md, decision 044): one connected calendar per person and per
 * business (Google or CalDAV), secret subscription feeds, and a business's Calendly or JaneApp
 * link. Shared by the server's checks and the browser's forms.
 */

export {
  CALENDAR_PROVIDERS,
  MSG_CALENDAR_CONNECTED,
  MSG_CALENDAR_DISCONNECTED,
  MSG_CALENDAR_ALREADY,
  MSG_NO_CALENDAR,
  MSG_GOOGLE_NOT_SET_UP,
  MSG_GOOGLE_STATE,
  MSG_CALDAV_URL,
  MSG_CALDAV_USERNAME,
  MSG_CALDAV_PASSWORD,
  MSG_CALENDAR_URL,
  MSG_CALENDAR_TYPE,
  TEXT_CONNECT_INTRO,
  TEXT_ONE_CALENDAR,
  TEXT_REPLACE_CONFIRM,
} from './calendar-messages.ts';
export type { CalendarProvider } from './calendar-messages.ts';

const companyId = z.uuid('Company not found');
const httpUrl = (msg: string) =>
  z
    .string(msg)
    .trim()
    .min(1, msg)
    .max(500, msg)
    .regex(/^https?:\/\/[^\s/?#]+[^\s]*$/i, msg);

/** Whose calendar: the caller's own (no company) or a business of theirs. */
export const calendarTargetSchema = z.object({ company: companyId.optional() });
export type CalendarTarget = z.output<typeof calendarTargetSchema>;

/** POST /calendar/google/start */
export const googleStartSchema = calendarTargetSchema.extend({
  replace: z.boolean('replace must be true or false').optional().default(false),
});

/** POST /auth/gtoken: the code Google sent back to /calendar/google/callback, and its state. */
export const googleCodeSchema = z.object({
  code: z.string('code is required').min(1, 'code is required').max(2000),
  state: z.string(MSG_GOOGLE_STATE).min(1, MSG_GOOGLE_STATE).max(2000),
});

/** POST /calendar/caldav */
export const caldavConnectSchema = calendarTargetSchema.extend({
  url: httpUrl(MSG_CALDAV_URL),
  username: z.string(MSG_CALDAV_USERNAME).trim().min(1, MSG_CALDAV_USERNAME).max(200),
  password: z.string(MSG_CALDAV_PASSWORD).min(1, MSG_CALDAV_PASSWORD).max(500),
  replace: z.boolean('replace must be true or false').optional().default(false),
});
export type CaldavConnect = z.output<typeof caldavConnectSchema>;

/** PUT /calendar/company/{id}/external: Calendly, JaneApp, or neither. */
export const externalCalendarSchema = z
  .object({
    calendartype: z.enum(['', 'calandly', 'janeapp'], MSG_CALENDAR_TYPE),
    calendarurl: z.string().trim().max(500).optional().default(''),
  })
  .superRefine((v, ctx) => {
    if (v.calendartype === '') return;
    if (!httpUrl(MSG_CALENDAR_URL).safeParse(v.calendarurl).success)
      ctx.addIssue({ code: 'custom', message: MSG_CALENDAR_URL, path: ['calendarurl'] });
  });
export type ExternalCalendar = z.output<typeof externalCalendarSchema>;

export type {
  CalendarConnectionView,
  CalendarFeedsView,
  CalendarStatusView,
} from './calendar-view.ts';
