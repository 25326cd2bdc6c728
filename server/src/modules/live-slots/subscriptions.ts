import type { Db } from '../../db/connection.ts';
import type { EventHub } from '../../jobs/events.ts';
import { announceSlotChange } from '../../jobs/slot-changes.ts';

/** A booking's business, unless it has left Slotmap (nobody watches it then). */
const announceFor = (tx: Db, companyId: string | null) =>
  companyId ? announceSlotChange(tx, companyId) : Promise.resolve();

/**
 * The business pages watching a business hear of every change to its times (decision 061): a
 * booking made, cancelled or moved, a change of its hours, services or closures, which changes
 * the times it offers, and its calendar's busy times read anew and different. Waitlist holds
 * announce themselves where they are placed and ended (waitlists/offers.ts,
 * waitlists/unbookable-holds.ts).
 */
export function subscribeLiveSlots(events: EventHub): void {
  events
    .on('booking.created', (tx, { parts }) => announceFor(tx, parts.booking.companyId))
    .on('booking.cancelled', (tx, { parts }) => announceFor(tx, parts.booking.companyId))
    .on('booking.moved', (tx, { parts }) => announceFor(tx, parts.booking.companyId))
    .on('business.changed', (tx, { companyId }) => announceSlotChange(tx, companyId))
    .on('calendar.busy', (tx, { companyId }) => announceSlotChange(tx, companyId));
}
