import { and, eq, inArray, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { BookingView } from '@slotmap/domain/booking-view';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { jsonValue, rowFromJson, rowJson } from '../../db/json-rows.ts';
import { prepared } from '../../db/prepared.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { companies } from '../../db/schema/companies.ts';
import { type ReviewRow, reviews } from '../../db/schema/reviews.ts';
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

/**
 * One page of a business's shown reviews, newest first, and how many there are, in one statement
 * built once (decision 067); undefined when there is no such business.
 */
export async function pageCompanyReviews(db: Db, companyId: string, q: Paging) {
  const [row] = await reviewPageStatement(db).execute({
    companyId,
    limit: q.limit,
    offset: offsetOf(q),
  });
  if (!row?.known) return undefined;
  return { rows: reviewPartsOf(row.reviews), total: row.total };
}

const reviewPageStatement = prepared('company_reviews_page', (db) => {
  const companyId = sql`${sql.placeholder('companyId')}::uuid`;
  return db
    .select({
      known: sql<boolean>`${companies.id} IS NOT NULL`,
      total: sql<number>`(SELECT count(*)::int FROM ${reviews}
        WHERE ${reviews.companyId} = ${companyId} AND ${reviews.hiddenAt} IS NULL)`,
      reviews: reviewsJson(companyId, sql.placeholder('limit'), sql.placeholder('offset')),
    })
    .from(sql`(SELECT 1) AS one`)
    .leftJoin(companies, eq(companies.id, companyId));
});

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

/**
 * A page (`limit` after `offset`) of the shown reviews of the business `companyId` names (a
 * column of the caller's statement), newest first, with what the presenter shows beside each, as
 * one JSON array: read over reviews_company_shown_idx inside the statement that reads the business
 * (decision 067). reviewPartsOf reads it back.
 */
export function reviewsJson(
  companyId: SQLWrapper,
  limit: SQLWrapper,
  offset: SQLWrapper = sql`0`,
): SQL {
  const parts = sql`json_build_object('review', ${rowJson(reviews, 'r')}, 'firstName', u.first_name,
    'lastName', u.last_name, 'serviceName', b.service_name, 'visitDate', b.start_date)`;
  return sql`(SELECT coalesce(json_agg(${parts} ORDER BY r.created_at DESC, r.id DESC), '[]'::json)
    FROM (SELECT * FROM ${reviews} WHERE ${reviews.companyId} = ${companyId}
        AND ${reviews.hiddenAt} IS NULL
        ORDER BY ${reviews.createdAt} DESC, ${reviews.id} DESC LIMIT ${limit} OFFSET ${offset}) r
      LEFT JOIN ${users} u ON u.id = r.user_id
      JOIN ${bookings} b ON b.id = r.booking_id)`;
}

/** The reviews firstReviewsJson read, as the presenter takes them. */
export const reviewPartsOf = (json: unknown): ReviewParts[] =>
  jsonValue<Record<string, unknown>[]>(json).map((p) => ({
    review: rowFromJson<ReviewRow>(reviews, p.review as Record<string, unknown>),
    firstName: p.firstName as string | null,
    lastName: p.lastName as string | null,
    serviceName: p.serviceName as string,
    visitDate: p.visitDate as string,
  }));

/**
 * The sum and count of the shown stars of the business `companyId` names, as one JSON object
 * `{sum, count}`, read inside the statement that reads the business.
 */
export const starsJson = (companyId: SQLWrapper): SQL =>
  sql`(SELECT json_build_object('sum', coalesce(sum(${reviews.rating}), 0)::int, 'count', count(*)::int)
    FROM ${reviews} WHERE ${reviews.companyId} = ${companyId} AND ${reviews.hiddenAt} IS NULL)`;

export const starsOf = (json: unknown) => jsonValue<{ sum: number; count: number }>(json);
