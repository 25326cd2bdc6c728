import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import {
  bookElsewhere,
  createBooking,
  eachTestBookingWorld,
  VANCOUVER,
} from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { noticesOfBooking } from '../../test/inbox.ts';
import { rereadBookingClocks } from './clock-change.ts';

const HOUR = 3_600_000;

describe(`bookings read anew on newer zone rules on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();

  /** A Vancouver business's booking at 10:00, as a server on the old rules wrote it (UTC-8). */
  async function writtenOnOldRules(startTime = 600) {
    const { booking } = await bookElsewhere(w, VANCOUVER, { start_time: startTime });
    expect(booking.start).toBe(new Date(Date.UTC(2026, 11, 2, 7, startTime)).toISOString());
    const db = w.t.database.db;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking._id));
    await db
      .update(bookings)
      .set({
        startAt: new Date(row.startAt.getTime() + HOUR),
        endAt: new Date(row.endAt.getTime() + HOUR),
      })
      .where(eq(bookings.id, booking._id));
    return booking._id;
  }

  /** The notices of the clock change (a booking also has its confirmation's). */
  const clockNotices = async (id: string) =>
    (await noticesOfBooking(w.t, id)).filter((n) =>
      /^(New local time|Nouvelle heure locale)/.test(n.title),
    );

  const rowOf = async (id: string) =>
    (await w.t.database.db.select().from(bookings).where(eq(bookings.id, id)))[0];

  it('keeps the moment, reads its local time again and tells both sides', async () => {
    const vancouver = await writtenOnOldRules();
    const toronto = (await createBooking(w, { start_time: 660 }))._id;
    const before = await rowOf(vancouver);

    expect(await rereadBookingClocks(w.t.database.db, w.clock.now)).toBe(1);
    const after = await rowOf(vancouver);
    expect(after.startAt.toISOString()).toBe('2026-12-02T18:00:00.000Z');
    expect(after.startAt).toEqual(before.startAt);
    expect(after.endAt).toEqual(before.endAt);
    // 18:00 UTC is 11:00 on Vancouver's clock, UTC-7 all year now.
    expect([after.startDate, after.startTime]).toEqual(['2026-12-02', 660]);

    const notices = await clockNotices(vancouver);
    expect(notices.map((n) => [n.userId, n.section]).sort()).toEqual(
      [
        [w.customer.id, 'user'],
        [w.owner.id, 'business'],
      ].sort(),
    );
    for (const notice of notices) {
      expect(notice.title).toContain('New local time: Consult at');
      expect(notice.text).toContain('Wednesday, December 2, 2026, 11:00 AM – 12:00 PM PDT');
    }
    // The Toronto booking already read right: untouched, nobody told.
    expect((await rowOf(toronto)).startTime).toBe(660);
    expect(await clockNotices(toronto)).toEqual([]);

    // Read again, nothing is left to read, and nobody is told twice.
    expect(await rereadBookingClocks(w.t.database.db, w.clock.now)).toBe(0);
    expect(await clockNotices(vancouver)).toHaveLength(2);
  });

  it('leaves a booking already past as it was', async () => {
    const vancouver = await writtenOnOldRules();
    w.clock.now = new Date('2026-12-03T00:00:00Z');
    expect(await rereadBookingClocks(w.t.database.db, w.clock.now)).toBe(0);
    expect((await rowOf(vancouver)).startTime).toBe(600);
    expect(await clockNotices(vancouver)).toEqual([]);
  });

  it('tells each side in their own language', async () => {
    const vancouver = await writtenOnOldRules();
    await w.t.call('PUT', '/api/users/me/language', { language: 'fr' }, w.customer.token);
    await rereadBookingClocks(w.t.database.db, w.clock.now);
    const notices = await clockNotices(vancouver);
    const customer = notices.find((n) => n.userId === w.customer.id);
    expect(customer?.title).toContain('Nouvelle heure locale\u00a0: Consult chez');
    expect(customer?.text).toContain('11\u00a0h\u00a000 – 12\u00a0h\u00a000\u00a0HAP');
    expect(notices.find((n) => n.userId === w.owner.id)?.title).toContain('New local time');
  });

  it('reads them a page at a time, each page to the end, each booking once', async () => {
    // Three businesses' bookings at 10:00, 12:00 and 14:00 (the customer's hours kept apart).
    const moved = [
      await writtenOnOldRules(600),
      await writtenOnOldRules(720),
      await writtenOnOldRules(840),
    ];
    expect(await rereadBookingClocks(w.t.database.db, w.clock.now, 2)).toBe(3);
    for (const [i, id] of moved.entries()) {
      expect((await rowOf(id)).startTime).toBe(660 + i * 120);
      expect(await clockNotices(id)).toHaveLength(2);
    }
    expect(await rereadBookingClocks(w.t.database.db, w.clock.now, 2)).toBe(0);
  });
});
