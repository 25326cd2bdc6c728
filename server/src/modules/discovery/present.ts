import type { BusyRangeView, CompanyView, NearbyCompanyView } from '@slotmap/domain/company-view';
import { METERS_PER_MILE } from '@slotmap/domain/map';

/** A business of a radius search: the full business, and its distance in miles to 2 decimals. */
export function presentNearby(company: CompanyView, meters: number): NearbyCompanyView {
  return { ...company, distance: Math.round((meters / METERS_PER_MILE) * 100) / 100 };
}

/** A busy time of a business: when, never who or what. */
export function presentBusyRange(r: { start: Date; end: Date }): BusyRangeView {
  return { start: r.start.toISOString(), end: r.end.toISOString() };
}
