import { availabilityQueryShape } from '@slotmap/domain/availability';
import { pageQuerySchema } from '@slotmap/domain/company-payloads';
import { wideSearchQuerySchema } from '@slotmap/domain/paging';
import { isoInstant } from '@slotmap/domain/date-range';
import { DEFAULT_RADIUS_MILES, MAX_RADIUS_MILES } from '@slotmap/domain/map';
import { z } from 'zod';

export const MSG_INVALID_LOCATION = 'Invalid location';
export const MSG_RADIUS = `Radius must be more than 0 and at most ${MAX_RADIUS_MILES} miles`;
export const MAX_BUSY_WINDOW_DAYS = 100;
export const DEFAULT_BUSY_WINDOW_DAYS = 90;
const MSG_FROM = 'From must be an ISO date and time';
const MSG_TO = 'To must be an ISO date and time';

/**
 * A number from a query string. An empty or blank value stays a string, so it is refused like
 * any other non-number instead of being read as 0.
 */
const queryNumber = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number(message),
  );

const text = (name: string) =>
  z.string().trim().max(100, `${name} must be at most 100 characters`).default('');

/**
 * GET /company?lat&lng&miles&search&cat&subcategory&sort&available_on&period&online&page&limit:
 * the radius search of /find.
 */
export const nearbyQuerySchema = z.object({
  lat: queryNumber(MSG_INVALID_LOCATION).pipe(
    z.number().min(-90, MSG_INVALID_LOCATION).max(90, MSG_INVALID_LOCATION),
  ),
  lng: queryNumber(MSG_INVALID_LOCATION).pipe(
    z.number().min(-180, MSG_INVALID_LOCATION).max(180, MSG_INVALID_LOCATION),
  ),
  miles: queryNumber(MSG_RADIUS)
    .pipe(z.number().gt(0, MSG_RADIUS).max(MAX_RADIUS_MILES, MSG_RADIUS))
    .optional()
    .default(DEFAULT_RADIUS_MILES),
  search: pageQuerySchema.shape.search,
  cat: text('Category'),
  subcategory: text('Subcategory'),
  /**
   * `distance` (nearest first, the default), `soonest` (earliest next free time first, none last)
   * or `rating` (best average first, then most reviews).
   */
  sort: z
    .enum(['distance', 'soonest', 'rating'], 'Sort must be distance, soonest or rating')
    .optional()
    .default('distance'),
  ...availabilityQueryShape,
  page: pageQuerySchema.shape.page,
  limit: pageQuerySchema.shape.limit,
});
export type NearbyQuery = z.output<typeof nearbyQuerySchema>;

/**
 * GET /company/lists?search&available_on&period&online&page&limit: every business (the /companies
 * page), narrowed by time as the radius search is.
 */
export const listsQuerySchema = wideSearchQuerySchema.extend(availabilityQueryShape);
export type ListsQuery = z.output<typeof listsQuerySchema>;

const instant = (message: string) =>
  isoInstant(message)
    .transform((v) => new Date(v))
    .optional();

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /company/{id}/bookings?from&to: a window of at most 100 days, from now and 90 days long
 * unless told otherwise.
 */
export const busyQuerySchema = z
  .object({ from: instant(MSG_FROM), to: instant(MSG_TO) })
  .transform(({ from, to }) => {
    const start = from ?? new Date();
    return { from: start, to: to ?? new Date(start.getTime() + DEFAULT_BUSY_WINDOW_DAYS * DAY_MS) };
  })
  .superRefine(({ from, to }, ctx) => {
    if (to <= from)
      ctx.addIssue({ code: 'custom', message: 'To must be after from', path: ['to'] });
    else if (to.getTime() - from.getTime() > MAX_BUSY_WINDOW_DAYS * DAY_MS)
      ctx.addIssue({
        code: 'custom',
        message: `The window must be at most ${MAX_BUSY_WINDOW_DAYS} days`,
        path: ['to'],
      });
  });
export type BusyQuery = z.output<typeof busyQuerySchema>;

export const idParams = z.object({ id: z.string() });
