import { harbourClinic } from '../../test/fixtures.ts';
import type { CompanyView, NearbyCompanyView, PageView } from '@slotmap/domain/company-view';

/** Businesses and places as the API answers them, for this feature's component tests. */
export const harbourDental: CompanyView = {
  ...harbourClinic,
  _id: '0190a4c2-0000-7000-8000-0000000000d1',
  name: 'Harbour Dental',
  description: 'Family dentistry by the lake.',
  website: '',
  category: 'Dental',
  subcategory: 'General Dentistry',
};

/** `n` distinct nearby businesses named 'Clinic 1' … 'Clinic n', nearest first. */
export function nearbyCompanies(n: number): NearbyCompanyView[] {
  return Array.from({ length: n }, (_, i) => ({
    ...harbourDental,
    _id: `c${i + 1}`,
    name: `Clinic ${i + 1}`,
    distance: 0.4 * (i + 1),
  }));
}

export function pageOf<T>(items: T[], total = items.length, page = 1): PageView<T> {
  return { items, total, page, limit: 10 };
}
