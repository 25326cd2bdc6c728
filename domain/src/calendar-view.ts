import { z } from 'zod';
import { CALENDAR_PROVIDERS } from './calendars.ts';
import { msgViewSchema } from './view-schema.ts';

/** The answers of the calendar calls (docs/api-calendars.md, decision 044), as schemas. */

/** A connected calendar as the tabs show it; never its tokens or password. */
export const calendarConnectionViewSchema = z.object({
  _id: z.string(),
  provider: z.enum(CALENDAR_PROVIDERS),
  account: z.object({ name: z.string(), email: z.string() }),
  /** CalDAV: the calendar collection events go to. Google: 'primary'. */
  calendar: z.string(),
  /** The last successful read of its busy times (business calendars). */
  last_synced_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** Failed reads in a row; the next is tried later with each one. */
  failures: z.number(),
  /** When the background read tries it next (null: at its next look). */
  next_attempt_at: z.string().nullable(),
  /**
   * Since when the provider refuses its credentials: nothing is read or written until it is
   * connected again (its owner was told once).
   */
  reconnect_needed_at: z.string().nullable(),
  createdAt: z.string(),
});
export type CalendarConnectionView = z.output<typeof calendarConnectionViewSchema>;

/** GET /calendar/user and GET /calendar/company/{id}. */
export const calendarStatusViewSchema = z.object({
  connection: calendarConnectionViewSchema.nullable(),
  /** The secret subscription address (https://…/api/calendar/feed/{token}.ics). */
  feed: z.object({ url: z.string() }),
  google: z.object({ configured: z.boolean() }),
  /** Businesses only. */
  calendartype: z.enum(['', 'calandly', 'janeapp']).optional(),
  calendarurl: z.string().optional(),
});
export type CalendarStatusView = z.output<typeof calendarStatusViewSchema>;

/** GET /calendar/feeds */
export const calendarFeedsViewSchema = z.object({
  user: z.string(),
  businesses: z.array(
    z.object({ company: z.object({ _id: z.string(), name: z.string() }), url: z.string() }),
  ),
});
export type CalendarFeedsView = z.output<typeof calendarFeedsViewSchema>;

/** POST /calendar/google/start (the consent page), POST /calendar/feeds/rotate (the new feed). */
export const urlViewSchema = z.object({ url: z.string() });

/** POST /auth/gtoken: Google connected, for the person or one of their businesses. */
export const googleConnectedViewSchema = msgViewSchema.extend({
  company: z.string().nullable(),
  connection: calendarConnectionViewSchema,
});

/** POST /calendar/caldav */
export const caldavConnectedViewSchema = msgViewSchema.extend({
  connection: calendarConnectionViewSchema,
});
