import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { defaultStoreHours } from '@slotmap/domain/hours';

/** Businesses and services as the API answers them, for this feature's component tests. */
export const massageService: ServiceView = {
  _id: '0190a4c2-0000-7000-8000-0000000000s1',
  company_id: '0190a4c2-0000-7000-8000-0000000000c1',
  name: 'Deep Tissue Massage',
  description: 'Firm pressure for sore muscles.',
  price: 95,
  service_duration: 60,
  book_online: false,
  book_site: false,
  book_site_link: '',
  call_to_book: true,
  booking_method: 'call_to_book',
  intakeForm: [],
};

export const harbourClinic: CompanyView = {
  _id: '0190a4c2-0000-7000-8000-0000000000c1',
  name: 'Harbour Massage Clinic',
  description: 'Registered massage therapy downtown.',
  website: 'https://harbour.example.com',
  email: 'hello@harbour.example.com',
  phone: '4165550123',
  fax: '',
  category: 'Massage Therapy',
  subcategory: 'Deep Tissue',
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
  services: [massageService],
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
