import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { offsetOf, type PageQuery, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { likePattern } from '../../db/like.ts';
import { prepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type CompanyRow,
  companies,
  type ServiceRow,
  services,
} from '../../db/schema/companies.ts';
import { companyFollows, companyLikes } from '../../db/schema/discovery.ts';
import { type ClosureRow, companyClosures } from '../../db/schema/closures.ts';
import {
  CLOSURES_SHOWN_DAYS,
  closureHoursOn,
  type DayHoursOn,
  upcomingClosures,
} from '@slotmap/domain/closures';
import { addDays, localDate } from '@slotmap/domain/zoned-time';
import type { CompanyView } from '@slotmap/domain/company-view';
import { closureOf, presentClosure, presentCompany } from './present.ts';
import { REVIEW_PAGE_SIZE } from '@slotmap/domain/reviews';
import { firstReviewsOf, ratingsOf } from '../reviews/data.ts';
import type { ReviewParts } from '../reviews/present.ts';

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findService(db: Db, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return row;
}

/** A business's live services, oldest first (the order the owner added them). */
export function servicesOf(db: Db, companyId: string): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(and(eq(services.companyId, companyId), isNull(services.retiredAt)))
    .orderBy(services.createdAt, services.id);
}

/**
 * A business and one of its services in one statement: no row when there is no such business,
 * a null service when the service does not exist, belongs to another business or is retired (it
 * takes no new bookings).
 */
export async function findCompanyService(db: Db, companyId: string, serviceId: string) {
  const [row] = await companyServiceStatement(db).execute({ companyId, serviceId });
  return row;
}

/** Every booking reads its business and service: built once (decision 064). */
const companyServiceStatement = prepared('company_service', (db) =>
  db
    .select({ company: companies, service: services })
    .from(companies)
    .leftJoin(
      services,
      and(
        eq(services.id, sql.placeholder('serviceId')),
        eq(services.companyId, companies.id),
        isNull(services.retiredAt),
      ),
    )
    .where(eq(companies.id, sql.placeholder('companyId')))
    .limit(1),
);

/** How many people like and follow a business, and whether the viewer is among them. */
export interface ReactionSummary {
  likes: number;
  follows: number;
  viewerLikes: boolean;
  viewerFollows: boolean;
}

/** The reactions of these businesses by id; a business nobody reacted to is missing. */
export type CompanyReactions = Map<string, ReactionSummary>;

/** What a business is presented with besides its own row. */
export interface CompanyRelations {
  services: ServiceRow[];
  reactions: CompanyReactions;
  /** Each business's closures of the next 90 days, soonest first (none when left out). */
  closures?: Map<string, ClosureRow[]>;
  /** Each business's first page of shown reviews, and its stars (none when left out). */
  reviews?: Map<string, ReviewParts[]>;
  ratings?: Map<string, { sum: number; count: number }>;
}

/**
 * A service row as one JSON object, built from the table's own columns so none is missed; the
 * price goes as text, so "80.50" stays as the driver reads it. `serviceFromJson` reads it back.
 */
const serviceColumns = Object.entries(getTableColumns(services));
const serviceJson = sql.raw(
  `json_build_object(${serviceColumns
    .map(([, c]) => `'${c.name}', s.${c.name}${c.columnType === 'PgNumeric' ? '::text' : ''}`)
    .join(', ')})`,
);

function serviceFromJson(json: Record<string, unknown>): ServiceRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of serviceColumns) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as ServiceRow;
}

/**
 * Services (oldest first, the order the owner added them), likes and followers of these
 * businesses, as counts and the viewer's own (null: a visitor), in one statement however many
 * businesses there are. Who else likes or follows a business is never read.
 */
export function relationsOf(
  db: Db,
  companyIds: string[],
  viewer: string | null,
): Promise<CompanyRelations> {
  return readRelations(db, companyIds, viewer, true);
}

/** Likes and followers only, as relationsOf reads them. */
export async function reactionsOf(
  db: Db,
  companyIds: string[],
  viewer: string | null,
): Promise<CompanyReactions> {
  return (await readRelations(db, companyIds, viewer, false)).reactions;
}

