import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitlistEntries } from '../../db/schema/waitlists.ts';
import { NOW, type TestUser } from '../../test/booking-world.ts';
import { book, cancel, chainOf, mailsTo, suiteOfferWorld, wait } from '../../test/offer-world.ts';
import { testDbKind } from '../../test/database.ts';

const MIN = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);

describe(`the waitlist sweep on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(5);
  const [a, b, c, d, e] = people;
  let freedId: string;
  beforeAll(async () => {
    await wait(w, a, 'Wednesday', 'morning', { expiresAt: at(10) });
    await wait(w, b, 'Wednesday', 'morning');
    await wait(w, c, 'Thursday', 'morning', { expiresAt: at(-1) });
    await wait(w, d, 'Tuesday', 'morning');
    await wait(w, e, 'Tuesday', 'morning');
  }, 120_000);

  const sweep = (now: Date) => w.t.app.waitlistSweep.runOnce(now);
  const entriesOf = (who: TestUser) =>
    w.t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.userId, who.id));

  it('deletes expired entries; a time held for one stays held until the time its notice gave', async () => {
    const freed = await book(w, w.customer, 600);
    freedId = freed._id;
    await cancel(w, w.customer, freed._id);
    expect((await chainOf(w, freed._id)).map((o) => o.userId)).toEqual([a.id]);
    expect(await sweep(at(5))).toEqual({ entries: 1, holds: 0, unbookable: 0 });
    expect(await entriesOf(c)).toEqual([]);
    expect(await entriesOf(a)).toHaveLength(1);

    // A's entry ends at 9:10, mid-hold: the hold they were promised until 9:15 stays.
    expect(await sweep(at(11))).toEqual({ entries: 1, holds: 0, unbookable: 0 });
    expect(await entriesOf(a)).toEqual([]);
    expect((await chainOf(w, freed._id)).map((o) => [o.userId, o.state])).toEqual([[a.id, 'held']]);
    expect(await mailsTo(w, b.email)).toHaveLength(0);

    expect(await sweep(at(16))).toEqual({ entries: 0, holds: 1, unbookable: 0 });
    const chain = await chainOf(w, freed._id);
    expect(chain.map((o) => [o.userId, o.state])).toEqual([
      [a.id, 'expired'],
      [b.id, 'held'],
    ]);
    expect(chain[1].heldUntil.getTime()).toBe(at(31).getTime());
    expect(await mailsTo(w, b.email)).toHaveLength(1);
  });

  it('passes run-out holds on once, even with two sweeps at the same moment', async () => {
    const [x, y] = await Promise.all([sweep(at(32)), sweep(at(32))]);
    expect(x.holds + y.holds).toBe(1);
    expect((await chainOf(w, freedId)).map((o) => o.state)).toEqual(['expired', 'expired']);
    // B's entry stays: letting a hold run out is not leaving the waitlist.
    expect(await entriesOf(b)).toHaveLength(1);
    expect(await sweep(at(33))).toEqual({ entries: 0, holds: 0, unbookable: 0 });
  });

  it('ends a hold whose time has started without offering it to anyone', async () => {
    // Today 9:30, freed at 9:20: held for D until 9:30 (the start), not 9:35.
    w.clock.now = at(20);
    try {
      const soon = await book(w, w.customer, 570, '2026-12-01');
      await cancel(w, w.customer, soon._id);
      const [held] = await chainOf(w, soon._id);
      expect(held.userId).toBe(d.id);
      expect(held.heldUntil.getTime()).toBe(at(30).getTime());
      await sweep(at(31));
      expect((await chainOf(w, soon._id)).map((o) => [o.userId, o.state])).toEqual([
        [d.id, 'expired'],
      ]);
      expect(await mailsTo(w, e.email)).toEqual([]);
    } finally {
      w.clock.now = NOW;
    }
  });
});
