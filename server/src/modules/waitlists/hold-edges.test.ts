import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitlistEntries, waitlistOffers } from '../../db/schema/waitlists.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, serviceInput } from '../../test/factories.ts';
import { bookingBody, NOW, type TestUser } from '../../test/booking-world.ts';
import {
  cancel,
  chainOf,
  messagesOf,
  seedBooking,
  suiteOfferWorld,
  wait,
} from '../../test/offer-world.ts';

const MIN = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MIN);

describe(`the holds a booking, an expiry and a busy cell leave, on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(3);
  const [a, b, c] = people;

  const tryBook = (
    who: TestUser,
    date: string,
    startTime: number,
    at_: { company: string; service: string } = { company: w.company._id, service: w.service._id },
  ) =>
    w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { ...at_, start_date: date, start_time: startTime }),
      who.token,
    );
  const freeUp = async (date: string, startTime: number) => {
    const id = await seedBooking(w, w.stranger, date, startTime);
    expect((await cancel(w, w.owner, id)).statusCode).toBe(200);
    return id;
  };
  const holdsOf = async (who: TestUser) =>
    (await w.t.call('GET', '/api/waitlist/offers', undefined, who.token))
      .json()
      .map(
        (o: { start_date: string; start_time: number; company: { _id: string } }) =>
          `${o.company._id === w.company._id ? 'here' : 'elsewhere'} ${o.start_date} ${o.start_time}`,
      )
      .sort();

  it('gives one person one live hold per weekday × period: the next freed time goes to the next person', async () => {
    await wait(w, a, 'Monday', 'morning');
    await wait(w, b, 'Monday', 'morning');
    const first = await freeUp('2026-12-07', 600);
    const second = await freeUp('2026-12-14', 600);
    const third = await freeUp('2026-12-07', 660);
    expect((await chainOf(w, first)).map((o) => o.userId)).toEqual([a.id]);
    expect((await chainOf(w, second)).map((o) => o.userId)).toEqual([b.id]);
    // Both hold a Monday morning already: the third time waits for whoever lets theirs go.
    expect(await chainOf(w, third)).toEqual([]);
    expect(await holdsOf(a)).toEqual(['here 2026-12-07 600']);

    // A says no: their Monday-morning time passes to nobody new (B holds one), and A is free to
    // be offered the next one freed.
    const [mine] = await chainOf(w, first);
    await w.t.call('POST', `/api/waitlist/offers/${mine.id}/decline`, undefined, a.token);
    const fourth = await freeUp('2026-12-21', 600);
    expect((await chainOf(w, fourth)).map((o) => o.userId)).toEqual([a.id]);
  });

  it('booking a held time ends only the holds it satisfies: a hold at another business stays', async () => {
    const other = await createCompany(w.t, w.owner, {
      name: 'Second Clinic',
      services: [
        serviceInput({
          name: 'Cleaning',
          service_duration: 30,
          book_online: true,
          call_to_book: false,
          intakeForm: [{ field_label: 'Reason for visit', field_type: 'text', is_required: true }],
        }),
      ],
    });
    await wait(w, c, 'Thursday', 'morning');
    await w.t.database.db.insert(waitlistEntries).values({
      userId: c.id,
      companyId: other._id,
      day: 'Thursday',
      period: 'morning',
      duration: '2 Weeks',
      createdAt: at(-60),
      expiresAt: at(13 * 24 * 60),
    });
    // A Thursday morning frees up at each business, both held for C.
    await freeUp('2026-12-03', 600);
    const elsewhere = await tryBook(w.stranger, '2026-12-03', 600, {
      company: other._id,
      service: other.services[0]._id,
    });
    const freedThere = elsewhere.json()._id as string;
    expect(
      (await w.t.call('DELETE', `/api/bookings/${freedThere}`, { reason: 'x' }, w.stranger.token))
        .statusCode,
    ).toBe(200);
    expect(await holdsOf(c)).toEqual(['elsewhere 2026-12-03 600', 'here 2026-12-03 600']);

    expect((await tryBook(c, '2026-12-03', 600)).statusCode).toBe(201);
    expect(await holdsOf(c)).toEqual(['elsewhere 2026-12-03 600']);
    const [there] = await chainOf(w, freedThere);
    expect(there).toMatchObject({ userId: c.id, state: 'held' });
  });

  it('an entry that ends mid-hold keeps the hold until the time its notice gave', async () => {
    await wait(w, a, 'Friday', 'afternoon', { expiresAt: at(5) });
    await wait(w, b, 'Friday', 'afternoon');
    const freed = await freeUp('2026-12-04', 840);
    const [offer] = await chainOf(w, freed);
    expect(offer.userId).toBe(a.id);
    expect(offer.heldUntil.getTime()).toBe(at(15).getTime());
    const told = (await messagesOf(w, a.id, 'user')).filter((m) =>
      m.text.includes('December 4, 2026'),
    );
    expect(told.map((m) => m.text)).toEqual([
      expect.stringContaining('held for you until 9:15 AM EST, 15 minutes'),
    ]);

    // 9:10: A's entry has ended (and the sweep removed it), the time is still theirs.
    w.clock.now = at(10);
    try {
      await w.t.app.waitlistSweep.runOnce(at(10));
      const entries = await w.t.database.db
        .select()
        .from(waitlistEntries)
        .where(eq(waitlistEntries.userId, a.id));
      expect(entries.some((e) => e.day === 'Friday')).toBe(false);
      expect((await tryBook(b, '2026-12-04', 840)).statusCode).toBe(409);
      expect((await tryBook(a, '2026-12-04', 840)).statusCode).toBe(201);
      const [row] = await w.t.database.db
        .select()
        .from(waitlistOffers)
        .where(eq(waitlistOffers.id, offer.id));
      expect(row.state).toBe('booked');
    } finally {
      w.clock.now = NOW;
    }
  });
});
