import { waitlistOffers } from '../../db/schema/waitlists.ts';
import type { World } from '../api-world.ts';
import type { RouteRow } from './route-row.ts';
import { signedIn } from './route-row.ts';

let slot = 0;

/**
 * A live hold of the customer at owner A's business, made directly: each call gets its own hour
 * in January 2027 (two live holds of one business never overlap).
 */
async function customerOffer(w: World): Promise<string> {
  slot++;
  const startAt = new Date(Date.UTC(2027, 0, 4, 14) + slot * 3_600_000);
  const [row] = await w.t.database.db
    .insert(waitlistOffers)
    .values({
      chainId: crypto.randomUUID(),
      companyId: w.companyA._id,
      userId: w.people.customer.id,
      serviceId: w.serviceA._id,
      day: 'Monday',
      period: 'morning',
      startDate: startAt.toISOString().slice(0, 10),
      startTime: 540,
      startAt,
      endAt: new Date(startAt.getTime() + 30 * 60_000),
      heldUntil: startAt,
    })
    .returning({ id: waitlistOffers.id });
  return row.id;
}

/** Only the person an offer was made to sees it or says no to it; to anyone else it is 404. */
const theirs = (ok: number) => ({ ...signedIn(404), customer: ok });

/** Offers of freed times: only the person each is offered to. */
export const offerRows: RouteRow[] = [
  {
    route: 'GET /api/waitlist/offers',
    call: () => ({ url: '/api/waitlist/offers' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/waitlist/offers/:id',
    call: async (w) => ({ url: `/api/waitlist/offers/${await customerOffer(w)}` }),
    expect: theirs(200),
  },
  {
    route: 'POST /api/waitlist/offers/:id/decline',
    call: async (w) => ({ url: `/api/waitlist/offers/${await customerOffer(w)}/decline` }),
    expect: theirs(200),
  },
];
