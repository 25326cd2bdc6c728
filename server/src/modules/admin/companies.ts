import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';

/** Businesses with their owners' names and contact, as the admin's Business List shows them. */
export async function withOwners(db: Db, rows: CompanyRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))];
  const owners =
    ids.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
            phone: users.phone,
          })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(owners.map((o) => [o.id, o]));
  return rows.map((c) => {
    const o = c.userId ? byId.get(c.userId) : undefined;
    return {
      _id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      website: c.website,
      location: {
        street_address: c.streetAddress,
        city: c.city,
        province: c.province,
        postal: c.postal,
      },
      is_admin: c.isAdmin,
      is_featured: c.isFeatured,
      user: o
        ? {
            _id: o.id,
            firstName: o.firstName,
            lastName: o.lastName,
            email: o.email,
            phone: o.phone,
          }
        : null,
      date_created: c.createdAt.toISOString(),
    };
  });
}
