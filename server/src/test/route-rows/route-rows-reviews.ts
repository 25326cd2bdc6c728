import { bookings } from '../../db/schema/bookings.ts';
import { reviews } from '../../db/schema/reviews.ts';
import type { Role, World } from '../api-world.ts';
import { everyone, type RouteRow, signedIn } from './route-row.ts';

let day = 0;

/**
 * A visit of the customer at owner A's business that is over: each call another day of 2025, so
 * the rows' visits never overlap each other or the world's bookings.
 */
async function pastVisit(w: World): Promise<string> {
  const start = new Date(Date.UTC(2025, 0, 1, 15) + day++ * 24 * 60 * 60 * 1000);
  const [row] = await w.t.database.db
    .insert(bookings)
    .values({
      userId: w.people.customer.id,
      companyId: w.companyA._id,
      companyName: w.companyA.name,
      companyTimeZone: w.companyA.time_zone,
      serviceId: w.serviceA._id,
      serviceName: w.serviceA.name,
      startDate: start.toISOString().slice(0, 10),
      startTime: 600,
      duration: 30,
      startAt: start,
      endAt: new Date(start.getTime() + 30 * 60 * 1000),
    })
    .returning({ id: bookings.id });
  return row.id;
}

/** A new review of a new past visit, by the customer, written now. */
async function customerReview(w: World): Promise<string> {
  const bookingId = await pastVisit(w);
  const [row] = await w.t.database.db
    .insert(reviews)
    .values({ bookingId, companyId: w.companyA._id, userId: w.people.customer.id, rating: 4 })
    .returning({ id: reviews.id });
  return row.id;
}

/** Only `who` gets `ok`; any other signed-in person 403, a visitor 401. */
const only = (who: Role, ok: number): Record<Role, number> => ({ ...signedIn(403), [who]: ok });

/** Verified reviews (docs/api-reviews.md): author, owner and admin each their own part. */
export const reviewRows: RouteRow[] = [
  {
    route: 'POST /api/reviews',
    call: async (w) => ({
      url: '/api/reviews',
      body: { booking: await pastVisit(w), rating: 5, text: 'Very good' },
    }),
    expect: only('customer', 201),
  },
  {
    route: 'PUT /api/reviews/:id',
    call: async (w) => ({
      url: `/api/reviews/${await customerReview(w)}`,
      body: { rating: 3, text: 'Good' },
    }),
    expect: only('customer', 200),
  },
  {
    route: 'POST /api/reviews/:id/reply',
    call: async (w) => ({
      url: `/api/reviews/${await customerReview(w)}/reply`,
      body: { text: 'Thank you' },
    }),
    expect: only('owner', 200),
  },
  {
    route: 'PUT /api/reviews/:id/hide',
    call: async (w) => ({
      url: `/api/reviews/${await customerReview(w)}/hide`,
      body: { reason: 'Off topic' },
    }),
    expect: only('admin', 200),
  },
  {
    route: 'GET /api/reviews/booking/:id',
    call: (w) => ({ url: `/api/reviews/booking/${w.booking._id}` }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/company/:id/reviews',
    call: (w) => ({ url: `/api/company/${w.companyA._id}/reviews?page=1&limit=5` }),
    expect: everyone(200),
  },
];
