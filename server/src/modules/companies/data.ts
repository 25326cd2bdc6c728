import {
  and,
  count,
  desc,
  eq,
  ilike,
  isNull,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import { offsetOf, type PageQuery, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { jsonValue, rowFromJson, rowJson } from '../../db/json-rows.ts';
import { likePattern } from '../../db/like.ts';
import { prepared } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type CompanyRow,
  companies,
  type ServiceRow,
  services,
} from '../../db/schema/companies.ts';
import { type ClosureRow, companyClosures } from '../../db/schema/closures.ts';
import { closureHoursOn, type DayHoursOn, upcomingClosures } from '@slotmap/domain/closures';
import { localDate } from '@slotmap/domain/zoned-time';
import { closureOf, presentClosure } from './present.ts';

export {
  companyViews,
  findCompanyView,
  reactionsOf,
  relationFields,
  type Related,
  companyViewOf,
  shownCompanyColumns,
  viewValues,
} from './company-views.ts';

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

/** A business whose name, city, category or subcategory contains the ILIKE `pattern`. */
export const companySearch = (pattern: SQL): SQL =>
  sql`(${or(
    ilike(companies.name, pattern),
    ilike(companies.city, pattern),
    ilike(companies.category, pattern),
    ilike(companies.subcategory, pattern),
  )})`;

/**
 * One page of businesses (all of them, or one owner's), matching `search` in the name, city or
 * category, featured first and then newest first, and the count of every match. Each searched
 * column has a trigram index, so a search reads the matches, not the table. `also` narrows it
 * further (the list's day and part-of-day filters). Exported so the query-plan test runs exactly
 * what the API runs.
 */
export function companyPageQueries(db: Db, q: PageQuery, ownerId?: string, also?: SQL) {
  const filters: (SQL | undefined)[] = [ownerId ? eq(companies.userId, ownerId) : undefined, also];
  if (q.search) filters.push(companySearch(sql`${likePattern(q.search)}`));
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
        (SELECT coalesce(json_agg(${rowJson(services, 's')} ORDER BY s.created_at, s.id), '[]'::json)
          FROM ${services} s
          WHERE s.company_id = c.id AND s.book_online AND s.retired_at IS NULL) AS services,
        (SELECT coalesce(json_agg(${closureJson}), '[]'::json)
          FROM ${companyClosures} cc WHERE cc.company_id = c.id) AS closures
      FROM ${companies} c WHERE c.id = ${companyId}::uuid`),
  );
  if (!row) return undefined;
  return {
    timeZone: String(row.time_zone),
    storeHours: jsonValue(row.store_hours),
    hoursOn: closureHoursOn(jsonValue(row.closures)),
    services: jsonValue<Record<string, unknown>[]>(row.services).map((j) =>
      rowFromJson<ServiceRow>(services, j),
    ),
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
