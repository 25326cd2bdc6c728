import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freeDays, freeDayWindows } from '../../db/schema/free-days.ts';
import { testDbKind } from '../../test/database.ts';
import {
  expectSummaryFresh,
  hoursEveryDay,
  nextOf,
  onlineService,
  openBusiness,
  suiteAvailabilityWorld,
  summaryOf,
} from '../../test/availability-world.ts';

/** Tuesday 1 December 2026, 20:00 in Toronto. */
const NOW = new Date('2026-12-02T01:00:00Z');
/** Wednesday 2 December, 0:30 in Toronto: a new local day. */
const AFTER_MIDNIGHT = new Date('2026-12-02T05:30:00Z');

describe(`the rolling of free days as days pass, on ${testDbKind}`, () => {
  const w = suiteAvailabilityWorld(NOW);
  const windowOf = async (companyId: string) =>
    (
      await w.t.database.db
        .select()
        .from(freeDayWindows)
        .where(eq(freeDayWindows.companyId, companyId))
    )[0];

  it("adds the day that enters the window and those entering a service's horizon, once", async () => {
    const c = await openBusiness(w, 'Week Ahead', {
      ...hoursEveryDay(540, 600),
      services: [onlineService('Soon', 30, { horizon_days: 7 }), onlineService('Later', 60)],
    });
    const days = async () => (await summaryOf(w, c._id)).map((r) => [r.day, r.morningUntil]);
    const before = await days();
    expect(before[0][0]).toBe('2026-12-01');
    expect(before.at(-1)?.[0]).toBe('2027-03-01');
    expect(await windowOf(c._id)).toMatchObject({
      firstDay: '2026-12-01',
      rollAt: new Date('2026-12-02T05:00:00Z'),
    });

    // Before midnight there is nothing to roll.
    expect(await w.t.app.freeDaySweep.runOnce(NOW)).toBe(0);

    w.clock.now = AFTER_MIDNIGHT;
    // Two instances at once: the business is rolled once.
    const rolled = await Promise.all([
      w.t.app.freeDaySweep.runOnce(AFTER_MIDNIGHT),
      w.t.app.freeDaySweep.runOnce(AFTER_MIDNIGHT),
    ]);
    expect(rolled[0] + rolled[1]).toBe(1);
    const after = await days();
    expect(after[0][0]).toBe('2026-12-02');
    expect(after.at(-1)?.[0]).toBe('2027-03-02');
    // 9 December entered the short service's horizon: its 9:30 slot counts now.
    const ninth = (rows: typeof after) => rows.find(([day]) => day === '2026-12-09')?.[1];
    expect(ninth(before)).toEqual(new Date('2026-12-09T14:00:00Z'));
    expect(ninth(after)).toEqual(new Date('2026-12-09T14:30:00Z'));
    await expectSummaryFresh(w, c._id);
    expect(await windowOf(c._id)).toMatchObject({
      firstDay: '2026-12-02',
      firstDayAt: new Date('2026-12-02T05:00:00Z'),
      rollAt: new Date('2026-12-03T05:00:00Z'),
    });
    expect(await w.t.app.freeDaySweep.runOnce(AFTER_MIDNIGHT)).toBe(0);

    // A test server's clock set back a day: the window is computed again from that day.
    w.clock.now = NOW;
    expect(await w.t.app.freeDaySweep.runOnce(NOW)).toBe(1);
    expect((await days())[0][0]).toBe('2026-12-01');
    await expectSummaryFresh(w, c._id);
  });

  it('computes the whole window of a business that has none yet (as after the migration)', async () => {
    const c = await openBusiness(w, 'Migrated');
    await w.t.database.db.delete(freeDays).where(eq(freeDays.companyId, c._id));
    await w.t.database.db
      .update(freeDayWindows)
      .set({ firstDay: null, rollAt: NOW })
      .where(eq(freeDayWindows.companyId, c._id));
    expect(await nextOf(w, 'Migrated')).toBeNull();

    expect(await w.t.app.freeDaySweep.runOnce(NOW)).toBe(1);
    expect(await nextOf(w, 'Migrated')).toMatchObject({
      start_date: '2026-12-02',
      start_time: 540,
    });
    expect((await expectSummaryFresh(w, c._id)).length).toBe(91);
  });
});
