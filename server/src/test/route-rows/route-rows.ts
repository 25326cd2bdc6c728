import { accountRows } from './route-rows-accounts.ts';
import { adminRows } from './route-rows-admin.ts';
import { bookingRows } from './route-rows-bookings.ts';
import { calendarRows } from './route-rows-calendars.ts';
import { companyRows } from './route-rows-companies.ts';
import { listingRows } from './route-rows-listings.ts';
import { liveSlotRows } from './route-rows-live-slots.ts';
import { offerRows } from './route-rows-offers.ts';
import { platformRows } from './route-rows-platform.ts';
import { reviewRows } from './route-rows-reviews.ts';
import { reminderRows } from './route-rows-reminders.ts';
import { waitlistRows } from './route-rows-waitlists.ts';
import type { RouteRow } from './route-row.ts';

/** The permission matrix: one row per route the server registers (see route-row.ts). */
export const ROUTE_ROWS: RouteRow[] = [
  ...accountRows,
  ...companyRows,
  ...bookingRows,
  ...liveSlotRows,
  ...platformRows,
  ...waitlistRows,
  ...offerRows,
  ...adminRows,
  ...listingRows,
  ...calendarRows,
  ...reviewRows,
  ...reminderRows,
];
