import type { EventHub } from '../../jobs/events.ts';
import { queueBookingEventRemovals, queueBookingEvents } from './events.ts';
import { queueGrantRevocations } from './revoke.ts';

/**
 * Connected calendars follow bookings (an event put, moved, removed) and a person or business leaving
 * revokes its Google grant, all through the outbox (decision 052).
 */
export function subscribeCalendars(events: EventHub): void {
  events
    .on('booking.created', (tx, { parts }) => queueBookingEvents(tx, parts))
    .on('booking.cancelled', (tx, { parts }) => queueBookingEventRemovals(tx, parts.booking.id))
    .on('booking.moved', (tx, { parts }) => queueBookingEvents(tx, parts))
    .on('person.leaving', (tx, { userId }) => queueGrantRevocations(tx, { userId }))
    .on('business.closing', (tx, { company }) =>
      queueGrantRevocations(tx, { companyId: company.id }),
    );
}
