import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { CLOSURES_SHOWN_DAYS, upcomingClosures } from '@slotmap/domain/closures';
import type { CompanyView } from '@slotmap/domain/company-view';
import { REVIEW_PAGE_SIZE } from '@slotmap/domain/reviews';
import { addDays, localDate } from '@slotmap/domain/zoned-time';
import type { Db } from '../../db/connection.ts';
import { jsonValue, rowFromJson, rowJson } from '../../db/json-rows.ts';
import { asPlaceholders, type Bind, prepared } from '../../db/prepared.ts';
import { qualified } from '../../db/rows.ts';
import { type ClosureRow, companyClosures } from '../../db/schema/closures.ts';
import { companies, type ServiceRow, services } from '../../db/schema/companies.ts';
import { companyFollows, companyLikes } from '../../db/schema/discovery.ts';
import { reviewPartsOf, reviewsJson, starsJson, starsOf } from '../reviews/data.ts';
import { SHOWN_COMPANY_KEYS } from './columns.ts';
import {
  closureOf,
  type CompanyParts,
  presentCompany,
  type ReactionSummary,
  type ShownCompany,
} from './present.ts';

type ShownKey = (typeof SHOWN_COMPANY_KEYS)[number];

/** The columns a business's answer reads (presentCompany's ShownCompany). */
export const shownCompanyColumns = Object.fromEntries(
  SHOWN_COMPANY_KEYS.map((key) => [key, companies[key]]),
) as { [K in ShownKey]: (typeof companies)[K] };

/*
 * A business is answered with its services, its likes and followers (counted, and the viewer's
 * own), its closures of the next 90 days, its first reviews and its stars. Each is a subquery of
 * the statement that reads the business (or the page of businesses), so one statement answers
 * the business page and one the search's page (decision 067). Every statement here is built
 * once: the viewer and the closures' dates are placeholders.
 */

/** Likes and followers of the business `id` names: counts, and whether the viewer is among them. */
function reactionFields(id: SQLWrapper, bind: Bind) {
  const viewer = sql`${bind('viewer')}::uuid`;
  const count = (table: typeof companyLikes | typeof companyFollows) =>
    sql<number>`(SELECT count(*)::int FROM ${table} WHERE ${table.companyId} = ${id})`;
  const mine = (table: typeof companyLikes | typeof companyFollows) =>
    sql<boolean>`EXISTS (SELECT 1 FROM ${table}
      WHERE ${table.companyId} = ${id} AND ${table.userId} = ${viewer})`;
  return {
    likes: count(companyLikes),
    follows: count(companyFollows),
    myLike: mine(companyLikes),
    myFollow: mine(companyFollows),
  };
}

/**
 * Everything a business is answered with besides its own row, each a subquery on the business
 * `id` names (a column of the caller's statement, named with its table: qualified()). Its values: `viewer` (null for a visitor),
 * `closuresFrom` and `closuresTo` (viewValues).
 */
export function relationFields(id: SQLWrapper, bind: Bind) {
  return {
    services: sql<unknown>`(SELECT coalesce(json_agg(${rowJson(services, 's')}
        ORDER BY s.created_at, s.id), '[]'::json)
      FROM ${services} s WHERE s.company_id = ${id} AND s.retired_at IS NULL)`,
    ...reactionFields(id, bind),
    closures: sql<unknown>`(SELECT coalesce(json_agg(${rowJson(companyClosures, 'cc')}
        ORDER BY cc.from_date), '[]'::json)
      FROM ${companyClosures} cc WHERE cc.company_id = ${id}
        AND cc.to_date >= ${bind('closuresFrom')}::date AND cc.from_date <= ${bind('closuresTo')}::date)`,
    reviews: reviewsJson(id, sql.raw(String(REVIEW_PAGE_SIZE))),
    stars: starsJson(id),
  };
}

/** What relationFields read for one business. */
export type Related = Record<keyof ReturnType<typeof relationFields>, unknown>;

/**
 * The values of relationFields' placeholders. Every zone's today lies within a day of UTC's, so
 * the closures read span a day more on each side; each business's own today trims them after.
 */
