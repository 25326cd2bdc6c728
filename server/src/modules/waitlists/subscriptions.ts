import { blockedRange } from '@slotmap/domain/booking-rules';
import type { EventHub } from '../../jobs/events.ts';
import { timeZoneOf } from '../bookings/data.ts';
import { fulfilBookedHolds } from './booked-holds.ts';
import { tellWaitlistBusinessClosed } from './business-closed.ts';
import { hoursWidenedEffects } from './wider-hours-notices.ts';
import {
  checkHeldTime,
  offerCancelledTime,
  passOnDueHolds,
  releaseLeavingPerson,
} from './offers.ts';
import { releaseUnbookableHolds } from './unbookable-holds.ts';

/**
 * The waitlist's part in what happens elsewhere (decisions 041, 048, 052): a time held for
 * someone else refuses a booking (a guard), a booked hold is fulfilled, a freed time (cancelled or
 * moved from) is offered, a person leaving releases their holds, a business closing tells everyone waiting, and a
 * business's changed hours or services tell those waiting and release holds made unbookable.
 */
export function subscribeWaitlists(events: EventHub): void {
  events
    .beforeBookings((db, companyId, { now, publicUrl }) =>
      passOnDueHolds(db, companyId, now, publicUrl).then(() => undefined),
    )
    .guardBookings(async (tx, attempt, { now, publicUrl }) => {
      // A hold keeps its time and its service's buffers from the booking's time and buffers.
      const blocked = blockedRange(attempt.start.getTime(), attempt.end.getTime(), attempt);
      await checkHeldTime(
        tx,
        attempt.actorId,
        attempt.companyId,
        new Date(blocked.start),
        new Date(blocked.end),
        now,
        publicUrl,
      );
    })
    .on('booking.created', (tx, { parts, now, publicUrl }) =>
      fulfilBookedHolds(tx, parts.booking, now, publicUrl),
    )
    .on('booking.cancelled', async (tx, { parts, cancellation, now, publicUrl }) => {
      // A business that is leaving has no times to offer.
      if (cancellation.leaving === 'business') return;
      await offerCancelledTime(tx, parts.booking, timeZoneOf(parts), now, publicUrl);
    })
    .on('booking.moved', async (tx, { parts, from, moveId, now, publicUrl }) => {
      // A hold of the customer's that the new time satisfies is fulfilled as a booking's would be;
      // the old time is offered as a cancellation's is, in a chain named by the move.
      await fulfilBookedHolds(tx, parts.booking, now, publicUrl);
      await offerCancelledTime(
        tx,
        { ...parts.booking, ...from, id: moveId },
        timeZoneOf(parts),
        now,
        publicUrl,
      );
    })
    .on('person.leaving', (tx, { userId, now, publicUrl }) =>
      releaseLeavingPerson(tx, userId, now, publicUrl),
    )
    .on('business.closing', (tx, { company, now, publicUrl }) =>
      tellWaitlistBusinessClosed(tx, company.id, publicUrl, now),
    )
    .on('business.changed', async (tx, { companyId, hours, now, publicUrl }) => {
      if (hours)
        await hoursWidenedEffects(tx, companyId, hours.before, hours.after, now, publicUrl);
      await releaseUnbookableHolds(tx, companyId, now, publicUrl);
    });
}
