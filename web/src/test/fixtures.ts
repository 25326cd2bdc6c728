import type { CompanyView, LocationView } from '@slotmap/domain/company-view';
import { defaultStoreHours } from '@slotmap/domain/hours';
import type { Place } from '@slotmap/domain/places';
import type { User } from '../lib/auth.ts';

export const ada: User = {
  _id: '0190a4c2-0000-7000-8000-000000000001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '4165550199',
  avatar: null,
  isAdmin: false,
  emailConfirmed: true,
  free_months: 0,
  date: '2025-01-01T00:00:00.000Z',
  intakeFormFields: [],
  reminder_texts: false,
  reminder_mails: true,
  language: 'en',
};

/** 100 Queen St W as the address search (GET /places/search) answers it. */
export const queenStreetPlace: Place = {
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

const { id: _placeId, label: _placeLabel, ...queenStreetAddress } = queenStreetPlace;

/** 100 Queen St W, Toronto: where the test businesses are. */
export const queenStreetWest: LocationView = { ...queenStreetAddress, street_address_2: '' };

/** A business as GET /company/{id} answers it; features spread it and change what they test. */
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
  location: queenStreetWest,
  geoLocation: { type: 'Point', coordinates: [queenStreetWest.lng, queenStreetWest.lat] },
  social: { facebook: '', twitter: '', linkedin: '', instagram: '' },
  store_hours: defaultStoreHours(),
  time_zone: 'America/Toronto',
  change_cutoff_hours: 0,
  reminder_offsets: [1440, 120],
  closures: [],
  services: [],
  likes: [],
  notified: [],
  likes_count: 0,
  notified_count: 0,
  reviews: [],
  rating: { average: null, count: 0 },
  user: ada._id,
  is_admin: false,
  is_featured: false,
  calendartype: '',
  calendarurl: '',
  date_created: '2025-01-01T00:00:00.000Z',
};
