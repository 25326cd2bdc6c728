import { offsetOf, type PageQuery } from '@slotmap/domain/paging';
import { and, count, desc, eq, ilike, max, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { type FeaturedPlanRow, featuredPlans } from '../../db/schema/listings.ts';
import { likePattern } from '../../db/like.ts';

/** A business as the feature-listing calls show it, with its owner's unused free months. */
export async function findPlanCompany(db: Db, id: string) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      isFeatured: companies.isFeatured,
      userId: companies.userId,
      freeMonths: sql<number>`coalesce(${users.freeMonths}, 0)`.mapWith(Number),
    })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.userId))
    .where(eq(companies.id, id))
    .limit(1);
  return row;
}
export type PlanCompany = NonNullable<Awaited<ReturnType<typeof findPlanCompany>>>;

/** Every plan of a business, newest first. */
export function plansOf(db: Db, companyId: string): Promise<FeaturedPlanRow[]> {
  return db
    .select()
    .from(featuredPlans)
    .where(eq(featuredPlans.companyId, companyId))
    .orderBy(desc(featuredPlans.createdAt), desc(featuredPlans.id));
}

export async function findPlan(db: Db, id: string): Promise<FeaturedPlanRow | undefined> {
  const [row] = await db.select().from(featuredPlans).where(eq(featuredPlans.id, id)).limit(1);
  return row;
}

export async function findPlanByIntent(
  db: Db,
  intentId: string,
): Promise<FeaturedPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(featuredPlans)
    .where(eq(featuredPlans.paymentIntentId, intentId))
    .limit(1);
  return row;
}

/** The plan a browser's purchase key started for this business, if any. */
export async function findPlanByKey(
  db: Db,
  companyId: string,
  key: string,
): Promise<FeaturedPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(featuredPlans)
    .where(and(eq(featuredPlans.companyId, companyId), eq(featuredPlans.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** When the business's latest active plan ends (null without one). */
export async function latestActiveEnd(db: Db, companyId: string): Promise<Date | null> {
  const [row] = await db
    .select({ end: max(featuredPlans.endDate) })
    .from(featuredPlans)
    .where(and(eq(featuredPlans.companyId, companyId), eq(featuredPlans.status, 'active')));
  return row?.end ?? null;
}

/** Whether the business has used its one free month. */
export async function hasUsedFreeMonth(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: featuredPlans.id })
    .from(featuredPlans)
    .where(and(eq(featuredPlans.companyId, companyId), eq(featuredPlans.freeMonth, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * One page of every business's plans in one state (`current`: pending and active; `inactive`),
 * newest first, with their business; `search` matches the business's name. For the admins' lists.
 */
export async function pagePlans(db: Db, state: 'current' | 'inactive', q: PageQuery) {
  const where = and(
    state === 'inactive'
      ? eq(featuredPlans.status, 'inactive')
      : ne(featuredPlans.status, 'inactive'),
    q.search ? ilike(companies.name, likePattern(q.search)) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ plan: featuredPlans, company: companies })
      .from(featuredPlans)
      .innerJoin(companies, eq(companies.id, featuredPlans.companyId))
      .where(where)
      .orderBy(desc(featuredPlans.createdAt), desc(featuredPlans.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(featuredPlans)
      .innerJoin(companies, eq(companies.id, featuredPlans.companyId))
      .where(where),
  ]);
  return { rows, total: n };
}
export type PlanWithCompany = Awaited<ReturnType<typeof pagePlans>>['rows'][number];
