import type { BookingView } from '@slotmap/domain/booking-view';
import { changeClosedMessage, withinCutoff } from '@slotmap/domain/change-cutoff';

/** Who is looking at a booking, as far as moving it goes. */
export type MoverSide = 'customer' | 'business';

/**
 * Whether `userId` may move this booking now: an active appointment that has not started, of a
 * business and a service still on Slotmap, by its customer or the business's owner (the server's
 * rule, docs/decisions/053). Null when not; otherwise the side they move it as.
 */
export function moverSide(booking: BookingView, userId: string, now: Date): MoverSide | null {
  if (booking.cancelled_at || Date.parse(booking.start) <= now.getTime()) return null;
  if (booking.company._id === null || booking.service._id === null) return null;
  if (userId === booking.company.user) return 'business';
  return userId === booking.user._id ? 'customer' : null;
}

/**
 * The business's change policy as the customer meets it: the sentence that says why the booking
 * can no longer be changed online and how to reach the business, or null while it still can. The
 * owner is not bound by it.
 */
export function changeClosedNote(
  booking: BookingView,
  side: MoverSide,
  cutoffHours: number,
  now: Date,
): string | null {
  if (side !== 'customer' || !withinCutoff(new Date(booking.start), now, cutoffHours)) return null;
  return changeClosedMessage(cutoffHours, booking.company.name, booking.company.phone);
}