export function viewValues(viewer: string | null, now: Date) {
  const utcToday = localDate(now.getTime(), 'UTC');
  return {
    viewer,
    closuresFrom: addDays(utcToday, -1),
    closuresTo: addDays(utcToday, CLOSURES_SHOWN_DAYS + 1),
  };
}

const reactionsRead = (r: Pick<Related, 'likes' | 'follows' | 'myLike' | 'myFollow'>) => ({
  likes: Number(r.likes),
  follows: Number(r.follows),
  viewerLikes: r.myLike === true,
  viewerFollows: r.myFollow === true,
});

/** The closures a business shows: from its own today to 90 days on, soonest first. */
function shownClosures(rows: ClosureRow[], timeZone: string, now: Date): ClosureRow[] {
  const today = localDate(now.getTime(), timeZone);
  return upcomingClosures(
    rows.map((row) => ({ ...closureOf(row), row })),
    today,
  ).map((c) => c.row);
}

function partsOf(company: ShownCompany, r: Related, now: Date): CompanyParts {
  const rows = <T>(json: unknown, table: Parameters<typeof rowFromJson>[0]) =>
    jsonValue<Record<string, unknown>[]>(json).map((j) => rowFromJson<T>(table, j));
  return {
    services: rows<ServiceRow>(r.services, services),
    reactions: reactionsRead(r),
    closures: shownClosures(rows<ClosureRow>(r.closures, companyClosures), company.timeZone, now),
    reviews: reviewPartsOf(r.reviews),
    stars: starsOf(r.stars),
  };
}

/** A business as the API shows it, from its row and what relationFields read beside it. */
export const companyViewOf = (
  company: ShownCompany,
  related: Related,
  viewer: string | null,
  now: Date,
): CompanyView => presentCompany(company, partsOf(company, related, now), viewer);

/** GET /company/{id}: the business and everything it is answered with, in one statement. */
const companyPageStatement = prepared('company_page', (db) =>
  db
    .select({
      company: shownCompanyColumns,
      related: relationFields(qualified(companies.id), asPlaceholders),
    })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('id')))
    .limit(1),
);

/** A business as its page shows it to `viewer` (null: a visitor); undefined when there is none. */
export async function findCompanyView(
  db: Db,
  id: string,
  viewer: string | null,
  now: Date,
): Promise<CompanyView | undefined> {
  const [row] = await companyPageStatement(db).execute({ id, ...viewValues(viewer, now) });
  return row && companyViewOf(row.company, row.related, viewer, now);
}

const relationsStatement = prepared('company_relations', (db) =>
  db
    .select({ id: sql<string>`c.id`, related: relationFields(sql`c.id`, asPlaceholders) })
    .from(sql`unnest(${sql.placeholder('ids')}::uuid[]) AS c(id)`),
);

/**
 * Businesses already read, answered as the API shows them to `viewer` (null: a visitor): what
 * each is answered with is read in one statement however many there are.
 */
export async function companyViews(
  db: Db,
  rows: ShownCompany[],
  viewer: string | null,
  now = new Date(),
): Promise<CompanyView[]> {
  if (rows.length === 0) return [];
  const found = await relationsStatement(db).execute({
    ids: rows.map((r) => r.id),
    ...viewValues(viewer, now),
  });
  const byId = new Map(found.map((f) => [f.id, f.related]));
  return rows.map((r) => companyViewOf(r, byId.get(r.id) as Related, viewer, now));
}

const reactionsStatement = prepared('company_reactions', (db) =>
  db
    .select(reactionFields(sql`c.id`, asPlaceholders))
    .from(sql`(SELECT ${sql.placeholder('id')}::uuid AS id) AS c`),
);

/** How many people like and follow a business, and whether the viewer is among them. */
export async function reactionsOf(
  db: Db,
  companyId: string,
  viewer: string | null,
): Promise<ReactionSummary> {
  const [row] = await reactionsStatement(db).execute({ id: companyId, viewer });
  return reactionsRead(row);
}
