import { count, type SQL, sql } from 'drizzle-orm';
import { METERS_PER_MILE } from '@slotmap/domain/map';
import type { Db } from '../../db/connection.ts';
import { likePattern } from '../../db/like.ts';
import { asPlaceholders, type Bind, boundTo, preparedShapes } from '../../db/prepared.ts';
import { qualified } from '../../db/rows.ts';
import { companies } from '../../db/schema/companies.ts';
import { reviews } from '../../db/schema/reviews.ts';
import {
  asksForTime,
  digestStillFree,
  digestUntil,
  firstFreeDaysJson,
  soonestKey,
  type TimeFilter,
  type TimeShape,
  timeFilterCondition,
  timeShapeOf,
  timeValues,
} from '../availability/data.ts';
import { booksOnline, relationFields, shownCompanyColumns, viewValues } from '../companies/data.ts';
import type { NearbyQuery } from './schemas.ts';

// The radius search's page as one statement (decision 067), built once for each shape of query.

const meters = (q: NearbyQuery) => q.miles * METERS_PER_MILE;

/**
 * What a radius search's statement text depends on; everything else is a value, bound by name
 * (nearbyValues), so each shape is built and prepared once (decision 067).
 */
interface NearbyShape {
  sort: NearbyQuery['sort'];
  search: boolean;
  cat: boolean;
  subcategory: boolean;
  time: TimeShape;
}

const nearbyShape = (q: NearbyQuery): NearbyShape => ({
  sort: q.sort,
  search: Boolean(q.search),
  cat: Boolean(q.cat),
  subcategory: Boolean(q.subcategory),
  time: timeShapeOf(timeFilterOf(q)),
});

/** The values of a radius search's statement, as its shape names them. */
function nearbyValues(q: NearbyQuery, now: Date, viewer: string | null) {
  return {
    lat: q.lat,
    lng: q.lng,
    meters: meters(q),
    search: likePattern(q.search),
    cat: q.cat,
    subcategory: q.subcategory,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
    ...timeValues(timeFilterOf(q), now),
    ...viewValues(viewer, now),
  };
}

/**
 * Every business in the radius search's box, with its distance in meters. `earth_box` over the
 * GiST index `companies_earth_idx` finds them (a cube around the circle); the caller trims them to
 * the circle with `distance <= meters`. Both use earthdistance's sphere, so the index and the exact
 * test agree on what "inside" means. `OFFSET 0` keeps PostgreSQL from folding this query into
 * the outer one, which would compute the distance once more for every sorted row instead of once
 * per candidate.
 */
