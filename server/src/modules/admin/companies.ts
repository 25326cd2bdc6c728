import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { type CompanyRow, companies, services } from '../../db/schema/companies.ts';
import type { UserRow } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND, MSG_SERVICE_NOT_FOUND } from '../companies/access.ts';
import { recordAdminAction } from './audit.ts';

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

/**
 * DELETE /company/business/{companyId}/service/{serviceId}: as the owner's own service delete
 * (bookings keep the service's name and description), recorded; answers the services left.
 */
export async function deleteServiceAsAdmin(
  db: Db,
  actor: UserRow,
  companyId: string,
  serviceId: string,
) {
  const cid = knownId(companyId, MSG_COMPANY_NOT_FOUND);
  const sid = knownId(serviceId, MSG_SERVICE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(eq(companies.id, cid))
      .for('update');
    if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
    const [gone] = await tx
      .delete(services)
      .where(and(eq(services.id, sid), eq(services.companyId, cid)))
      .returning();
    if (!gone) throw notFound(MSG_SERVICE_NOT_FOUND);
    await recordAdminAction(tx, actor, {
      action: 'service.delete',
      company,
      before: { service: gone.name, price: gone.price, duration: gone.serviceDuration },
    });
    return tx
      .select()
      .from(services)
      .where(eq(services.companyId, cid))
      .orderBy(asc(services.createdAt), asc(services.id));
  });
}
