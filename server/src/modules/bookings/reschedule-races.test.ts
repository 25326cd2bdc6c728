import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import { MSG_MOVE_CANCELLED } from '@slotmap/domain/reschedule';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingMoves, bookings } from '../../db/schema/bookings.ts';
import { testDbKind } from '../../test/database.ts';
import {
  bookingBody,
  createBooking,
  eachTestBookingWorld,
  TOMORROW,
} from '../../test/booking-world.ts';

describe(`moves racing other changes, on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();
  const to = { start_date: TOMORROW, start_time: 780 };
  const move = (id: string, token: string) =>
    w.t.call('POST', `/api/bookings/${id}/reschedule`, to, token);
  const activeAt13 = () =>
    w.t.database.db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.companyId, w.company._id),
          eq(bookings.startTime, 780),
          isNull(bookings.cancelledAt),
        ),
      );

  it('two bookings moved to one time at once: exactly one wins, the other is unchanged', async () => {
    const a = await createBooking(w, { start_time: 600 });
    const b = await createBooking(w, { start_time: 660 }, w.stranger.token);
    const [ra, rb] = await Promise.all([
      move(a._id, w.customer.token),
      move(b._id, w.stranger.token),
    ]);
    expect([ra.statusCode, rb.statusCode].sort()).toEqual([200, 409]);
    const loser = ra.statusCode === 409 ? ra : rb;
    expect(loser.json()).toEqual({ errors: [{ msg: MSG_SLOT_TAKEN }] });
    expect(await activeAt13()).toHaveLength(1);
    expect(await w.t.database.db.$count(bookingMoves)).toBe(1);
    const loserId = ra.statusCode === 409 ? a._id : b._id;
    const [row] = await w.t.database.db.select().from(bookings).where(eq(bookings.id, loserId));
    expect(row).toMatchObject({ startTime: loserId === a._id ? 600 : 660, sequence: 0 });
  }, 60_000);

  it('a move racing a new booking of the same time: one of them has it', async () => {
    const a = await createBooking(w, { start_time: 600 });
    const [moved, booked] = await Promise.all([
      move(a._id, w.customer.token),
      w.t.call('POST', '/api/bookings', bookingBody(w, { start_time: 780 }), w.stranger.token),
    ]);
    const outcome = [moved.statusCode, booked.statusCode];
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual(outcome);
    const loser = moved.statusCode === 409 ? moved : booked;
    expect(loser.json()).toEqual({ errors: [{ msg: MSG_SLOT_TAKEN }] });
    expect(await activeAt13()).toHaveLength(1);
  }, 60_000);

  it('a move racing a cancellation: moved then cancelled, or cancelled and not moved, never moved after', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await createBooking(w, { start_time: 600 + round * 30 });
      const [moved, cancelled] = await Promise.all([
        move(a._id, w.customer.token),
        w.t.call('DELETE', `/api/bookings/${a._id}`, { reason: 'Sick' }, w.owner.token),
      ]);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const [row] = await w.t.database.db.select().from(bookings).where(eq(bookings.id, a._id));
      expect(row.cancelledAt).not.toBeNull();
      const moves = await w.t.database.db
        .select()
        .from(bookingMoves)
        .where(eq(bookingMoves.bookingId, a._id));
      if (moved.statusCode === 200) {
        // Moved first: the cancellation came after and freed the new time.
        expect(moves).toHaveLength(1);
        expect(row).toMatchObject({ startTime: 780, sequence: 2 });
        expect(moves[0].createdAt.getTime()).toBeLessThanOrEqual(row.cancelledAt?.getTime() ?? 0);
      } else {
        expect(moved.json()).toEqual({ errors: [{ msg: MSG_MOVE_CANCELLED }] });
        expect(moves).toHaveLength(0);
        expect(row).toMatchObject({ startTime: 600 + round * 30, sequence: 1 });
      }
      expect(await activeAt13()).toHaveLength(0);
    }
  }, 120_000);
});