function candidates(shape: NearbyShape, bind: Bind): SQL {
  const [lat, lng] = [sql`${bind('lat')}::float8`, sql`${bind('lng')}::float8`];
  const point = sql`ll_to_earth(${lat}, ${lng})`;
  const here = sql`ll_to_earth(${companies.lat}, ${companies.lng})`;
  const filters: SQL[] = [];
  // Name "contains", any case; an ILIKE pattern with % on both sides can use the trigram index.
  if (shape.search) filters.push(sql`${companies.name} ILIKE ${bind('search')}`);
  if (shape.cat) filters.push(sql`${companies.category} = ${bind('cat')}`);
  if (shape.subcategory) filters.push(sql`${companies.subcategory} = ${bind('subcategory')}`);
  if (shape.time.online) filters.push(booksOnline(companies.id));
  // The great-circle distance on earthdistance's own sphere (radius earth(), 6,378,168 m) by the
  // haversine formula: the same figure as earth_distance(), which PostgreSQL cannot inline and
  // which costs about twelve times as much per row.
  const distance = sql`2 * earth() * asin(sqrt(
      power(sin(radians(${companies.lat} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${companies.lat}))
        * power(sin(radians(${companies.lng} - ${lng}) / 2), 2)))`;
  // Sorting by rating reads each candidate's shown reviews over reviews_company_shown_idx.
  const stars =
    shape.sort === 'rating'
      ? sql`(SELECT avg(${reviews.rating}) FROM ${reviews}
          WHERE ${reviews.companyId} = ${companies.id} AND ${reviews.hiddenAt} IS NULL)`
      : sql`NULL::numeric`;
  const reviewCount =
    shape.sort === 'rating'
      ? sql`(SELECT count(*) FROM ${reviews}
          WHERE ${reviews.companyId} = ${companies.id} AND ${reviews.hiddenAt} IS NULL)`
      : sql`0::bigint`;
  // A day asked for is read from the digest on the business's own row (decision 070).
  const freeUntil = shape.time.day ? digestUntil(shape.time, bind) : sql`NULL::smallint`;
  return sql`
    SELECT ${companies.id} AS id, ${companies.isFeatured} AS featured,
      ${distance} AS distance, ${stars} AS stars, ${reviewCount} AS reviews,
      ${freeUntil} AS free_until
    FROM ${companies}
    WHERE ${here} <@ earth_box(${point}, ${bind('meters')}::float8)${sql.join(
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
 * soonest), read from the free-time summary by primary key, or whether it has a free time
 * matching the day and part of day (filtering): the digest each candidate brought for a day, the
 * summary by primary key for a part of any day. Only those left after the distance trim are
 * judged. Without either, the candidates as they are.
 */
function nearby(shape: NearbyShape, bind: Bind): SQL {
  const within = sql`distance <= ${bind('meters')}::float8`;
  const id = sql.raw('candidates.id');
  if (shape.sort !== 'soonest') {
    const free = shape.time.day
      ? digestStillFree(sql.raw('candidates.free_until'), bind)
      : asksForTime(shape.time)
        ? timeFilterCondition(id, { ...shape.time, online: false }, bind)
        : undefined;
    return sql`SELECT *, NULL::timestamptz AS next_at FROM (${candidates(shape, bind)}) AS candidates
      WHERE ${within}${free ? sql` AND ${free}` : sql``}`;
  }
  const key = soonestKey(id, shape.time, bind);
  const inner = sql`SELECT candidates.*, ${key} AS next_at
    FROM (${candidates(shape, bind)}) AS candidates WHERE ${within} OFFSET 0`;
  return asksForTime(shape.time)
    ? sql`SELECT * FROM (${inner}) AS timed WHERE next_at IS NOT NULL`
    : inner;
}

/**
 * One page of a radius search as a single statement: the inner query ranks only ids (featured
 * first, then nearest, then id, so pages never overlap) and counts every match in the same pass;
 * the outer one reads the page's businesses by primary key with everything they are answered
 * with (relationFields) and the first days their next free time may be on (firstFreeDaysJson).
 */
function nearbySelect(db: Db, shape: NearbyShape, bind: Bind) {
  // Featured businesses stay first in every order (decision 042); then nearest, soonest free (none
  // last, then nearest) or best rated (unrated last, more reviews before fewer on a tie), then id
  // so pages never overlap.
  const keys = {
    distance: ['featured DESC', 'distance', 'id'],
    soonest: ['featured DESC', 'next_at ASC NULLS LAST', 'distance', 'id'],
    rating: ['featured DESC', 'stars DESC NULLS LAST', 'reviews DESC', 'distance', 'id'],
  }[shape.sort];
  const order = sql.raw(keys.join(', '));
  const outerOrder = sql.raw(keys.map((k) => `ranked.${k}`).join(', '));
  const ranked = sql`(
    SELECT id, featured, distance, stars, reviews, next_at, count(*) OVER () AS total
    FROM (${nearby(shape, bind)}) AS near
    ORDER BY ${order}
    LIMIT ${bind('limit')} OFFSET ${bind('offset')}
  ) AS ranked`;
  const id = qualified(companies.id);
  return db
    .select({
      company: shownCompanyColumns,
      distance: sql<number>`ranked.distance`.mapWith(Number),
      total: sql<number>`ranked.total`.mapWith(Number),
      related: relationFields(id, bind),
      freeDays: firstFreeDaysJson(id, { ...shape.time, online: false }, bind),
    })
    .from(ranked)
    .innerJoin(companies, sql`${companies.id} = ranked.id`)
    .orderBy(outerOrder);
}

/**
 * A radius search's page statement with its values bound: what the API runs, as the query-plan
 * test explains it and the benchmark replays it.
 */
export const nearbyQuery = (
  db: Db,
  q: NearbyQuery,
  now = new Date(),
  viewer: string | null = null,
) => nearbySelect(db, nearbyShape(q), boundTo(nearbyValues(q, now, viewer)));

const nearbyStatement = preparedShapes('nearby', (db, shape: NearbyShape) =>
  nearbySelect(db, shape, asPlaceholders),
);

/** A page of the radius search as its statement reads it: each row a business and its parts. */
export const nearbyRows = (db: Db, q: NearbyQuery, now: Date, viewer: string | null) =>
  nearbyStatement(db, nearbyShape(q)).execute(nearbyValues(q, now, viewer));

/** How many businesses a radius search matches. */
export async function countNearby(db: Db, q: NearbyQuery, now = new Date()): Promise<number> {
  const bind = boundTo(nearbyValues(q, now, null));
  const [{ n }] = await db
    .select({ n: count() })
    .from(sql`(${nearby(nearbyShape(q), bind)}) AS near`);
  return n;
}
