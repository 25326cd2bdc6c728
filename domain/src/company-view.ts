import { z } from 'zod';
import type { ClosureView } from './closures.ts';
import { type DayHours, type StoreHours, WEEKDAYS, type Weekday } from './hours.ts';
import { ratingViewSchema, reviewViewSchema } from './review-view.ts';
import { FIELD_TYPES } from './services.ts';
import { pageViewSchema, sameShape } from './view-schema.ts';

/**
 * The JSON shapes the companies API answers with (spec consumer §3, business §3), as schemas
 * (view-schema.ts): the server's presenters return their types, its routes serialize with them,
 * and the web app reads the same types, so the three cannot drift apart.
 */

export const intakeOptionViewSchema = z.object({
  label: z.string(),
  value: z.string(),
  isChecked: z.boolean(),
});
export type IntakeOptionView = z.output<typeof intakeOptionViewSchema>;

export const intakeFieldViewSchema = z.object({
  _id: z.string(),
  field_category: z.string(),
  /** The label with every space replaced by an underscore (docs/decisions/011). */
  field_name: z.string(),
  field_label: z.string(),
  field_type: z.enum(FIELD_TYPES),
  is_required: z.boolean(),
  options: z.array(intakeOptionViewSchema),
});
export type IntakeFieldView = z.output<typeof intakeFieldViewSchema>;

export const serviceViewSchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Dollars, e.g. 45.5; shown with 2 decimals. */
  price: z.number(),
  /** Minutes: 15, 30, 45, 60, 90 or 120. */
  service_duration: z.number(),
  book_online: z.boolean(),
  book_site: z.boolean(),
  book_site_link: z.string(),
  call_to_book: z.boolean(),
  booking_method: z.string(),
  intakeForm: z.array(intakeFieldViewSchema),
  /** Booking rules (decision 055): minutes of notice and buffers, days ahead. */
  min_notice: z.number(),
  buffer_before: z.number(),
  buffer_after: z.number(),
  horizon_days: z.number(),
});
export type ServiceView = z.output<typeof serviceViewSchema>;

export const locationViewSchema = z.object({
  street_address: z.string(),
  street_address_2: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  postal: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type LocationView = z.output<typeof locationViewSchema>;

const dayHoursViewSchema = sameShape<DayHours>()(
  z.object({ open: z.boolean(), start_time: z.number(), end_time: z.number() }),
);

/** A week of opening hours, Sunday to Saturday, minutes from local midnight. */
export const storeHoursViewSchema = sameShape<StoreHours>()(
  z.object(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHoursViewSchema])) as Record<
      Weekday,
      typeof dayHoursViewSchema
    >,
  ),
);

/** A closure or special hours (decision 054), as closures.ts names it. */
export const closureViewSchema = sameShape<ClosureView>()(
  z.object({
    _id: z.string(),
    from: z.string(),
    to: z.string(),
    reason: z.string(),
    start_time: z.number().nullable(),
    end_time: z.number().nullable(),
  }),
);

export const companyViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  website: z.string(),
  email: z.string(),
  phone: z.string(),
  fax: z.string(),
  category: z.string(),
  subcategory: z.string(),
  location: locationViewSchema,
  geoLocation: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]),
  }),
  social: z.object({
    facebook: z.string(),
    twitter: z.string(),
    linkedin: z.string(),
    instagram: z.string(),
  }),
  store_hours: storeHoursViewSchema,
  /** IANA zone derived from the coordinates; store hours are local time in it. */
  time_zone: z.string(),
  /** Closures and special hours from today to 90 days on, soonest first (decision 054). */
  closures: z.array(closureViewSchema),
  /** Hours before the start within which a customer can no longer move or cancel (0: none). */
  change_cutoff_hours: z.number(),
  /** Minutes before the start each reminder goes out, earliest first (docs/decisions/057). */
  reminder_offsets: z.array(z.number()),
  services: z.array(serviceViewSchema),
  /**
   * The spec's `likes` and `notified`, told only to whom they concern: each holds the signed-in
   * caller's own entry when they like or follow the business, and nobody else's (decision 027).
   */
  likes: z.array(z.object({ user: z.string() })),
  notified: z.array(z.object({ user: z.string() })),
  /** How many people like the business, and how many asked to be notified. */
  likes_count: z.number(),
  notified_count: z.number(),
  /** The first page of its shown reviews, newest first (GET /company/{id}/reviews pages on). */
  reviews: z.array(reviewViewSchema),
  /** The mean of its shown reviews' stars (null with none) and how many there are. */
  rating: ratingViewSchema,
  /** The owner's user id; null once the owner deleted their account (docs/decisions/007). */
  user: z.string().nullable(),
  /** True while the business is unclaimed (listed by the platform, not by its owner). */
  is_admin: z.boolean(),
  is_featured: z.boolean(),
  calendartype: z.enum(['', 'calandly', 'janeapp']),
  calendarurl: z.string(),
  date_created: z.string(),
});
export type CompanyView = z.output<typeof companyViewSchema>;

