import type { CompanyView, NearbyCompanyView, PageView } from '@slotmap/domain/company-view';
import { defaultStoreHours } from '@slotmap/domain/hours';
import type { Place } from '@slotmap/domain/places';

/** Businesses and places as the API answers them, for this feature's component tests. */
export const harbourDental: CompanyView = {
  _id: '0190a4c2-0000-7000-8000-0000000000d1',
  name: 'Harbour Dental',
  description: 'Family dentistry by the lake.',
  website: '',
  email: 'hello@harbour.example.com',
  phone: '4165550123',
  fax: '',
  category: 'Dental',
  subcategory: 'General Dentistry',
  location: {
    street_address: '100 Queen St W',
    street_address_2: '',
    city: 'Toronto',
    province: 'ON',
    country: 'Canada',
    postal: 'M5H 2N2',
    lat: 43.6525,
    lng: -79.3839,
  },
  geoLocation: { type: 'Point', coordinates: [-79.3839, 43.6525] },
  social: { facebook: '', twitter: '', linkedin: '', instagram: '' },
  store_hours: defaultStoreHours(),
  time_zone: 'America/Toronto',
  services: [],
  likes: [],
  notified: [],
  reviews: [],
  user: '0190a4c2-0000-7000-8000-000000000001',
  is_admin: false,
  is_featured: false,
  calendartype: '',
  calendarurl: '',
  date_created: '2025-01-01T00:00:00.000Z',
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

export const queenStreet: Place = {
  id: 'p1',
  label: '100 Queen St W, Toronto, ON M5H 2N2, Canada',
  street_address: '100 Queen St W',
  city: 'Toronto',
  province: 'ON',
  country: 'Canada',
  postal: 'M5H 2N2',
  lat: 43.6525,
  lng: -79.3839,
};
