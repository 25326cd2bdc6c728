import type { EventHub } from '../../jobs/events.ts';
import { reminderViewParts } from './data.ts';
import { cancelReminders, moveReminders, planReminders } from './mutations.ts';
import { followBusiness } from './planned.ts';

/**
 * Reminders follow a booking's life (decision 057), in the transaction that changes it: written
 * when it is made, moved with it, cancelled with it, and rewritten when its business changes its
 * offsets. Bookings show them through the hub.
 */
export function subscribeReminders(events: EventHub): void {
  events
    .on('booking.created', (tx, { parts, now }) => planReminders(tx, parts, now))
    .on('booking.moved', (tx, { parts, now }) => moveReminders(tx, parts, now))
    .on('booking.cancelled', (tx, { parts }) => cancelReminders(tx, parts.booking.id))
    // The bookings to come follow the business's new offsets (decision 063).
    .on('business.reminderOffsets', (tx, { companyId, now }) => followBusiness(tx, companyId, now))
    .describeBookings(reminderViewParts);
}
