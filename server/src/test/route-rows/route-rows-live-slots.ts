import { everyone, type RouteRow } from './route-row.ts';

/** Live slots (decision 061): public, as the times themselves are. */
export const liveSlotRows: RouteRow[] = [
  {
    route: 'GET /api/company/:id/slots/stream',
    // An endless event stream: each role's is read until its opening, then hung up on.
    call: (w) => ({ url: `/api/company/${w.companyA._id}/slots/stream`, stream: true }),
    expect: everyone(200),
  },
];
