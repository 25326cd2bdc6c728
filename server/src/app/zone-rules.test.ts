import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../db/schema/bookings.ts';
import { freeDays, freeDayWindows } from '../db/schema/free-days.ts';
import { bookElsewhere, eachTestBookingWorld, VANCOUVER } from '../test/booking-world.ts';
import { testDbKind } from '../test/database.ts';
import { followZoneRules } from './zone-rules.ts';

const HOUR = 3_600_000;
const later = (at: Date | null) => (at ? new Date(at.getTime() + HOUR) : null);

describe(`the first start on a release of zone rules on ${testDbKind}`, () => {
  const w = eachTestBookingWorld();

  /** A Vancouver business that books online, with a booking at 10:00 tomorrow. */
  async function vancouverBusiness() {
    const { company, booking } = await bookElsewhere(w, VANCOUVER);
    return { companyId: company._id as string, bookingId: booking._id };
  }

  const summaryOf = async (companyId: string) => {
    const db = w.t.database.db;
    const [window] = await db
      .select()
      .from(freeDayWindows)
      .where(eq(freeDayWindows.companyId, companyId));
    const days = await db
      .select()
      .from(freeDays)
      .where(eq(freeDays.companyId, companyId))
      .orderBy(asc(freeDays.day));
    return { window, days };
  };

  /** Moves the business's summary an hour later, as a server on UTC-8 wrote it. */
  async function summaryOnOldRules(companyId: string) {
    const db = w.t.database.db;
    const { window } = await summaryOf(companyId);
    await db
      .update(freeDayWindows)
      .set({ firstDayAt: later(window.firstDayAt), rollAt: later(window.rollAt) as Date })
      .where(eq(freeDayWindows.companyId, companyId));
    await db
      .update(freeDays)
      .set({
        morningFrom: sql`${freeDays.morningFrom} + interval '1 hour'`,
        afternoonFrom: sql`${freeDays.afternoonFrom} + interval '1 hour'`,
        anyUntil: sql`${freeDays.anyUntil} + interval '1 hour'`,
      })
      .where(eq(freeDays.companyId, companyId));
  }

  /** Moves the booking an hour later, as a server on UTC-8 wrote it. */
  async function bookingOnOldRules(bookingId: string) {
    await w.t.database.db
      .update(bookings)
      .set({
        startAt: sql`${bookings.startAt} + interval '1 hour'`,
        endAt: sql`${bookings.endAt} + interval '1 hour'`,
      })
      .where(eq(bookings.id, bookingId));
  }

  it('computes summaries written on other rules again, once per release', async () => {
    const { companyId } = await vancouverBusiness();
    const right = await summaryOf(companyId);
    expect(right.days.length).toBeGreaterThan(30);
    const toronto = await summaryOf(w.company._id);
    await summaryOnOldRules(companyId);
    expect((await summaryOf(companyId)).days).not.toEqual(right.days);

    expect(await followZoneRules(w.t.database.db, '2026e', w.clock.now)).toEqual({
      bookings: 0,
      summaries: 1,
    });
    expect(await summaryOf(companyId)).toEqual(right);
    // The Toronto business's summary already read right: left as it was.
    expect(await summaryOf(w.company._id)).toEqual(toronto);

    // Done once per release: the same release again does nothing, even on rows moved since.
    await summaryOnOldRules(companyId);
    expect(await followZoneRules(w.t.database.db, '2026e', w.clock.now)).toBeNull();
    expect(await followZoneRules(w.t.database.db, '2027a', w.clock.now)).toEqual({
      bookings: 0,
      summaries: 1,
    });
    expect(await summaryOf(companyId)).toEqual(right);
  });

  it('reads bookings written on other rules anew, keeping their moment', async () => {
    const { bookingId } = await vancouverBusiness();
    await bookingOnOldRules(bookingId);
    expect(await followZoneRules(w.t.database.db, '2026e', w.clock.now)).toEqual({
      bookings: 1,
      summaries: 0,
    });
    const [row] = await w.t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect([row.startAt.toISOString(), row.startTime]).toEqual(['2026-12-02T18:00:00.000Z', 660]);
  });
});
