import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { PageQuery } from '@slotmap/domain/company-payloads';
import type { Db } from '../../db/connection.ts';
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

/** Who likes, or follows, which business. */
export interface ReactionRow {
  companyId: string;
  userId: string;
}

/** The likes and the followers ("Notify Me!") of these businesses, oldest first. */
export interface CompanyReactions {
  likes: ReactionRow[];
  follows: ReactionRow[];
}

/** What a business is presented with besides its own row. */
export interface CompanyRelations extends CompanyReactions {
  services: ServiceRow[];
}

/** The services of these businesses, oldest first (the order the owner added them). */
function servicesFor(db: Db, companyIds: string[]) {
  return db
    .select()
    .from(services)
    .where(inArray(services.companyId, companyIds))
    .orderBy(asc(services.createdAt), asc(services.id));
}

/** Likes and followers of these businesses, in two queries however many businesses there are. */
export async function reactionsOf(db: Db, companyIds: string[]): Promise<CompanyReactions> {
  if (companyIds.length === 0) return { likes: [], follows: [] };
  const [likes, follows] = await Promise.all([
    db
      .select({ companyId: companyLikes.companyId, userId: companyLikes.userId })
      .from(companyLikes)
      .where(inArray(companyLikes.companyId, companyIds))
      .orderBy(asc(companyLikes.createdAt), asc(companyLikes.userId)),
    db
      .select({ companyId: companyFollows.companyId, userId: companyFollows.userId })
      .from(companyFollows)
      .where(inArray(companyFollows.companyId, companyIds))
      .orderBy(asc(companyFollows.createdAt), asc(companyFollows.userId)),
  ]);
  return { likes, follows };
}

/** Services, likes and followers of these businesses, in three queries however many there are. */
export async function relationsOf(db: Db, companyIds: string[]): Promise<CompanyRelations> {
  if (companyIds.length === 0) return { services: [], likes: [], follows: [] };
  const [serviceRows, reactions] = await Promise.all([
    servicesFor(db, companyIds),
    reactionsOf(db, companyIds),
  ]);
  return { services: serviceRows, ...reactions };
}

/** The owner's businesses, newest first. */
export function companiesOwnedBy(db: Db, userId: string) {
  return db
    .select()
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(desc(companies.createdAt), desc(companies.id));
}

/** `%`, `_` and `\` typed in a search box are meant literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One page of businesses (all of them, or one owner's), matching `search` in the name, city or
 * category, featured first and then newest first; `total` counts every match.
 */
export async function pageCompanies(db: Db, q: PageQuery, ownerId?: string) {
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
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(where)
      .orderBy(desc(companies.isFeatured), desc(companies.createdAt), desc(companies.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: n };
}
