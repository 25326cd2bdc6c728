import type { BookingView } from '@slotmap/domain/booking-view';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { testDbKind } from '../../test/database.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../bookings/booking-fixture.ts';

const ROUNDS = 15;

describe(`editing a service while it is being booked, on ${testDbKind}`, () => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld();
  }, 120_000);
  afterAll(() => w.t.close());

  it('an edit that went through never leaves a booking of the service as it was before', async () => {
    let current = w.service.name;
    const seen = new Set<number>();
    for (let round = 0; round < ROUNDS; round++) {
      const renamed = `Cleaning ${round}`;
      // Each round books a time of its own, so the slot never refuses the booking.
      const [edit, booked] = await Promise.all([
        w.t.call(
          'PUT',
          `/api/company/business/service/${w.service._id}`,
          { ...w.service, name: renamed },
          w.owner.token,
        ),
        w.t.call(
          'POST',
          '/api/bookings',
          bookingBody(w, { start_time: 540 + 30 * round }),
          w.customer.token,
        ),
      ]);
      expect(booked.statusCode, booked.body).toBe(201);
      seen.add(edit.statusCode);
      const id = (booked.json() as BookingView)._id;
      const [row] = await w.t.database.db
        .select({ serviceName: bookings.serviceName })
        .from(bookings)
        .where(eq(bookings.id, id));
      if (edit.statusCode === 200) {
        // The edit found nothing booked, so the booking came after it: of the edited service.
        expect(row.serviceName, `round ${round}`).toBe(renamed);
        current = renamed;
      } else {
        // Booked first: the edit was refused and the service is as it was.
        expect({ status: edit.statusCode, isBooked: edit.json().isBooked }).toEqual({
          status: 409,
          isBooked: true,
        });
        expect(row.serviceName, `round ${round}`).toBe(current);
      }
      const cancelled = await w.t.call(
        'DELETE',
        `/api/bookings/${id}`,
        { reason: 'Next round' },
        w.customer.token,
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
    expect([...seen].every((s) => s === 200 || s === 409)).toBe(true);
  }, 180_000);
});
