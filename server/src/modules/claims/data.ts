import { desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { claims } from '../../db/schema/discovery.ts';

/** A claim with the business and the person it names, as the claim lists show them. */
function claimsWhere(db: Db, where: SQL) {
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

/** A user's claims, newest first. */
export function claimsOf(db: Db, userId: string): Promise<ClaimDetails[]> {
  return claimsWhere(db, eq(claims.userId, userId));
}
