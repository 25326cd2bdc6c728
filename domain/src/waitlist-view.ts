import { z } from 'zod';
import { WEEKDAYS } from './hours.ts';
import { PERIODS } from './slots.ts';
import { WAITLIST_DURATIONS } from './waitlists.ts';

/** The answers of the waitlist calls (docs/api-waitlists.md), as schemas. */

export const waitlistOfferViewSchema = z.object({
  _id: z.string(),
  company: z.object({ _id: z.string(), name: z.string() }),
  service: z.object({ _id: z.string(), name: z.string(), service_duration: z.number() }).nullable(),
  day: z.string(),
  period: z.string(),
  start_date: z.string(),
  start_time: z.number(),
  startAt: z.string(),
  endAt: z.string(),
  heldUntil: z.string(),
  state: z.enum(['held', 'booked', 'declined', 'expired', 'released']),
});
export type WaitlistOfferView = z.output<typeof waitlistOfferViewSchema>;
export const waitlistOfferListViewSchema = z.array(waitlistOfferViewSchema);

const preferencesViewSchema = z.object({ notifyByText: z.boolean(), notifyByEmail: z.boolean() });

export const waitlistEntryViewSchema = z.object({
  _id: z.string(),
  company: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  user: z.string(),
  firstName: z.string(),
  email: z.string(),
  phone: z.string(),
  day: z.enum(WEEKDAYS),
  period: z.enum(PERIODS),
  duration: z.enum(WAITLIST_DURATIONS),
  preferences: preferencesViewSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  timeSlot: waitlistOfferViewSchema.nullable(),
});
export type WaitlistEntryView = z.output<typeof waitlistEntryViewSchema>;
export const waitlistEntryListViewSchema = z.array(waitlistEntryViewSchema);

export const waitlistCompanyViewSchema = z.object({
  company: z.object({
    _id: z.string(),
    name: z.string(),
    city: z.string(),
    province: z.string(),
  }),
  duration: z.enum(WAITLIST_DURATIONS),
  preferences: preferencesViewSchema,
  entries: z.array(
    z.object({
      _id: z.string(),
      day: z.enum(WEEKDAYS),
      period: z.enum(PERIODS),
      expiresAt: z.string(),
    }),
  ),
});
export type WaitlistCompanyView = z.output<typeof waitlistCompanyViewSchema>;
export const waitlistCompanyListViewSchema = z.array(waitlistCompanyViewSchema);
