import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { StoreHours } from '@slotmap/domain/hours';
import type { IntakeFieldView } from '@slotmap/domain/company-view';
import { WEEKDAYS } from '@slotmap/domain/hours';
import { SERVICE_DURATIONS } from '@slotmap/domain/services';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/** Each weekday is present, its times are minutes of the day, and an open day closes after it opens. */
const storeHoursCheck = sql.raw(
  WEEKDAYS.map((d) => {
    const day = `store_hours->'${d}'`;
    const start = `(${day}->>'start_time')::int`;
    const end = `(${day}->>'end_time')::int`;
    return `(jsonb_typeof(${day}->'open') = 'boolean' AND ${start} BETWEEN 0 AND 1440 AND ${end} BETWEEN 0 AND 1440 AND (NOT (${day}->>'open')::boolean OR ${end} > ${start}))`;
  }).join(' AND '),
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    /** The owner; null once they delete their account, and then the business is unclaimed. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    website: text('website').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    fax: text('fax').notNull().default(''),
    category: text('category').notNull(),
    subcategory: text('subcategory').notNull().default(''),
    streetAddress: text('street_address').notNull().default(''),
    streetAddress2: text('street_address_2').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').notNull(),
    country: text('country').notNull(),
    postal: text('postal').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** IANA zone of the coordinates: store hours are local times in it. */
    timeZone: text('time_zone').notNull(),
    facebook: text('facebook').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    linkedin: text('linkedin').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    storeHours: jsonb('store_hours').$type<StoreHours>().notNull(),
    /** The spec's unclaimed flag: listed by the platform, not (or no longer) by an owner. */
    isAdmin: boolean('is_admin').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    calendarType: text('calendartype', { enum: ['', 'calandly', 'janeapp'] })
      .notNull()
      .default(''),
    calendarUrl: text('calendarurl').notNull().default(''),
    /** The change policy: customers may not move or cancel within this many hours of the start. */
    changeCutoffHours: integer('change_cutoff_hours').notNull().default(0),
    /** Minutes before a booking's start its reminders go out (decision 057). */
    reminderOffsets: integer('reminder_offsets').array().notNull().default([1440, 120]),
    googleAuthBusiness: jsonb('google_auth_business').$type<Record<string, unknown> | null>(),
    googleRefreshTokenBusiness: text('google_refresh_token_business'),
    googleUserBusiness: jsonb('google_user_business').$type<{
      name: string;
      email: string;
    } | null>(),
    /** Wizard: how the owner heard about us, and their words when that was 'other'. */
    reference: text('reference').notNull().default(''),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('companies_user_created_idx').on(t.userId, t.createdAt),
    index('companies_created_idx').on(t.createdAt),
    // A business without an owner is unclaimed: nobody may be left holding it silently.
    check('companies_owner_or_unclaimed', sql`${t.userId} IS NOT NULL OR ${t.isAdmin}`),
    check('companies_lat_range', sql`${t.lat} BETWEEN -90 AND 90`),
    check('companies_lng_range', sql`${t.lng} BETWEEN -180 AND 180`),
    check('companies_calendartype', sql`${t.calendarType} IN ('', 'calandly', 'janeapp')`),
    check('companies_store_hours', storeHoursCheck),
    check('companies_change_cutoff_hours', sql`${t.changeCutoffHours} BETWEEN 0 AND 720`),
    check(
      'companies_reminder_offsets',
      sql`cardinality(${t.reminderOffsets}) <= 5 AND 15 <= ALL (${t.reminderOffsets}) AND 10080 >= ALL (${t.reminderOffsets})`,
    ),
  ],
);

export const services = pgTable(
  'services',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** Dollars and cents. */
    price: numeric('price', { precision: 8, scale: 2 }).notNull(),
    serviceDuration: integer('service_duration').notNull().default(15),
    bookOnline: boolean('book_online').notNull().default(false),
    bookSite: boolean('book_site').notNull().default(false),
    bookSiteLink: text('book_site_link').notNull().default(''),
    callToBook: boolean('call_to_book').notNull().default(false),
    bookingMethod: text('booking_method').notNull().default(''),
    /** The intake questions asked when this service is booked, in order. */
    intakeForm: jsonb('intake_form').$type<IntakeFieldView[]>().notNull().default([]),
    /** Booking rules (decision 055): minutes of notice and of buffer, days ahead. */
    minNotice: integer('min_notice').notNull().default(0),
    bufferBefore: integer('buffer_before').notNull().default(0),
    bufferAfter: integer('buffer_after').notNull().default(0),
    horizonDays: integer('horizon_days').notNull().default(90),
    /**
     * The owner deleted the service while it still had appointments to come and chose to keep
     * them: it takes no new bookings and is not shown, and goes once the last one is over.
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('services_company_idx').on(t.companyId, t.createdAt),
    check('services_name_length', sql`char_length(${t.name}) BETWEEN 1 AND 50`),
    check('services_price', sql`${t.price} >= 0`),
    check('services_duration', sql.raw(`service_duration IN (${SERVICE_DURATIONS.join(', ')})`)),
    check('services_method', sql`${t.bookOnline} OR ${t.bookSite} OR ${t.callToBook}`),
    check('services_min_notice', sql`${t.minNotice} BETWEEN 0 AND 10080`),
    check(
      'services_buffers',
      sql`${t.bufferBefore} BETWEEN 0 AND 240 AND ${t.bufferAfter} BETWEEN 0 AND 240`,
    ),
    check('services_horizon_days', sql`${t.horizonDays} BETWEEN 1 AND 90`),
  ],
);

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