async function readRelations(
  db: Db,
  companyIds: string[],
  viewer: string | null,
  withServices: boolean,
): Promise<CompanyRelations> {
  const reactions: CompanyReactions = new Map();
  if (companyIds.length === 0) return { services: [], reactions };
  const ids = sql.join(
    companyIds.map((id) => sql`${id}`),
    sql`, `,
  );
  // Without a viewer there is nobody to look for.
  const mine = (table: typeof companyLikes | typeof companyFollows) =>
    viewer
      ? sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.companyId} = c.id AND ${table.userId} = ${viewer}::uuid)`
      : sql`false`;
  const result = await db.execute(sql`
    SELECT c.id AS company_id,
      ${
        withServices
          ? sql`(SELECT coalesce(json_agg(${serviceJson} ORDER BY s.created_at, s.id), '[]'::json)
              FROM ${services} s WHERE s.company_id = c.id AND s.retired_at IS NULL)`
          : sql`'[]'::json`
      } AS services,
      (SELECT count(*)::int FROM ${companyLikes} WHERE ${companyLikes.companyId} = c.id) AS likes,
      (SELECT count(*)::int FROM ${companyFollows} WHERE ${companyFollows.companyId} = c.id) AS follows,
      ${mine(companyLikes)} AS my_like, ${mine(companyFollows)} AS my_follow
    FROM unnest(ARRAY[${ids}]::uuid[]) AS c(id)`);
  const serviceRows: ServiceRow[] = [];
  for (const r of rowsOf(result)) {
    for (const json of r.services as Record<string, unknown>[])
      serviceRows.push(serviceFromJson(json));
    const summary = {
      likes: Number(r.likes),
      follows: Number(r.follows),
      viewerLikes: r.my_like === true,
      viewerFollows: r.my_follow === true,
    };
    if (summary.likes > 0 || summary.follows > 0) reactions.set(String(r.company_id), summary);
  }
  return { services: serviceRows, reactions };
}

/** One page of the owner's businesses, newest first; `total` counts them all. */
export async function companiesOwnedBy(db: Db, userId: string, q: Paging) {
  const mine = eq(companies.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(mine)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(companies).where(mine),
  ]);
  return { rows, total: n };
}

/**
 * One page of businesses (all of them, or one owner's), matching `search` in the name, city or
 * category, featured first and then newest first, and the count of every match. Each searched
 * column has a trigram index, so a search reads the matches, not the table. `also` narrows it
 * further (the list's day and part-of-day filters). Exported so the query-plan test runs exactly
 * what the API runs.
 */
export function companyPageQueries(db: Db, q: PageQuery, ownerId?: string, also?: SQL) {
  const filters: (SQL | undefined)[] = [ownerId ? eq(companies.userId, ownerId) : undefined, also];
  if (q.search) {
    const p = likePattern(q.search);
    filters.push(
      or(
        ilike(companies.name, p),
        ilike(companies.city, p),
        ilike(companies.category, p),
        ilike(companies.subcategory, p),
      ),
    );
  }
  const where = and(...filters);
  return {
    rows: db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.isFeatured), desc(companies.createdAt), desc(companies.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    total: db.select({ n: count() }).from(companies).where(where),
  };
}

export async function pageCompanies(db: Db, q: PageQuery, ownerId?: string, also?: SQL) {
  const queries = companyPageQueries(db, q, ownerId, also);
  const [rows, [{ n }]] = await Promise.all([queries.rows, queries.total]);
  return { rows, total: n };
}

/**
 * Businesses with their services and reaction counts, in three queries however many there are;
 * `viewer` (null: a visitor) learns whether they like and follow each one, and nothing of others.
 */
export async function companyViews(
  db: Db,
  rows: CompanyRow[],
  viewer: string | null,
  /** Whose today the closures of the next 90 days start from. */
  now = new Date(),
): Promise<CompanyView[]> {
  const ids = rows.map((r) => r.id);
  const [related, closures, reviews, ratings] = await Promise.all([
    relationsOf(db, ids, viewer),
    shownClosuresOf(db, rows, now),
    firstReviewsOf(db, ids, REVIEW_PAGE_SIZE),
    ratingsOf(db, ids),
  ]);
  return rows.map((r) => presentCompany(r, { ...related, closures, reviews, ratings }, viewer));
}

/** A business's closures, soonest first: at most MAX_CLOSURES, so never a long list. */
export function closuresOf(db: Db, companyId: string): Promise<ClosureRow[]> {
  return closuresStatement(db).execute({ companyId });
}

/** Read by every booking and slots answer: built once (decision 064). */
const closuresStatement = prepared('company_closures', (db) =>
  db
    .select()
    .from(companyClosures)
    .where(eq(companyClosures.companyId, sql.placeholder('companyId')))
    .orderBy(companyClosures.fromDate),
);

/** GET /company/{id}/closures: those that still matter today in the business's zone. */
export async function upcomingClosuresOf(db: Db, company: CompanyRow, now: Date) {
  const today = localDate(now.getTime(), company.timeZone);
  const rows = await closuresOf(db, company.id);
  return upcomingClosures(rows.map(withClosure), today, Number.POSITIVE_INFINITY).map((c) =>
    presentClosure(c.row),
  );
}

/**
 * The per-date hours a business's closures give, for slots, bookings and waitlist offers
 * (slots.ts `hoursOn`). Read beside the business under the caller's lock, so a closure saved
 * under it is seen.
 */
export async function closureHoursOf(db: Db, companyId: string): Promise<DayHoursOn> {
  return closureHoursOn((await closuresOf(db, companyId)).map(closureOf));
}

/** The closures each business shows in its answer: from its today to 90 days on. */
async function shownClosuresOf(db: Db, rows: CompanyRow[], now: Date) {
  const shown = new Map<string, ClosureRow[]>();
  if (rows.length === 0) return shown;
  // Every zone's today lies within a day of UTC's; each business's own today trims after.
  const utcToday = localDate(now.getTime(), 'UTC');
  const found = await db
    .select()
    .from(companyClosures)
    .where(
      and(
        inArray(
          companyClosures.companyId,
          rows.map((r) => r.id),
        ),
        gte(companyClosures.toDate, addDays(utcToday, -1)),
        lte(companyClosures.fromDate, addDays(utcToday, CLOSURES_SHOWN_DAYS + 1)),
      ),
    )
    .orderBy(companyClosures.fromDate);
  for (const r of rows) {
    const today = localDate(now.getTime(), r.timeZone);
    const own = found.filter((c) => c.companyId === r.id).map(withClosure);
    shown.set(
      r.id,
      upcomingClosures(own, today).map((c) => c.row),
    );
  }
  return shown;
}

const withClosure = (row: ClosureRow) => ({ ...closureOf(row), row });

/**
 * Whether the business `companyId` names (a column or value of the caller's query) has a live
 * service booked online: the "Books online" filter, over services_company_idx.
 */
export const booksOnline = (companyId: SQLWrapper): SQL =>
  sql`EXISTS (SELECT 1 FROM ${services} WHERE ${services.companyId} = ${companyId}
    AND ${services.bookOnline} AND ${services.retiredAt} IS NULL)`;

/** What a business's free times are made of: its week, zone, closures and live online services. */
export interface OnlineBookingSetup {
  timeZone: string;
  storeHours: CompanyRow['storeHours'];
  hoursOn: DayHoursOn;
  /** Oldest first, the order the business lists them. */
  services: ServiceRow[];
}

/**
 * A business's online booking setup in one statement, for the free-time summary that is kept in
 * the transaction of every change; undefined when there is no such business.
 */
export async function onlineBookingSetup(
  db: Db,
  companyId: string,
): Promise<OnlineBookingSetup | undefined> {
  const closureJson = sql`json_build_object('from', cc.from_date, 'to', cc.to_date, 'reason', '',
    'start_time', cc.start_time, 'end_time', cc.end_time)`;
  const [row] = rowsOf(
    await db.execute(sql`
      SELECT c.time_zone, c.store_hours,
        (SELECT coalesce(json_agg(${serviceJson} ORDER BY s.created_at, s.id), '[]'::json)
          FROM ${services} s
          WHERE s.company_id = c.id AND s.book_online AND s.retired_at IS NULL) AS services,
        (SELECT coalesce(json_agg(${closureJson}), '[]'::json)
          FROM ${companyClosures} cc WHERE cc.company_id = c.id) AS closures
      FROM ${companies} c WHERE c.id = ${companyId}::uuid`),
  );
  if (!row) return undefined;
  const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return {
    timeZone: String(row.time_zone),
    storeHours: json(row.store_hours),
    hoursOn: closureHoursOn(json(row.closures)),
    services: (json(row.services) as Record<string, unknown>[]).map(serviceFromJson),
  };
}

/** The ids of every business with a live service booked online. */
export async function companiesBookingOnline(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ id: services.companyId })
    .from(services)
    .where(and(eq(services.bookOnline, true), isNull(services.retiredAt)));
  return rows.map((r) => r.id);
}
