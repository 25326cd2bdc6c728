import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingMoves } from '../../db/schema/bookings.ts';
import { waitlistOffers } from '../../db/schema/waitlists.ts';
import { testDbKind } from '../../test/database.ts';
import { TOMORROW } from '../../test/booking-world.ts';
import { book, chainOf, suiteOfferWorld, wait } from '../../test/offer-world.ts';

describe(`the time a move frees goes to the waitlist, on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(2);

  it('offers the old time to the first in line, never to the customer who moved away from it', async () => {
    const [a] = people;
    await wait(w, w.customer, 'Wednesday', 'morning');
    await wait(w, a, 'Wednesday', 'morning');
    const booking = await book(w, w.customer, 600);
    const moved = await w.t.call(
      'POST',
      `/api/bookings/${booking._id}/reschedule`,
      { start_date: TOMORROW, start_time: 840 },
      w.customer.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);

    const [move] = await w.t.database.db
      .select()
      .from(bookingMoves)
      .where(eq(bookingMoves.bookingId, booking._id));
    const chain = await chainOf(w, move.id);
    expect(chain.map((o) => [o.userId, o.startDate, o.startTime, o.state])).toEqual([
      [a.id, TOMORROW, 600, 'held'],
    ]);
    // The new time is the customer's booking, offered to nobody.
    const atNewTime = await w.t.database.db
      .select()
      .from(waitlistOffers)
      .where(eq(waitlistOffers.startTime, 840));
    expect(atNewTime).toEqual([]);
  });
});
