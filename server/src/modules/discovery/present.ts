import type {
  BusyRangeView,
  CompanyListItemView,
  CompanyView,
  NearbyCompanyView,
  NextAvailableView,
} from '@slotmap/domain/company-view';
import { METERS_PER_MILE } from '@slotmap/domain/map';

/** A business of a list (GET /company/lists): the full business and its next free online time. */
export function presentListed(
  company: CompanyView,
  next: NextAvailableView | null,
): CompanyListItemView {
  return { ...company, next_available: next };
}

/**
 * A business of a radius search: the full business, its next free online time, and its distance
 * in miles to 2 decimals.
 */
export function presentNearby(
  company: CompanyView,
  meters: number,
  next: NextAvailableView | null,
): NearbyCompanyView {
  return {
    ...presentListed(company, next),
    distance: Math.round((meters / METERS_PER_MILE) * 100) / 100,
  };
}

/** A busy time of a business: when, never who or what. */
export function presentBusyRange(r: { start: Date; end: Date }): BusyRangeView {
  return { start: r.start.toISOString(), end: r.end.toISOString() };
}
