import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config.ts';
import { waitlistOffers } from '../../db/schema/waitlists.ts';
import { testDbKind } from '../../test/database.ts';
import type { BookingWorld, TestUser } from '../../test/booking-world.ts';
import { cancel, offerWorld, seedBooking, wait } from '../../test/offer-world.ts';

const PEOPLE = 20;
const MORNING = [540, 570, 600, 630, 660, 690];
/** The first `n` morning times of these dates. */
const mornings = (dates: string[], n: number) =>
  dates.flatMap((date) => MORNING.map((t) => ({ date, t }))).slice(0, n);

describe(`saving waitlists while the business's bookings are cancelled, on ${testDbKind}`, () => {
  let w: BookingWorld;
  let people: TestUser[];
  let thursdays: string[];
  beforeAll(async () => {
    const many = { registrations: 100, bookings: 100, cancellations: 100 };
    const world = await offerWorld(PEOPLE, { rateLimits: { ...defaultRateLimits, ...many } });
    w = world.w;
    people = world.people;
    for (const p of people) {
      await wait(w, p, 'Wednesday', 'morning');
      await wait(w, p, 'Thursday', 'morning');
    }
    // Wednesday mornings freed one after the other: the people waiting hold them.
    const wednesdays = ['2026-12-02', '2026-12-09', '2026-12-16', '2026-12-23'];
    for (const { date, t } of mornings(wednesdays, PEOPLE)) {
      const id = await seedBooking(w, w.stranger, date, t);
      expect((await cancel(w, w.owner, id)).statusCode).toBe(200);
    }
    const thursdayDates = ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24'];
    thursdays = [];
    for (const { date, t } of mornings(thursdayDates, PEOPLE))
      thursdays.push(await seedBooking(w, w.stranger, date, t));
  }, 240_000);
  afterAll(() => w.t.close());

  it('20 dialog saves and 20 cancellations at once all succeed, and leave the chains whole', async () => {
    const email = { notifyByText: false, notifyByEmail: true };
    const save = (p: TestUser) =>
      w.t.call(
        'PUT',
        `/api/waitlist/company/${w.company._id}`,
        {
          cells: [{ day: 'Thursday', period: 'morning' }],
          duration: '2 Weeks',
          preferences: email,
        },
        p.token,
      );
    // Each save leaves Wednesday (its holds pass on under the business's lock) while each
    // cancellation offers a Thursday time to one of the same people.
    const answers = await Promise.all(
      people.flatMap((p, i) => [cancel(w, w.owner, thursdays[i]), save(p)]),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.statusCode === 200 ? '' : a.body}`)).toEqual(
      answers.map(() => '200 '),
    );

    const held = await w.t.database.db
      .select()
      .from(waitlistOffers)
      .where(and(eq(waitlistOffers.companyId, w.company._id), eq(waitlistOffers.state, 'held')));
    // Nobody waits for Wednesday any more, so nobody holds one of its times.
    expect(held.filter((o) => o.day === 'Wednesday')).toEqual([]);
    // Every freed Thursday is held, each for a different person (one live hold per cell).
    const thursdayHolders = held.filter((o) => o.day === 'Thursday').map((o) => o.userId);
    expect(thursdayHolders).toHaveLength(PEOPLE);
    expect(new Set(thursdayHolders).size).toBe(PEOPLE);
  }, 240_000);
});
