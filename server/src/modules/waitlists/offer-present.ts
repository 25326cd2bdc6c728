import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { companies, services } from '../../db/schema/companies.ts';
import type { WaitlistOfferView } from '@slotmap/domain/waitlists';
import type { WaitlistOfferRow } from '../../db/schema/waitlists.ts';

export type { WaitlistOfferView };

/** Offers with their business's and service's names, read in two queries. */
export async function offerViews(db: Db, rows: WaitlistOfferRow[]): Promise<WaitlistOfferView[]> {
  if (rows.length === 0) return [];
  const companyIds = [...new Set(rows.map((r) => r.companyId))];
  const serviceIds = [...new Set(rows.flatMap((r) => (r.serviceId ? [r.serviceId] : [])))];
  const [cs, ss] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(inArray(companies.id, companyIds)),
    serviceIds.length === 0
      ? []
      : db
          .select({ id: services.id, name: services.name, duration: services.serviceDuration })
          .from(services)
          .where(inArray(services.id, serviceIds)),
  ]);
  const companyName = new Map(cs.map((c) => [c.id, c.name]));
  const service = new Map(ss.map((s) => [s.id, s]));
  return rows.map((r) => {
    const s = r.serviceId ? service.get(r.serviceId) : undefined;
    return {
      _id: r.id,
      company: { _id: r.companyId, name: companyName.get(r.companyId) ?? '' },
      service: s ? { _id: s.id, name: s.name, service_duration: s.duration } : null,
      day: r.day,
      period: r.period,
      start_date: r.startDate,
      start_time: r.startTime,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      heldUntil: r.heldUntil.toISOString(),
      state: r.state as WaitlistOfferView['state'],
    };
  });
}
