import { desc, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { likePattern } from '../../db/like.ts';
import { asPlaceholders, type Bind, boundTo, preparedShapes } from '../../db/prepared.ts';
import { qualified } from '../../db/rows.ts';
import { companies } from '../../db/schema/companies.ts';
import {
  firstFreeDaysJson,
  type TimeShape,
  timeFilterCondition,
  timeShapeOf,
  timeValues,
} from '../availability/data.ts';
import {
  companySearch,
  relationFields,
  shownCompanyColumns,
  viewValues,
} from '../companies/data.ts';
import { timeFilterOf } from './nearby-statement.ts';
import type { ListsQuery } from './schemas.ts';

// GET /company/lists' page as one statement (decision 067), built once for each shape of query.

/** What GET /company/lists' statement text depends on. */
interface ListsShape {
  search: boolean;
  time: TimeShape;
}

/**
 * One page of every business (GET /company/lists, the /companies page) as companies/data.ts pages
 * them, narrowed by the time filter, with everything each is answered with and how many match
 * (the count a subquery run once, over the same filters).
 */
function listsSelect(db: Db, shape: ListsShape, bind: Bind) {
  const id = qualified(companies.id);
  const filters = [
    shape.search ? companySearch(bind('search')) : undefined,
    timeFilterCondition(id, shape.time, bind),
  ].filter((f): f is SQL => f !== undefined);
  const where = filters.length > 0 ? sql` WHERE ${sql.join(filters, sql` AND `)}` : sql``;
  return db
    .select({
      company: shownCompanyColumns,
      total: sql<number>`(SELECT count(*)::int FROM ${companies}${where})`,
      related: relationFields(id, bind),
      freeDays: firstFreeDaysJson(id, { ...shape.time, online: false }, bind),
    })
    .from(companies)
    .where(filters.length > 0 ? sql.join(filters, sql` AND `) : undefined)
    .orderBy(desc(companies.isFeatured), desc(companies.createdAt), desc(companies.id))
    .limit(bind('limit') as unknown as number)
    .offset(bind('offset') as unknown as number);
}

const listsShape = (q: ListsQuery): ListsShape => ({
  search: Boolean(q.search),
  time: timeShapeOf(timeFilterOf(q)),
});

function listsValues(q: ListsQuery, now: Date, viewer: string | null) {
  return {
    search: likePattern(q.search),
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
    ...timeValues(timeFilterOf(q), now),
    ...viewValues(viewer, now),
  };
}

/** GET /company/lists' page statement with its values bound, as the query-plan test explains it. */
export const listsQuery = (db: Db, q: ListsQuery, now: Date, viewer: string | null = null) =>
  listsSelect(db, listsShape(q), boundTo(listsValues(q, now, viewer)));

// A search's best plan depends on how many businesses it matches: planned on every run.
const listsStatement = preparedShapes(
  'company_lists',
  (db, shape: ListsShape) => listsSelect(db, shape, asPlaceholders),
  (shape) => shape.search,
);

/** A page of every business as its statement reads it, and how many match in all. */
export async function listsRows(db: Db, q: ListsQuery, now: Date, viewer: string | null) {
  const rows = await listsStatement(db, listsShape(q)).execute(listsValues(q, now, viewer));
  // A page past the end has no row to carry the count.
  const total =
    rows.length > 0
      ? rows[0].total
      : q.page > 1
        ? ((await listsQuery(db, { ...q, page: 1, limit: 1 }, now))[0]?.total ?? 0)
        : 0;
  return { rows, total };
}
