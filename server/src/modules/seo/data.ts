import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { companies } from '../../db/schema/companies.ts';

/** How many businesses have a public page. */
export async function countCompanyPages(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(companies);
  return n;
}

/**
 * A slice of every business with a public page, in id order (the primary key's index, so a slice
 * reads only its own rows' keys), with when each last changed.
 */
export function companyPagesSlice(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ id: string; updatedAt: Date }[]> {
  if (limit <= 0) return Promise.resolve([]);
  return db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .orderBy(asc(companies.id))
    .limit(limit)
    .offset(offset);
}
