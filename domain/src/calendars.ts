import { z } from 'zod';

/**
 * Calendars (docs/api-calendars.md, decision 044): one connected calendar per person and per
 * business (Google or CalDAV), secret subscription feeds, and a business's Calendly or JaneApp
 * link. Shared by the server's checks and the browser's forms.
 */

export const CALENDAR_PROVIDERS = ['google', 'caldav'] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

export const MSG_CALENDAR_CONNECTED = 'Calendar Connected';
export const MSG_CALENDAR_DISCONNECTED = 'Calendar Disconnected';
export const MSG_CALENDAR_ALREADY = 'A calendar is already connected';
export const MSG_NO_CALENDAR = 'No calendar is connected';
export const MSG_GOOGLE_NOT_SET_UP =
  'Google Calendar is not set up on this server: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET';
export const MSG_GOOGLE_STATE =
  'This Google sign-in has expired or was not started here; try again';
export const MSG_CALDAV_URL = 'Enter the calendar server address (https://…)';
export const MSG_CALDAV_USERNAME = 'Enter the user name';
export const MSG_CALDAV_PASSWORD = 'Enter the password or app password';
export const MSG_CALENDAR_URL = 'Enter the booking page address (https://…)';
export const MSG_CALENDAR_TYPE = "calendartype must be 'calandly', 'janeapp' or empty";
export const TEXT_CONNECT_INTRO = 'Connect your calendar to have your schedules booked in no time!';
export const TEXT_ONE_CALENDAR =
  'Only 1 calendar integration is permitted at one time to avoid overbooking';
export const TEXT_REPLACE_CONFIRM =
  'Are you sure? Linking a new calendar will remove the current calendar';

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
