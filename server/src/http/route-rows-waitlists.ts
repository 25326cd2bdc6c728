import type { RouteRow } from './route-row.ts';

/** Waitlist entries: only their own customer; a business's queue: its owner and admins. */
export const waitlistRows: RouteRow[] = [];
