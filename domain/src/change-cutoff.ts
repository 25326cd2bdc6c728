import { formatPhone } from './phone.ts';

// The business's change policy as pages read it (docs/decisions/053), apart from the schemas of
// reschedule.ts: a list of bookings says whether each can still be moved without loading zod.

export const CHANGE_CUTOFF_MAX = 720;

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
