import { z } from 'zod';
import { newBookingSchema } from './bookings.ts';
import { formatPhone } from './phone.ts';

/** Moving a booking to another time, and the business's change policy (docs/decisions/053). */

/** POST /bookings/{id}/reschedule: the new start, with the same rules as a new booking's. */
export const rescheduleSchema = newBookingSchema.pick({ start_date: true, start_time: true });
export type Reschedule = z.output<typeof rescheduleSchema>;

export const CHANGE_CUTOFF_MAX = 720;
export const MSG_CHANGE_CUTOFF = `Changes must close between 0 and ${CHANGE_CUTOFF_MAX} hours before the start`;

/** The company's `change_cutoff_hours`: whole hours, 0 (customers change until the start) to 720. */
export const changeCutoffField = z
  .number(MSG_CHANGE_CUTOFF)
  .int(MSG_CHANGE_CUTOFF)
  .min(0, MSG_CHANGE_CUTOFF)
  .max(CHANGE_CUTOFF_MAX, MSG_CHANGE_CUTOFF);

export const MSG_MOVE_ONLY_FUTURE = 'Only appointments that have not started can be moved.';
export const MSG_MOVE_CANCELLED = 'This booking was cancelled: it cannot be moved.';
export const MSG_MOVE_SAME_TIME = 'This booking is already at that time. Please choose another.';

/** Who moved a booking, as the history says it. */
export type MovedBy = 'customer' | 'business';

/** Whether a customer's change at `now` falls inside the business's cutoff before `start`. */
export function withinCutoff(start: Date, now: Date, cutoffHours: number): boolean {
  return cutoffHours > 0 && start.getTime() - now.getTime() < cutoffHours * 3_600_000;
}

/**
 * Why a customer cannot change a booking online any more, and how to reach the business instead
 * ("… Call Harbour Clinic at (416) 555-0100.").
 */
export function changeClosedMessage(cutoffHours: number, companyName: string, phone: string) {
  if (!phone)
    return cutoffHours === 1
      ? msgClosedContact(companyName)
      : msgClosedHoursContact(cutoffHours, companyName);
  const phoneNumber = formatPhone(phone);
  return cutoffHours === 1
    ? msgClosedCall(companyName, phoneNumber)
    : msgClosedHoursCall(cutoffHours, companyName, phoneNumber);
}

// Each case a whole message, as its translation is (decision 069).
const msgClosedCall = (companyName: string, phoneNumber: string) =>
  `This booking can no longer be changed online: changes close 1 hour before the start. Call ${companyName} at ${phoneNumber}.`;
const msgClosedHoursCall = (cutoffHours: number, companyName: string, phoneNumber: string) =>
  `This booking can no longer be changed online: changes close ${cutoffHours} hours before the start. Call ${companyName} at ${phoneNumber}.`;
const msgClosedContact = (companyName: string) =>
  `This booking can no longer be changed online: changes close 1 hour before the start. Please contact ${companyName}.`;
const msgClosedHoursContact = (cutoffHours: number, companyName: string) =>
  `This booking can no longer be changed online: changes close ${cutoffHours} hours before the start. Please contact ${companyName}.`;
