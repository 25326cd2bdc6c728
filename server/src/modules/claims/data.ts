import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { claims } from '../../db/schema/discovery.ts';

/** Claims with the business and the person they name, as the claim lists show them. */
function claimsWhere(db: Db, where: SQL | undefined) {
  return db
    .select({
      claim: claims,
      company: {
        id: companies.id,
        name: companies.name,
        email: companies.email,
        phone: companies.phone,
      },
      user: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        phone: users.phone,
      },
    })
    .from(claims)
    .innerJoin(companies, eq(companies.id, claims.companyId))
    .innerJoin(users, eq(users.id, claims.userId))
    .where(where)
    .orderBy(desc(claims.createdAt), desc(claims.id));
}

export type ClaimDetails = Awaited<ReturnType<typeof claimsWhere>>[number];

export async function findClaim(db: Db, id: string): Promise<ClaimDetails | undefined> {
  const [row] = await claimsWhere(db, eq(claims.id, id));
  return row;
}

/**
 * One page of a user's claims (of one business, when `companyId` is given), newest first; `total`
 * counts them all. A claim goes with its business and its user (on delete cascade), so the claims
 * alone count them.
 */
export async function claimsOf(db: Db, userId: string, q: Paging, companyId?: string) {
  const where = and(
    eq(claims.userId, userId),
    companyId ? eq(claims.companyId, companyId) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    claimsWhere(db, where).limit(q.limit).offset(offsetOf(q)),
    db.select({ n: count() }).from(claims).where(where),
  ]);
  return { rows, total: n };
}
