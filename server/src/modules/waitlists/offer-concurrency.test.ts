import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import { MSG_SLOT_HELD } from '@slotmap/domain/waitlists';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { testDbKind } from '../../test/database.ts';
import { bookingBody, NOW, type TestUser } from '../../test/booking-world.ts';
import { book, cancel, chainOf, suiteOfferWorld, wait } from '../../test/offer-world.ts';

describe(`several people at once on a held time on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(8);
  beforeAll(async () => {
    await wait(w, people[0], 'Wednesday', 'afternoon');
    await wait(w, people[1], 'Wednesday', 'afternoon');
  }, 120_000);

  const attempt = (who: TestUser) =>
    w.t.call('POST', '/api/bookings', bookingBody(w, { start_time: 780 }), who.token);
  const activeAt780 = () =>
    w.t.database.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(
        and(
          eq(bookings.companyId, w.company._id),
          eq(bookings.startTime, 780),
          isNull(bookings.cancelledAt),
        ),
      );

  it('only the holder can win; everyone else gets 409, held', async () => {
    const freed = await book(w, w.customer, 780);
    expect((await cancel(w, w.customer, freed._id)).statusCode).toBe(200);
    const [offer] = await chainOf(w, freed._id);
    expect(offer.userId).toBe(people[0].id);
    const answers = await Promise.all(
      [...people.slice(1), people[0], w.stranger, w.customer].map((p) => attempt(p)),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers[people.length - 1].statusCode).toBe(201);
    for (const a of answers.filter((x) => x.statusCode !== 201)) {
      expect(a.statusCode).toBe(409);
      // Held while the holder's request waits for the lock, booked once it is through.
      expect([MSG_SLOT_HELD, MSG_SLOT_TAKEN]).toContain(a.json().errors[0].msg);
    }
    expect(await activeAt780()).toEqual([{ userId: people[0].id }]);
    expect((await chainOf(w, freed._id)).map((o) => o.state)).toEqual(['booked']);
  }, 120_000);

  it('once the hold runs out, the next person wins the race even if others ask first', async () => {
    const [mine] = await w.t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, people[0].id), isNull(bookings.cancelledAt)));
    expect((await cancel(w, people[0], mine.id)).statusCode).toBe(200);
    // People[0]'s entry was fulfilled: people[1] is next.
    const [offer] = await chainOf(w, mine.id);
    expect(offer.userId).toBe(people[1].id);
    w.clock.now = new Date(NOW.getTime() + 20 * 60_000);
    try {
      const answers = await Promise.all(people.slice(2).map((p) => attempt(p)));
      // The run-out hold passed on to nobody new (people[1] was the last): the time is free and
      // exactly one of the racers gets it.
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(answers.length - 1);
      expect((await chainOf(w, mine.id)).map((o) => o.state)).toEqual(['expired']);
    } finally {
      w.clock.now = NOW;
    }
  }, 120_000);
});
