import type { EventHub } from '../../jobs/events.ts';
import { reviewViewParts } from './data.ts';

/**
 * A booking's answer carries its visit's review (decision 058), so the owner sees the stars and
 * replies from the appointment lists; bookings/ shows it through the hub without importing reviews.
 */
export function subscribeReviews(events: EventHub): void {
  events.describeBookings(reviewViewParts);
}
