import type { CompanyView, ServiceView } from '@slotmap/domain/company-view';
import { defaultStoreHours } from '@slotmap/domain/hours';

/** A business and its services as GET /company/{id} answers, for this feature's tests. */
export const OWNER_ID = '0190a4c2-0000-7000-8000-0000000000a9';

export const massage: ServiceView = {
  _id: '0190a4c2-0000-7000-8000-0000000000e1',
  company_id: '0190a4c2-0000-7000-8000-0000000000d1',
  name: 'Deep Tissue Massage',
  description: 'Firm pressure for sore muscles.',
  price: 95.5,
  service_duration: 60,
  book_online: true,
  book_site: false,
  book_site_link: '',
  call_to_book: false,
  booking_method: '',
  intakeForm: [],
};

export const consultation: ServiceView = {
  ...massage,
  _id: '0190a4c2-0000-7000-8000-0000000000e2',
  name: 'Consultation',
  description: '',
  price: 0,
  service_duration: 15,
  book_online: false,
  book_site: true,
  book_site_link: 'https://harbour.example.com/book',
};

export const harbour: CompanyView = {
  _id: '0190a4c2-0000-7000-8000-0000000000d1',
  name: 'Harbour Massage Clinic',
  description: 'Registered massage therapy downtown.',
  website: 'harbour.example.com',
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
  social: { facebook: 'facebook.com/harbour', twitter: '@harbour', linkedin: '', instagram: '' },
  // Monday to Saturday 9:00 to 17:00 Toronto time; closed on Sunday.
  store_hours: { ...defaultStoreHours(), Sunday: { open: false, start_time: 540, end_time: 1020 } },
  time_zone: 'America/Toronto',
  services: [massage, consultation],
  likes: [],
  notified: [],
  reviews: [],
  user: OWNER_ID,
  is_admin: false,
  is_featured: false,
  calendartype: '',
  calendarurl: '',
  date_created: '2025-01-01T00:00:00.000Z',
};
