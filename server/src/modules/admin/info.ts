import type { Paging } from '@slotmap/domain/paging';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { services } from '../../db/schema/companies.ts';
import { featuredPlans } from '../../db/schema/listings.ts';
import { notFound } from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { findCompany } from '../companies/data.ts';
import { pagePlans } from '../listings/data.ts';
import { presentPlan } from '../listings/present.ts';
import { withOwners } from './companies.ts';

/** GET /admin/companies/{id}: the business-info page — the business, its owner, services, plans. */
export async function companyInfo(db: Db, id: string) {
  const company = await findCompany(db, knownId(id, MSG_COMPANY_NOT_FOUND));
  if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
  const [[base], [owner], list, plans] = await Promise.all([
    withOwners(db, [company]),
    company.userId
      ? db.select({ freeMonths: users.freeMonths }).from(users).where(eq(users.id, company.userId))
      : [],
    db
      .select({ _id: services.id, name: services.name })
      .from(services)
      .where(eq(services.companyId, company.id))
      .orderBy(asc(services.createdAt), asc(services.id)),
    db
      .select()
      .from(featuredPlans)
      .where(eq(featuredPlans.companyId, company.id))
      .orderBy(desc(featuredPlans.createdAt))
      .limit(50),
  ]);
  return {
    ...base,
    // The Add Free Month dialog says how many the owner has yet to use.
    user: base.user && { ...base.user, free_months: owner?.freeMonths ?? 0 },
    description: company.description,
    social: {
      facebook: company.facebook,
      instagram: company.instagram,
      linkedin: company.linkedin,
    },
    store_hours: company.storeHours,
    time_zone: company.timeZone,
    services: list,
    plans: plans.map(presentPlan),
  };
}

/** GET /admin/featured: current (pending and active) or inactive plans, with business and owner. */
export async function pageFeatured(
  db: Db,
  q: Paging & { status: 'active' | 'inactive'; search: string },
) {
  const { rows, total: n } = await pagePlans(
    db,
    q.status === 'inactive' ? 'inactive' : 'current',
    q,
  );
  const ownerIds = [...new Set(rows.flatMap((r) => (r.company.userId ? [r.company.userId] : [])))];
  const owners =
    ownerIds.length === 0
      ? []
      : await db
          .select({
            _id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          })
          .from(users)
          .where(inArray(users.id, ownerIds));
  const byId = new Map(owners.map((o) => [o._id, o]));
  const items = rows.map((r) => ({
    plan: presentPlan(r.plan),
    company: {
      _id: r.company.id,
      name: r.company.name,
      city: r.company.city,
      province: r.company.province,
    },
    owner: (r.company.userId && byId.get(r.company.userId)) || null,
  }));
  return { items, total: n };
}
