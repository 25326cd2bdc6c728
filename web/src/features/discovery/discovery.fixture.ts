import { harbourClinic } from '../../test/fixtures.ts';
import type {
  CompanyView,
  NearbyCompanyView,
  PageView,
  ServiceView,
} from '@slotmap/domain/company-view';

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

/** A service booked online, as the lists carry a business's services. */
export const cleaning: ServiceView = {
  _id: '0190a4c2-0000-7000-8000-0000000000e5',
  company_id: harbourDental._id,
  name: 'Teeth Cleaning',
  description: '',
  price: 120,
  service_duration: 60,
  book_online: true,
  book_site: false,
  book_site_link: '',
  call_to_book: false,
  booking_method: '',
  intakeForm: [],
  min_notice: 0,
  buffer_before: 0,
  buffer_after: 0,
  horizon_days: 90,
};

/** `n` distinct nearby businesses named 'Clinic 1' … 'Clinic n', nearest first. */
export function nearbyCompanies(n: number): NearbyCompanyView[] {
  return Array.from({ length: n }, (_, i) => ({
    ...harbourDental,
    _id: `c${i + 1}`,
    name: `Clinic ${i + 1}`,
    distance: 0.4 * (i + 1),
    next_available: null,
  }));
}

export function pageOf<T>(items: T[], total = items.length, page = 1): PageView<T> {
  return { items, total, page, limit: 10 };
}
