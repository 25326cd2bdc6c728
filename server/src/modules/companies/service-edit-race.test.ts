import type { BookingView } from '@slotmap/domain/booking-view';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { testDbKind } from '../../test/database.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../../test/booking-world.ts';

/** One a business hour, so every start fits a service of either length. */
const ROUNDS = 8;

describe(`changing a service's length while it is being booked, on ${testDbKind}`, () => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld();
  }, 120_000);
  afterAll(() => w.t.close());

  const edit = (minutes: number) =>
    w.t.call(
      'PUT',
      `/api/company/business/service/${w.service._id}`,
      { ...w.service, service_duration: minutes },
      w.owner.token,
    );

  it('a length change that went through never leaves a booking of the old length', async () => {
    const seen = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const [longer, booked] = await Promise.all([
        edit(60),
        w.t.call(
          'POST',
          '/api/bookings',
          bookingBody(w, { start_time: 540 + 60 * round }),
          w.customer.token,
        ),
      ]);
      expect(booked.statusCode, booked.body).toBe(201);
      seen.add(longer.statusCode);
      const id = (booked.json() as BookingView)._id;
      const [row] = await w.t.database.db
        .select({ duration: bookings.duration })
        .from(bookings)
        .where(eq(bookings.id, id));
      if (longer.statusCode === 200) {
        // The change found nothing booked, so the booking came after it: of the new length.
        expect(row.duration, `round ${round}`).toBe(60);
      } else {
        // Booked first: the change was refused and the booking keeps the length it was made for.
        expect({ status: longer.statusCode, isBooked: longer.json().isBooked }).toEqual({
          status: 409,
          isBooked: true,
        });
        expect(row.duration, `round ${round}`).toBe(30);
      }
      const cancelled = await w.t.call(
        'DELETE',
        `/api/bookings/${id}`,
        { reason: 'Next round' },
        w.customer.token,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect((await edit(30)).statusCode).toBe(200);
    }
    expect([...seen].every((s) => s === 200 || s === 409)).toBe(true);
  }, 180_000);
});
