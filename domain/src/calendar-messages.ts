/**
 * The calendars' names and messages (docs/api-calendars.md, decision 044), apart from their
 * schemas (calendars.ts), so a page that only shows them loads no zod.
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
