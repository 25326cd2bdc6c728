import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { offsetOf, type PageQuery, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  type CompanyRow,
  companies,
  type ServiceRow,
  services,
} from '../../db/schema/companies.ts';
import { companyFollows, companyLikes } from '../../db/schema/discovery.ts';

export async function findCompany(db: Db, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row;
}

export async function findService(db: Db, id: string) {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  return row;
}

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
}

/** The services of these businesses, oldest first (the order the owner added them). */
function servicesFor(db: Db, companyIds: string[]) {
  return db
    .select()
    .from(services)
    .where(inArray(services.companyId, companyIds))
    .orderBy(asc(services.createdAt), asc(services.id));
}

/**
 * Likes and followers of these businesses, as counts and the viewer's own (null: a visitor), in
 * one statement however many businesses there are. Who else likes a business is never read.
 */
export async function reactionsOf(
  db: Db,
  companyIds: string[],
  viewer: string | null,
): Promise<CompanyReactions> {
  const reactions: CompanyReactions = new Map();
  if (companyIds.length === 0) return reactions;
  const ids = sql.join(
    companyIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  // Without a viewer there is nobody to look for.
  const mine = (table: typeof companyLikes | typeof companyFollows) =>
    viewer ? sql`(${table.userId} = ${viewer}::uuid)` : sql`false`;
  const result = await db.execute(sql`
    SELECT company_id, sum(liked)::int AS likes, sum(followed)::int AS follows,
      bool_or(my_like) AS my_like, bool_or(my_follow) AS my_follow
    FROM (
      SELECT ${companyLikes.companyId} AS company_id, 1 AS liked, 0 AS followed,
        ${mine(companyLikes)} AS my_like, false AS my_follow
      FROM ${companyLikes} WHERE ${companyLikes.companyId} IN (${ids})
      UNION ALL
      SELECT ${companyFollows.companyId}, 0, 1, false, ${mine(companyFollows)}
      FROM ${companyFollows} WHERE ${companyFollows.companyId} IN (${ids})
    ) AS reactions
    GROUP BY company_id`);
  for (const r of rowsOf(result))
    reactions.set(String(r.company_id), {
      likes: Number(r.likes),
      follows: Number(r.follows),
      viewerLikes: r.my_like === true,
      viewerFollows: r.my_follow === true,
    });
  return reactions;
}

/** Services, likes and followers of these businesses, in three queries however many there are. */
export async function relationsOf(
  db: Db,
  companyIds: string[],
  viewer: string | null,
): Promise<CompanyRelations> {
  if (companyIds.length === 0) return { services: [], reactions: new Map() };
  const [serviceRows, reactions] = await Promise.all([
    servicesFor(db, companyIds),
    reactionsOf(db, companyIds, viewer),
  ]);
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

/** `%`, `_` and `\` typed in a search box are meant literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One page of businesses (all of them, or one owner's), matching `search` in the name, city or
 * category, featured first and then newest first, and the count of every match. Each searched
 * column has a trigram index, so a search reads the matches, not the table. Exported so the
 * query-plan test runs exactly what the API runs.
 */
export function companyPageQueries(db: Db, q: PageQuery, ownerId?: string) {
  const filters: (SQL | undefined)[] = [ownerId ? eq(companies.userId, ownerId) : undefined];
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

export async function pageCompanies(db: Db, q: PageQuery, ownerId?: string) {
  const queries = companyPageQueries(db, q, ownerId);
  const [rows, [{ n }]] = await Promise.all([queries.rows, queries.total]);
  return { rows, total: n };
}
