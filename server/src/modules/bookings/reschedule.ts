// Moving a booking to another time (POST /bookings/{id}/reschedule), docs/decisions/053.
import type { SlotsView } from '@slotmap/domain/booking-view';
import { MSG_BOOKING_NOT_FOUND, MSG_NOT_ONLINE } from '@slotmap/domain/bookings';
import {
  MSG_MOVE_CANCELLED,
  MSG_MOVE_ONLY_FUTURE,
  MSG_MOVE_SAME_TIME,
  type Reschedule,
} from '@slotmap/domain/reschedule';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { bookingMoves, bookings } from '../../db/schema/bookings.ts';
import type { UserRow } from '../../http/auth.ts';
import { conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import type { EventHub } from '../../jobs/events.ts';
import { MSG_COMPANY_NOT_FOUND, MSG_SERVICE_NOT_FOUND } from '../companies/access.ts';
import { findCompanyService } from '../companies/data.ts';
import { assertCustomerMayChange } from './change-policy.ts';
import type { BookingParts } from './data.ts';
import { checkSlot, takingTime } from './slot-check.ts';
import { partyOf, readableBooking } from './mutations.ts';
import { serviceSlots } from './service-slots.ts';

export const MSG_NOT_A_MOVER = 'Only the customer or the business can move this appointment';

/**
 * GET /bookings/{id}/slots: the days of the booking's service as its customer or the business's
 * owner may move it, checked as a move is: the booking's own blocked time (buffers included)
 * does not stand in its way, and a time held on the waitlist for its customer is theirs. So a
 * booking can move within its own time, and the picker offers exactly what the move accepts.
 */
export async function slotsToMoveTo(
  db: Db,
  actor: UserRow,
  id: string,
  window: { from?: string; to?: string },
  now: Date,
): Promise<SlotsView> {
  const read = await readableBooking(db, actor, id);
  if (!partyOf(actor, read)) throw forbidden(MSG_NOT_A_MOVER);
  const { booking } = read;
  if (!booking.companyId) throw notFound(MSG_COMPANY_NOT_FOUND);
  if (!booking.serviceId) throw notFound(MSG_SERVICE_NOT_FOUND);
  return serviceSlots(
    db,
    {
      companyId: booking.companyId,
      serviceId: booking.serviceId,
      ...window,
      holdsOf: booking.userId ?? actor.id,
      moving: booking.id,
    },
    now,
  );
}

/**
 * Moves a future, active booking to another free start of its service, as its customer or the
 * business's owner. Everything is checked again under the business's booking lock on the row as
 * it is then (cancelled or moved meanwhile, the policy, the hours, the guards), and the exclusion
 * constraint decides between this and any other booking of the time: either the booking is at
 * the new time and the old one is free, or nothing changed. What follows (notices to the other
 * side, calendars, the freed time offered to the waitlist) subscribes to 'booking.moved'.
 */
export async function rescheduleBooking(
  db: Db,
  events: EventHub,
  actor: UserRow,
  id: string,
  to: Reschedule,
  now: Date,
  publicUrl: string,
): Promise<BookingParts> {
  const read = await readableBooking(db, actor, id);
  const party = partyOf(actor, read);
  if (!party) throw forbidden(MSG_NOT_A_MOVER);
  const companyId = read.booking.companyId;
  if (!companyId) throw notFound(MSG_BOOKING_NOT_FOUND);
  const by = party === 'customer' ? 'customer' : 'business';

  const move = () =>
    db.transaction(async (tx) => {
      await lockCompanyBookings(tx, companyId);
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      if (!booking) throw notFound(MSG_BOOKING_NOT_FOUND);
      if (booking.cancelledAt) throw conflict(MSG_MOVE_CANCELLED);
      if (booking.startAt <= now) throw new HttpError(400, MSG_MOVE_ONLY_FUTURE);
      const target = booking.serviceId
        ? await findCompanyService(tx, companyId, booking.serviceId)
        : undefined;
      if (!target?.service) throw notFound(MSG_SERVICE_NOT_FOUND);
      const { company, service } = target;
      const parts: BookingParts = { booking, customer: read.customer, company };
      if (by === 'customer') assertCustomerMayChange(parts, now);
      if (!service.bookOnline) throw new HttpError(400, MSG_NOT_ONLINE);
      if (to.start_date === booking.startDate && to.start_time === booking.startTime)
        throw new HttpError(400, MSG_MOVE_SAME_TIME);

      const { start, end, rules } = await checkSlot(
        tx,
        events,
        // A time held on the waitlist for the booking's own customer is theirs to take.
        { company, service, ...to, customerId: booking.userId ?? actor.id, moving: booking },
        { now, publicUrl },
      );

      const [moved] = await tx
        .update(bookings)
        .set({
          startDate: to.start_date,
          startTime: to.start_time,
          duration: service.serviceDuration,
          startAt: start,
          endAt: end,
          // At its new time the booking keeps the service's buffers of today, as a new one would.
          bufferBefore: rules.buffer_before,
          bufferAfter: rules.buffer_after,
          sequence: sql`${bookings.sequence} + 1`,
          updatedAt: now,
        })
        .where(and(eq(bookings.id, id), isNull(bookings.cancelledAt)))
        .returning();
      const [record] = await tx
        .insert(bookingMoves)
        .values({
          bookingId: id,
          fromDate: booking.startDate,
          fromTime: booking.startTime,
          fromStartAt: booking.startAt,
          fromEndAt: booking.endAt,
          toDate: moved.startDate,
          toTime: moved.startTime,
          toStartAt: moved.startAt,
          toEndAt: moved.endAt,
          by,
          actorId: actor.id,
          createdAt: now,
        })
        .returning({ id: bookingMoves.id });
      const after: BookingParts = { ...parts, booking: moved };
      await events.emit(tx, 'booking.moved', {
        parts: after,
        actorId: actor.id,
        by,
        moveId: record.id,
        from: {
          startAt: booking.startAt,
          endAt: booking.endAt,
          startDate: booking.startDate,
          startTime: booking.startTime,
        },
        now,
        publicUrl,
      });
      return after;
    });

  await events.prepareBooking(db, companyId, { now, publicUrl });
  return takingTime(move);
}