/** The owner as admin views show them. */
export const ownerViewSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
});
export type OwnerView = z.output<typeof ownerViewSchema>;

/** A page of a paged list (`limit`, `page` from 1, `search`); `total` counts every match. */
export interface PageView<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}
export { pageViewSchema };

export const categoryViewSchema = z.object({
  category_name: z.string(),
  sub_category_name: z.array(z.object({ text: z.string() })),
});
export type CategoryView = z.output<typeof categoryViewSchema>;

/** GET /company/formFields: ready-made intake questions an owner can add in one click. */
export const formFieldDefinitionViewSchema = z.object({
  field_category: z.string(),
  field_name: z.string(),
  field_label: z.string(),
  field_type: z.enum(FIELD_TYPES),
  options: z.array(intakeOptionViewSchema),
});
export type FormFieldDefinitionView = z.output<typeof formFieldDefinitionViewSchema>;

/**
 * A business's next free time that a customer can book online (decisions 060, 062): the soonest
 * slot of any of its online services within the booking window, after any day or part-of-day
 * filter.
 */
export const nextAvailableViewSchema = z.object({
  /** The business's local date 'YYYY-MM-DD' and minutes from its local midnight. */
  start_date: z.string(),
  start_time: z.number(),
  /** The same start as an ISO instant. */
  start: z.string(),
  service: z.object({ _id: z.string(), name: z.string() }),
});
export type NextAvailableView = z.output<typeof nextAvailableViewSchema>;

/**
 * GET /company/lists and the radius search: a business with its next free online time, null when
 * it has none (no online service, or nothing free in the window or the filter).
 */
export const companyListItemViewSchema = companyViewSchema.extend({
  next_available: nextAvailableViewSchema.nullable(),
});
export type CompanyListItemView = z.output<typeof companyListItemViewSchema>;

/** GET /company?lat&lng&miles: a business of a radius search, with its distance from the point. */
export const nearbyCompanyViewSchema = companyListItemViewSchema.extend({
  /** Great-circle distance from the searched point, in miles. */
  distance: z.number(),
});
export type NearbyCompanyView = z.output<typeof nearbyCompanyViewSchema>;

export const companyPageViewSchema = pageViewSchema(companyViewSchema);
export const companyListPageViewSchema = pageViewSchema(companyListItemViewSchema);
export const nearbyPageViewSchema = pageViewSchema(nearbyCompanyViewSchema);

/** GET /company/{id}/bookings: when the business is busy. Never who booked or what. */
export const busyRangeViewSchema = z.object({
  /** ISO instants; the range is half-open [start, end). */
  start: z.string(),
  end: z.string(),
});
export type BusyRangeView = z.output<typeof busyRangeViewSchema>;

/** PUT /company/like|unlike|notify|unnotify/{id}: the caller's like and follow, and the counts. */
export const companyReactionsViewSchema = companyViewSchema.pick({
  _id: true,
  likes: true,
  notified: true,
  likes_count: true,
  notified_count: true,
});
export type CompanyReactionsView = z.output<typeof companyReactionsViewSchema>;

/** POST /claim, GET /claim/me (and the admin claim lists): a claim with who and what. */
export const claimViewSchema = z.object({
  _id: z.string(),
  company: z.object({ _id: z.string(), name: z.string(), email: z.string(), phone: z.string() }),
  user: ownerViewSchema,
  is_transfered: z.boolean(),
  date_created: z.string(),
});
export type ClaimView = z.output<typeof claimViewSchema>;
export const claimListViewSchema = z.array(claimViewSchema);

/** GET /company/mine, GET /company/liked: one page of businesses, its total in a header. */
export const companyListViewSchema = z.array(companyViewSchema);
export const categoryListViewSchema = z.array(categoryViewSchema);
export const formFieldDefinitionListViewSchema = z.array(formFieldDefinitionViewSchema);
export const serviceListViewSchema = z.array(serviceViewSchema);
export const closureListViewSchema = z.array(closureViewSchema);
export const busyRangeListViewSchema = z.array(busyRangeViewSchema);

/**
 * DELETE /company/service/{id}: removed (`cancelled`: how many appointments to come it cancelled),
 * or retired with its appointments kept (`kept` of them, the last `until`).
 */
export const serviceRemovedViewSchema = z.object({
  msg: z.string(),
  cancelled: z.number().optional(),
  kept: z.number().optional(),
  until: z.string().optional(),
});
