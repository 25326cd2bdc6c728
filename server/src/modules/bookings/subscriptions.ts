import type { EventHub } from '../../jobs/events.ts';
import {
  cancelCompanyBookings,
  cancelCustomerBookings,
  cancelForBusinessChange,
} from './departures.ts';
import { bookingMovedEffects } from './move-notices.ts';
import { bookingCancelledEffects } from './cancelled-notices.ts';
import { bookingCreatedEffects } from './created-notices.ts';

/**
 * What bookings do when something happens (decision 052): the notices of a booking made,
 * cancelled or moved, and the cancellations of appointments that a person leaving, a business closing or
 * a business withdrawing them leaves without anyone to keep them.
 */
export function subscribeBookings(events: EventHub): void {
  events
    .on('booking.created', (tx, { parts, publicUrl, price }) =>
      bookingCreatedEffects(tx, parts, publicUrl, price),
    )
    .on('booking.cancelled', (tx, { parts, cancellation, publicUrl }) =>
      bookingCancelledEffects(tx, parts, cancellation, publicUrl),
    )
    .on('booking.moved', (tx, event) => bookingMovedEffects(tx, event))
    .on('person.leaving', async (tx, { userId, now, publicUrl }) => {
      await cancelCustomerBookings(tx, events, userId, now, publicUrl);
    })
    .on('business.closing', async (tx, { company, actorId, now, publicUrl }) => {
      await cancelCompanyBookings(tx, events, company.id, actorId, now, publicUrl);
    })
    .on('business.withdrew', async (tx, { bookingIds, actorId, reason, now, publicUrl }) => {
      await cancelForBusinessChange(tx, events, bookingIds, actorId, reason, now, publicUrl);
    });
}
