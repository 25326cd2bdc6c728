import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BookingView } from '@slotmap/domain/booking-view';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { rowsOf } from '../../db/rows.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { companies } from '../../db/schema/companies.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { presentReview, type ReviewParts } from './present.ts';

/*
 * Reviews read the bookings and companies tables themselves rather than those modules' reads:
 * companies shows a business's reviews in its own answer (it imports these reads), and
 * bookings reads companies, so an import of either here would close a module cycle (decision 058).
 */

const shown = isNull(reviews.hiddenAt);

/** The columns a presented review needs, from reviews joined to its author and its booking. */
const partsColumns = {
  review: reviews,
  firstName: users.firstName,
  lastName: users.lastName,
  serviceName: bookings.serviceName,
  visitDate: bookings.startDate,
};

function reviewParts(db: Db) {
  return db
    .select(partsColumns)
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId));
}

/** One review with what its presenter shows, hidden or not. */
export async function findReviewParts(db: Db, id: string): Promise<ReviewParts | undefined> {
  const [row] = await reviewParts(db).where(eq(reviews.id, id));
  return row;
}

/** The booking a review would be of: its customer, business, state and times. */
export async function bookingToReview(db: Db, bookingId: string) {
  const [row] = await db
    .select({
      id: bookings.id,
      userId: bookings.userId,
      companyId: bookings.companyId,
      cancelledAt: bookings.cancelledAt,
      endAt: bookings.endAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

/** A review, its business's owner and name, for the reply and the hiding. */
export async function reviewWithBusiness(db: Db, id: string) {
  const [row] = await db
    .select({ review: reviews, ownerId: companies.userId, companyName: companies.name })
    .from(reviews)
    .innerJoin(companies, eq(companies.id, reviews.companyId))
    .where(eq(reviews.id, id));
  return row;
}

/** Whether a business exists (its review list is 404 otherwise). */
export async function companyExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}

/** One page of a business's shown reviews, newest first; `total` counts them all. */
export async function pageCompanyReviews(db: Db, companyId: string, q: Paging) {
  const where = and(eq(reviews.companyId, companyId), shown);
  const [rows, [{ n }]] = await Promise.all([
    reviewParts(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(reviews).where(where),
  ]);
  return { rows, total: n };
}

/**
 * The `review` part of each booking's answer (registered on the event hub in app.ts): its shown
 * review as anyone may read it, or null. The owner replies from the appointment lists with it.
 */
export async function reviewViewParts(
  db: Db,
  bookingIds: string[],
): Promise<Map<string, Partial<BookingView>>> {
  const parts = new Map<string, Partial<BookingView>>(
    bookingIds.map((id) => [id, { review: null }]),
  );
  if (bookingIds.length === 0) return parts;
  const found = await reviewParts(db).where(and(inArray(reviews.bookingId, bookingIds), shown));
  for (const r of found) parts.set(r.review.bookingId, { review: presentReview(r, null) });
  return parts;
}

/** The reviews of the caller's bookings among `bookingIds` (the booking page's own review). */
export function reviewsOfBookings(db: Db, userId: string, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return reviewParts(db).where(
    and(eq(reviews.userId, userId), inArray(reviews.bookingId, bookingIds)),
  );
}

/** The sum and count of each business's shown stars. */
export async function ratingsOf(
  db: Db,
  companyIds: string[],
): Promise<Map<string, { sum: number; count: number }>> {
  const found = new Map<string, { sum: number; count: number }>();
  if (companyIds.length === 0) return found;
  const rows = await db
    .select({
      companyId: reviews.companyId,
      sum: sql<number>`sum(${reviews.rating})::int`,
      count: count(),
    })
    .from(reviews)
    .where(and(inArray(reviews.companyId, companyIds), shown))
    .groupBy(reviews.companyId);
  for (const r of rows) found.set(r.companyId, { sum: Number(r.sum), count: r.count });
  return found;
}

/**
 * The first `limit` shown reviews of each business, newest first, in one statement: a lateral
 * read per business over reviews_company_shown_idx, so a list of businesses costs one query.
 */
export async function firstReviewsOf(
  db: Db,
  companyIds: string[],
  limit: number,
): Promise<Map<string, ReviewParts[]>> {
  const found = new Map<string, ReviewParts[]>();
  if (companyIds.length === 0) return found;
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`
    SELECT r.id
    FROM unnest(ARRAY[${ids}]) AS c(id)
    CROSS JOIN LATERAL (
      SELECT ${reviews.id} AS id FROM ${reviews}
      WHERE ${reviews.companyId} = c.id AND ${reviews.hiddenAt} IS NULL
      ORDER BY ${reviews.createdAt} DESC, ${reviews.id} DESC
      LIMIT ${limit}
    ) AS r`);
  const reviewIds = rowsOf(result).map((r) => String(r.id));
  if (reviewIds.length === 0) return found;
  const rows = await reviewParts(db)
    .where(inArray(reviews.id, reviewIds))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  for (const r of rows) {
    const list = found.get(r.review.companyId) ?? [];
    list.push(r);
    found.set(r.review.companyId, list);
  }
  return found;
}
