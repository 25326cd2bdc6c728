import type { StoreHours } from './hours.ts';
import type { ClosureView } from './closures.ts';
import type { FieldType } from './services.ts';
import type { RatingView, ReviewView } from './reviews.ts';

/**
 * The JSON shapes the companies API answers with (spec consumer §3, business §3). The server's
 * presenters return these types and the web app reads them, so the two cannot drift apart.
 */

export interface IntakeOptionView {
  label: string;
  value: string;
  isChecked: boolean;
}

export interface IntakeFieldView {
  _id: string;
  field_category: string;
  /** The label with every space replaced by an underscore (docs/decisions/011). */
  field_name: string;
  field_label: string;
  field_type: FieldType;
  is_required: boolean;
  options: IntakeOptionView[];
}

export interface ServiceView {
  _id: string;
  company_id: string;
  name: string;
  description: string;
  /** Dollars, e.g. 45.5; shown with 2 decimals. */
  price: number;
  /** Minutes: 15, 30, 45, 60, 90 or 120. */
  service_duration: number;
  book_online: boolean;
  book_site: boolean;
  book_site_link: string;
  call_to_book: boolean;
  booking_method: string;
  intakeForm: IntakeFieldView[];
  /** Booking rules (decision 055): minutes of notice and buffers, days ahead. */
  min_notice: number;
  buffer_before: number;
  buffer_after: number;
  horizon_days: number;
}

export interface LocationView {
  street_address: string;
  street_address_2: string;
  city: string;
  province: string;
  country: string;
  postal: string;
  lat: number;
  lng: number;
}

export interface CompanyView {
  _id: string;
  name: string;
  description: string;
  website: string;
  email: string;
  phone: string;
  fax: string;
  category: string;
  subcategory: string;
  location: LocationView;
  geoLocation: { type: 'Point'; coordinates: [number, number] };
  social: { facebook: string; twitter: string; linkedin: string; instagram: string };
  store_hours: StoreHours;
  /** IANA zone derived from the coordinates; store hours are local time in it. */
  time_zone: string;
  /** Closures and special hours from today to 90 days on, soonest first (decision 054). */
  closures: ClosureView[];
  /** Hours before the start within which a customer can no longer move or cancel (0: none). */
  change_cutoff_hours: number;
  /** Minutes before the start each reminder goes out, earliest first (docs/decisions/057). */
  reminder_offsets: number[];
  services: ServiceView[];
  /**
   * The spec's `likes` and `notified`, told only to whom they concern: each holds the signed-in
   * caller's own entry when they like or follow the business, and nobody else's (decision 027).
   */
  likes: { user: string }[];
  notified: { user: string }[];
  /** How many people like the business, and how many asked to be notified. */
  likes_count: number;
  notified_count: number;
  /** The first page of its shown reviews, newest first (GET /company/{id}/reviews pages on). */
  reviews: ReviewView[];
  /** The mean of its shown reviews' stars (null with none) and how many there are. */
  rating: RatingView;
  /** The owner's user id; null once the owner deleted their account (docs/decisions/007). */
  user: string | null;
  /** True while the business is unclaimed (listed by the platform, not by its owner). */
  is_admin: boolean;
  is_featured: boolean;
  calendartype: '' | 'calandly' | 'janeapp';
  calendarurl: string;
  date_created: string;
}

/** The owner as admin views show them. */
export interface OwnerView {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A page of a paged list (`limit`, `page` from 1, `search`); `total` counts every match. */
export interface PageView<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

export interface CategoryView {
  category_name: string;
  sub_category_name: { text: string }[];
}

/** GET /company/formFields: ready-made intake questions an owner can add in one click. */
export interface FormFieldDefinitionView {
  field_category: string;
  field_name: string;
  field_label: string;
  field_type: FieldType;
  options: IntakeOptionView[];
}

/**
 * A business's next free time that a customer can book online (decisions 060, 062): the soonest
 * slot of any of its online services within the booking window, after any day or part-of-day
 * filter.
 */
export interface NextAvailableView {
  /** The business's local date 'YYYY-MM-DD' and minutes from its local midnight. */
  start_date: string;
  start_time: number;
  /** The same start as an ISO instant. */
  start: string;
  service: { _id: string; name: string };
}

/**
 * GET /company/lists and the radius search: a business with its next free online time, null when
 * it has none (no online service, or nothing free in the window or the filter).
 */
export interface CompanyListItemView extends CompanyView {
  next_available: NextAvailableView | null;
}

/** GET /company?lat&lng&miles: a business of a radius search, with its distance from the point. */
export interface NearbyCompanyView extends CompanyListItemView {
  /** Great-circle distance from the searched point, in miles. */
  distance: number;
}

/** GET /company/{id}/bookings: when the business is busy. Never who booked or what. */
export interface BusyRangeView {
  /** ISO instants; the range is half-open [start, end). */
  start: string;
  end: string;
}

/** PUT /company/like|unlike|notify|unnotify/{id}: the caller's like and follow, and the counts. */
export type CompanyReactionsView = Pick<
  CompanyView,
  '_id' | 'likes' | 'notified' | 'likes_count' | 'notified_count'
>;

/** POST /claim, GET /claim/me (and the admin claim lists): a claim with who and what. */
export interface ClaimView {
  _id: string;
  company: { _id: string; name: string; email: string; phone: string };
  user: OwnerView;
  is_transfered: boolean;
  date_created: string;
}
