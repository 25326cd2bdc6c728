import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import type { TestUser } from '../../test/booking-world.ts';
import { book, cancel, chainOf, suiteOfferWorld } from '../../test/offer-world.ts';

const WED = '2026-12-02';

/** The entry calls and the offers made from entries, as a waiting person meets them. */
describe(`waitlist entries and their offers, on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(2);
  const [a, b] = people;

  const save = (who: TestUser, cells: { day: string; period: string }[]) =>
    w.t.call(
      'PUT',
      `/api/waitlist/company/${w.company._id}`,
      { cells, preferences: { notifyByText: false, notifyByEmail: true } },
      who.token,
    );

  it('shows the time held for a person on their entry, and leaving passes it to the next', async () => {
    expect((await save(a, [{ day: 'Wednesday', period: 'morning' }])).statusCode).toBe(200);
    expect((await save(b, [{ day: 'Wednesday', period: 'morning' }])).statusCode).toBe(200);
    const booking = await book(w, w.customer, 600, WED);
    expect((await cancel(w, w.customer, booking._id)).statusCode).toBe(200);

    const [entry] = (
      await w.t.call('GET', `/api/waitlist/user/${a.id}`, undefined, a.token)
    ).json() as { timeSlot: { _id: string; start_date: string; start_time: number } | null }[];
    expect(entry.timeSlot).toMatchObject({ start_date: WED, start_time: 600, state: 'held' });
    const [bEntry] = (
      await w.t.call('GET', `/api/waitlist/user/${b.id}`, undefined, b.token)
    ).json();
    expect(bEntry.timeSlot).toBeNull();

    // A leaves the waitlist while the time is held for them: it goes to B at once.
    expect((await save(a, [])).statusCode).toBe(200);
    const chain = await chainOf(w, booking._id);
    expect(chain.map((o) => [o.userId, o.state])).toEqual([
      [a.id, 'released'],
      [b.id, 'held'],
    ]);
  });
});
