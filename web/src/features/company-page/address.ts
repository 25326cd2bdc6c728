import type { LocationView } from '@slotmap/domain/company-view';

/** The street address on one line: '100 Queen St W, Unit 4, Toronto, ON M5H 2N2'. */
export function addressLine(location: LocationView): string {
  const region = [location.province, location.postal].filter(Boolean).join(' ');
  return [location.street_address, location.street_address_2, location.city, region]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}
