import { z } from 'zod';

/**
 * A change a business makes that would leave appointments to come without what was booked (a
 * service deleted, its length changed, a weekday closed or hours narrowed): never done silently.
 * The server answers 409 with the appointments it touches, and the owner chooses to keep them (the
 * business honours them) or to cancel them, each customer told (docs/decisions/051).
 */
export const UPCOMING_CHOICES = ['keep', 'cancel'] as const;
export type UpcomingChoice = (typeof UPCOMING_CHOICES)[number];
export const MSG_UPCOMING_CHOICE = 'upcoming must be keep or cancel';
export const upcomingChoiceField = z.enum(UPCOMING_CHOICES, MSG_UPCOMING_CHOICE).optional();

/** DELETE /company/service/{id}?upcoming=keep|cancel */
export const serviceDeleteQuerySchema = z.object({ upcoming: upcomingChoiceField });

export const MSG_SERVICE_HAS_UPCOMING =
  'This service has appointments to come. Cancel them and tell the customers, or keep the service until they are over.';
export const MSG_HOURS_LEAVE_UPCOMING =
  'The new hours leave appointments to come outside opening time. Keep them, or cancel them and tell the customers.';
export const MSG_SERVICE_LENGTH_BOOKED =
  'This service has appointments to come, so its length cannot change until they are over. Add a new service for the new length.';
export const MSG_SERVICE_RETIRED =
  'Service Removed. It takes no new bookings; its appointments to come stay booked.';
export const REASON_HOURS_CHANGED = 'The business changed its opening hours';
export const reasonServiceRemoved = (service: string) => `The business no longer offers ${service}`;

/** One appointment a change would touch, as the owner sees it in the dialog. */
export interface UpcomingBookingView {
  _id: string;
  /** ISO instant. */
  start: string;
  start_date: string;
  start_time: number;
  duration: number;
  service: string;
  customer: string;
}

/** Answered with the 409 (and with a kept change): how many, and the first of them. */
export interface UpcomingView {
  total: number;
  bookings: UpcomingBookingView[];
}
