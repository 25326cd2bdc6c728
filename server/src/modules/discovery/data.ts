import { count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { METERS_PER_MILE } from '@slotmap/domain/map';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { type CompanyRow, companies } from '../../db/schema/companies.ts';
import { companyLikes } from '../../db/schema/discovery.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { activeBookingTimes } from '../bookings/data.ts';
import { heldRanges } from '../waitlists/data.ts';
import { likePattern } from '../../db/like.ts';
import type { NearbyQuery } from './schemas.ts';

const meters = (q: NearbyQuery) => q.miles * METERS_PER_MILE;

/**
 * Every business in the radius search's box, with its distance in meters. `earth_box` over the
 * GiST index `companies_earth_idx` finds them (a cube around the circle); the caller trims them to
 * the circle with `distance <= meters`. Both use earthdistance's sphere, so the index and the exact
 * test agree on what "inside" means. `OFFSET 0` keeps PostgreSQL from folding this query into
 * the outer one, which would compute the distance once more for every sorted row instead of once
 * per candidate.
 */
function candidates(q: NearbyQuery): SQL {
  const point = sql`ll_to_earth(${q.lat}::float8, ${q.lng}::float8)`;
  const here = sql`ll_to_earth(${companies.lat}, ${companies.lng})`;
  const filters: SQL[] = [];
  // Name "contains", any case; an ILIKE pattern with % on both sides can use the trigram index.
  if (q.search) filters.push(ilike(companies.name, likePattern(q.search)));
  if (q.cat) filters.push(eq(companies.category, q.cat));
  if (q.subcategory) filters.push(eq(companies.subcategory, q.subcategory));
  // The great-circle distance on earthdistance's own sphere (radius earth(), 6,378,168 m) by the
  // haversine formula: the same figure as earth_distance(), which PostgreSQL cannot inline and
  // which costs about twelve times as much per row.
  const distance = sql`2 * earth() * asin(sqrt(
      power(sin(radians(${companies.lat} - ${q.lat}::float8) / 2), 2)
      + cos(radians(${q.lat}::float8)) * cos(radians(${companies.lat}))
        * power(sin(radians(${companies.lng} - ${q.lng}::float8) / 2), 2)))`;
  // Sorting by rating reads each candidate's shown reviews over reviews_company_shown_idx.
  const stars =
    q.sort === 'rating'
      ? sql`(SELECT avg(${reviews.rating}) FROM ${reviews}
          WHERE ${reviews.companyId} = ${companies.id} AND ${reviews.hiddenAt} IS NULL)`
      : sql`NULL::numeric`;
  const reviewCount =
    q.sort === 'rating'
      ? sql`(SELECT count(*) FROM ${reviews}
          WHERE ${reviews.companyId} = ${companies.id} AND ${reviews.hiddenAt} IS NULL)`
      : sql`0::bigint`;
  return sql`
    SELECT ${companies.id} AS id, ${companies.isFeatured} AS featured,
      ${distance} AS distance, ${stars} AS stars, ${reviewCount} AS reviews
    FROM ${companies}
    WHERE ${here} <@ earth_box(${point}, ${meters(q)}::float8)${sql.join(
      filters.map((f) => sql` AND ${f}`),
    )}
    OFFSET 0`;
}

/**
 * One page of a radius search as a single statement: the inner query ranks only ids (featured
 * first, then nearest, then id, so pages never overlap) and counts every match in the same pass;
 * the outer one fetches the page's rows by primary key. Exported so the query-plan test and the
 * benchmark run exactly what the API runs.
 */
export function nearbyQuery(db: Db, q: NearbyQuery) {
  // Featured businesses stay first in either order (decision 042); then nearest, or best rated
  // (unrated last, more reviews before fewer on a tie), then id so pages never overlap.
  const order =
    q.sort === 'rating'
      ? sql.raw('featured DESC, stars DESC NULLS LAST, reviews DESC, distance, id')
      : sql.raw('featured DESC, distance, id');
  const outerOrder =
    q.sort === 'rating'
      ? sql.raw(
          'ranked.featured DESC, ranked.stars DESC NULLS LAST, ranked.reviews DESC, ranked.distance, ranked.id',
        )
      : sql.raw('ranked.featured DESC, ranked.distance, ranked.id');
  const ranked = sql`(
    SELECT id, featured, distance, stars, reviews, count(*) OVER () AS total
    FROM (${candidates(q)}) AS candidates
    WHERE distance <= ${meters(q)}::float8
    ORDER BY ${order}
    LIMIT ${q.limit} OFFSET ${(q.page - 1) * q.limit}
  ) AS ranked`;
  return db
    .select({
      company: companies,
      distance: sql<number>`ranked.distance`.mapWith(Number),
      total: sql<number>`ranked.total`.mapWith(Number),
    })
    .from(ranked)
    .innerJoin(companies, sql`${companies.id} = ranked.id`)
    .orderBy(outerOrder);
}

/** How many businesses a radius search matches. */
export async function countNearby(db: Db, q: NearbyQuery): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sql`(${candidates(q)}) AS candidates`)
    .where(sql`distance <= ${meters(q)}::float8`);
  return n;
}

export interface NearbyHit {
  row: CompanyRow;
  /** Meters from the searched point. */
  meters: number;
}

/** A page of the radius search, and how many businesses match in all. */
export async function nearbyCompanies(
  db: Db,
  q: NearbyQuery,
): Promise<{ hits: NearbyHit[]; total: number }> {
  const rows = await nearbyQuery(db, q);
  const hits = rows.map((r) => ({ row: r.company, meters: r.distance }));
  // A page past the end has no row to carry the count.
  const total = rows.length > 0 ? rows[0].total : q.page > 1 ? await countNearby(db, q) : 0;
  return { hits, total };
}

/** One page of the caller's liked businesses, most recently liked first; `total` counts them all. */
export async function likedCompanies(db: Db, userId: string, q: Paging) {
  const mine = eq(companyLikes.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ company: companies })
      .from(companyLikes)
      .innerJoin(companies, eq(companies.id, companyLikes.companyId))
      .where(mine)
      .orderBy(desc(companyLikes.createdAt), desc(companies.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    // A like goes with its business (on delete cascade), so the likes alone count them.
    db.select({ n: count() }).from(companyLikes).where(mine),
  ]);
  return { rows: rows.map((r) => r.company), total: n };
}

/**
 * When a business is busy in [from, to): its active bookings that overlap the window, and the live
 * waitlist holds of everyone but `except` (decision 041), earliest first; undefined when there is
 * no such business. Only the two instants are read, so nothing about who booked, or what, can
 * leave.
 */
export async function busyRanges(
  db: Db,
  companyId: string,
  from: Date,
  to: Date,
  holds: { now: Date; except: string | null },
) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const [booked, held] = await Promise.all([
    activeBookingTimes(db, companyId, from, to),
    heldRanges(db, companyId, from, to, holds.now, holds.except),
  ]);
  return [...booked, ...held].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
}
