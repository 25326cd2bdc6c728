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
import type { ListsQuery, NearbyQuery } from './schemas.ts';
import { booksOnline, companyViews, pageCompanies } from '../companies/data.ts';
import {
  asksForTime,
  nextAvailableOf,
  soonestKey,
  type TimeFilter,
  timeFilterCondition,
} from '../availability/data.ts';
import { presentNextAvailable } from '../availability/present.ts';
import { presentListed, presentNearby } from './present.ts';

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
  if (q.online) filters.push(booksOnline(companies.id));
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

/** The day, part of day and "books online" a list's query asks for. */
export const timeFilterOf = (
  q: Pick<NearbyQuery, 'available_on' | 'period' | 'online'>,
): TimeFilter => ({
  day: q.available_on,
  period: q.period,
  online: q.online,
});

/**
 * The businesses within the circle, and when they are free: each one's soonest key (sorting by
 * soonest) or whether it has a free time matching the day and part of day (filtering), both read
 * from the free-time summary by primary key, only for those left after the distance trim. Without
 * either, the candidates as they are.
 */
function nearby(q: NearbyQuery, now: Date): SQL {
  const within = sql`distance <= ${meters(q)}::float8`;
  const filter = timeFilterOf(q);
  const id = sql.raw('candidates.id');
  if (q.sort !== 'soonest') {
    const free = asksForTime(filter)
      ? timeFilterCondition(id, { ...filter, online: false }, now)
      : undefined;
    return sql`SELECT *, NULL::timestamptz AS next_at FROM (${candidates(q)}) AS candidates
      WHERE ${within}${free ? sql` AND ${free}` : sql``}`;
  }
  const key = soonestKey(id, filter, now);
  const inner = sql`SELECT candidates.*, ${key} AS next_at FROM (${candidates(q)}) AS candidates
    WHERE ${within} OFFSET 0`;
  return asksForTime(filter)
    ? sql`SELECT * FROM (${inner}) AS timed WHERE next_at IS NOT NULL`
    : inner;
}

/**
 * One page of a radius search as a single statement: the inner query ranks only ids (featured
 * first, then nearest, then id, so pages never overlap) and counts every match in the same pass;
 * the outer one fetches the page's rows by primary key. Exported so the query-plan test and the
 * benchmark run exactly what the API runs.
 */
export function nearbyQuery(db: Db, q: NearbyQuery, now = new Date()) {
  // Featured businesses stay first in every order (decision 042); then nearest, soonest free (none
  // last, then nearest) or best rated (unrated last, more reviews before fewer on a tie), then id
  // so pages never overlap.
  const keys = {
    distance: ['featured DESC', 'distance', 'id'],
    soonest: ['featured DESC', 'next_at ASC NULLS LAST', 'distance', 'id'],
    rating: ['featured DESC', 'stars DESC NULLS LAST', 'reviews DESC', 'distance', 'id'],
  }[q.sort];
  const order = sql.raw(keys.join(', '));
  const outerOrder = sql.raw(keys.map((k) => `ranked.${k}`).join(', '));
  const ranked = sql`(
    SELECT id, featured, distance, stars, reviews, next_at, count(*) OVER () AS total
    FROM (${nearby(q, now)}) AS near
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
export async function countNearby(db: Db, q: NearbyQuery, now = new Date()): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(sql`(${nearby(q, now)}) AS near`);
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
  now: Date,
): Promise<{ hits: NearbyHit[]; total: number }> {
  const rows = await nearbyQuery(db, q, now);
  const hits = rows.map((r) => ({ row: r.company, meters: r.distance }));
  // A page past the end has no row to carry the count.
  const total = rows.length > 0 ? rows[0].total : q.page > 1 ? await countNearby(db, q, now) : 0;
  return { hits, total };
}

/**
 * One page of every business (GET /company/lists, the /companies page): as companies/data.ts
 * pages them, narrowed by the time filter.
 */
export function listedCompanies(db: Db, q: ListsQuery, now: Date) {
  return pageCompanies(db, q, undefined, timeFilterCondition(companies.id, timeFilterOf(q), now));
}

/**
 * Businesses as a list shows them, each with its next free online time matching the query's day
 * and part of day (decision 060); `viewer` (null: a visitor) learns their own likes only.
 */
async function listedViews(
  db: Db,
  rows: CompanyRow[],
  filter: TimeFilter,
  viewer: string | null,
  now: Date,
) {
  const views = await companyViews(db, rows, viewer, now);
  const next = await nextAvailableOf(db, views, filter, { now, viewer });
  return views.map((v) => ({ view: v, next: presentNextAvailable(next.get(v._id)) }));
}

/**
 * A page of the radius search as GET /company answers it, and how many match in all: for the API
 * and for the /find page the server draws (decision 065).
 */
export async function nearbyPage(db: Db, q: NearbyQuery, viewer: string | null, now: Date) {
  const { hits, total } = await nearbyCompanies(db, q, now);
  const rows = hits.map((h) => h.row);
  const shown = await listedViews(db, rows, timeFilterOf(q), viewer, now);
  const items = shown.map(({ view, next }, i) => presentNearby(view, hits[i].meters, next));
  return { items, total };
}

/** A page of every business as GET /company/lists answers it (the /companies page). */
export async function listsPage(db: Db, q: ListsQuery, viewer: string | null, now: Date) {
  const { rows, total } = await listedCompanies(db, q, now);
  const shown = await listedViews(db, rows, timeFilterOf(q), viewer, now);
  return { items: shown.map(({ view, next }) => presentListed(view, next)), total };
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
