import type { RouteRow } from './route-row.ts';

/** Offers of freed times: only the person each is offered to. */
export const offerRows: RouteRow[] = [];
