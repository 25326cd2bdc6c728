import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StoreHours, WEEKDAYS } from './hours.ts';
import { SERVICE_DURATIONS } from './services.ts';
import { type BusyRange, daySlots, generateSlots, mergeBusy, slotEnd } from './slots.ts';
import { type Closure, closureHoursOn } from './closures.ts';
import { addDays, localDate } from './zoned-time.ts';
import { CA_US_TIME_ZONES } from './time-zone.ts';
import { instantOf, wallClockMs } from './zoned-time.ts';

const ZONES = [
  'America/Toronto',
  'America/Vancouver',
  'America/St_Johns',
  'America/Halifax',
  'America/Phoenix',
  'America/Chicago',
];
const MINUTE_MS = 60_000;

const dayHours = fc
  .record({
    open: fc.boolean(),
    start: fc.integer({ min: 0, max: 46 }),
    length: fc.integer({ min: 1, max: 48 }),
  })
  .map(({ open, start, length }) => ({
    open,
    start_time: start * 30,
    end_time: Math.min(1440, (start + length) * 30),
  }));

const storeHours = fc
  .tuple(...WEEKDAYS.map(() => dayHours))
  .map((days) => Object.fromEntries(WEEKDAYS.map((d, i) => [d, days[i]])) as StoreHours);

// 2026 spans both daylight-saving changes; bookings fall within the 90 days after `now`.
const nowMs = fc.integer({ min: Date.parse('2026-01-01'), max: Date.parse('2026-12-31') });
const busyFrom = (now: number) =>
  fc
    .array(
      fc.record({
        offsetMin: fc.integer({ min: -60 * 24, max: 91 * 24 * 60 }),
        minutes: fc.integer({ min: 15, max: 240 }),
      }),
      { maxLength: 40 },
    )
    .map((list) =>
      list.map(({ offsetMin, minutes }): BusyRange => {
        const start = now + offsetMin * MINUTE_MS;
        return { start, end: start + minutes * MINUTE_MS };
      }),
    );

const scenario = nowMs.chain((now) =>
  fc.record({
    now: fc.constant(now),
    zone: fc.constantFrom(...ZONES),
    hours: storeHours,
    duration: fc.constantFrom(...SERVICE_DURATIONS),
    busy: busyFrom(now),
  }),
);

/** Local minutes of an instant on a given local date (can exceed 1440 past midnight). */
function localMinutesOn(date: string, instant: number, zone: string): number {
  return (wallClockMs(instant, zone) - Date.parse(`${date}T00:00:00Z`)) / MINUTE_MS;
}

/** The instant of the first local minute at or after `minutes` that exists on `date`. */
function firstInstantFrom(date: string, minutes: number, zone: string): number {
  for (let m = minutes; m <= minutes + 180; m++) {
    const at = instantOf(date, m, zone);
    if (at !== null) return at;
  }
  throw new Error(`no local time after ${minutes} on ${date} in ${zone}`);
}

describe('generateSlots properties', () => {
  it('every slot lies in open hours, follows the last in real time, and is marked past or booked honestly', () => {
    fc.assert(
      fc.property(scenario, ({ now, zone, hours, duration, busy }) => {
        const days = generateSlots({ hours, timeZone: zone, duration, busy, now: new Date(now) });
        for (const day of days) {
          const h = hours[day.weekday];
          expect(h.open).toBe(true);
          const opening = firstInstantFrom(day.date, h.start_time, zone);
          const closing = firstInstantFrom(day.date, h.end_time, zone);
          let previousEnd = Number.NEGATIVE_INFINITY;
          let previousTime = -1;
          for (const slot of day.slots) {
            const start = slot.start;
            const end = slotEnd(slot, duration);
            // Judged by real instants: it lasts the duration, lies within opening and closing,
            // follows the one before without overlapping it, on the real-time grid from opening.
            expect(end - start).toBe(duration * MINUTE_MS);
            expect(start).toBeGreaterThanOrEqual(opening);
            expect(end).toBeLessThanOrEqual(closing);
            expect(start).toBeGreaterThanOrEqual(previousEnd);
            expect((start - opening) % (duration * MINUTE_MS)).toBe(0);
            previousEnd = end;
            // It is named by its local time in the business's zone, each name once.
            expect(localMinutesOn(day.date, start, zone)).toBe(slot.start_time);
            expect(slot.start_time).toBeGreaterThan(previousTime);
            previousTime = slot.start_time;
            const hitsBooking = busy.some((b) => b.start < end && b.end > start);
            const expected = start < now ? 'past' : hitsBooking ? 'booked' : null;
            expect(slot.unavailable).toBe(expected);
          }
        }
      }),
      { numRuns: 40 },
    );
    // Each run checks every slot of 91 days against the zone's clock: seconds, not milliseconds.
  }, 120_000);

  it('offers every step of a day whose clock does not change', () => {
    fc.assert(
      fc.property(scenario, ({ now, zone, hours, duration }) => {
        const days = generateSlots({
          hours,
          timeZone: zone,
          duration,
          busy: [],
          now: new Date(now),
        });
        for (const day of days) {
          const start = Date.parse(`${day.date}T12:00:00Z`);
          const offsetAt = (ms: number) => wallClockMs(ms, zone) - ms;
          const steady = offsetAt(start - 14 * 3_600_000) === offsetAt(start + 14 * 3_600_000);
          if (!steady) continue;
          const h = hours[day.weekday];
          const expected = Math.floor((h.end_time - h.start_time) / duration);
          expect(day.slots).toHaveLength(expected);
        }
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('never overlaps and misses nothing on any daylight-saving day of any CA/US zone, 2026–2036', () => {
    const DAY = 86_400_000;
    const allDay = Object.fromEntries(
      WEEKDAYS.map((d) => [d, { open: true, start_time: 0, end_time: 1440 }]),
    ) as StoreHours;
    let changeDays = 0;
    for (const zone of CA_US_TIME_ZONES) {
      const offsetAt = (ms: number) => wallClockMs(ms, zone) - ms;
      for (let t = Date.parse('2026-01-01T12:00:00Z'); t < Date.parse('2037-01-01'); t += DAY) {
        // A local day's offset changes within it when noon-12h and noon+12h read differently.
        if (offsetAt(t - 12 * 3_600_000) === offsetAt(t + 14 * 3_600_000)) continue;
        const date = new Date(t).toISOString().slice(0, 10);
        changeDays++;
        const opening = firstInstantFrom(date, 0, zone);
        const closing = firstInstantFrom(date, 1440, zone);
        for (const duration of SERVICE_DURATIONS) {
          const step = duration * MINUTE_MS;
          const day = daySlots(
            date,
            { hours: allDay, timeZone: zone, duration, now: new Date(0) },
            [],
          );
          const starts = (day?.slots ?? []).map((s) => s.start);
          // Every real-time step that fits before closing, except a local time read a second
          // time when clocks fall back (a slot is named by its local time).
          const expected: number[] = [];
          const names = new Set<number>();
          for (let at = opening; at + step <= closing; at += step) {
            const name = localMinutesOn(date, at, zone);
            if (names.has(name) || name < Math.max(-1, ...names)) continue;
            names.add(name);
            expected.push(at);
          }
          expect(starts, `${zone} ${date} ${duration} min`).toEqual(expected);
          for (let i = 1; i < starts.length; i++)
            expect(starts[i] - starts[i - 1]).toBeGreaterThanOrEqual(step);
        }
      }
    }
    // Two changes a year in most zones: the sweep must have met them.
    expect(changeDays).toBeGreaterThan(400);
  }, 120_000);
  it('closures: none on a closed day, special hours kept, nothing lost or doubled on a clock change', () => {
    // Now falls a few weeks before a 2026 change (Mar 8, Nov 1 in most zones; Mar 29, Oct 25 none).
    const nearChange = fc
      .constantFrom('2026-02-20', '2026-03-01', '2026-10-10', '2026-10-25')
      .chain((d) => fc.integer({ min: 0, max: 14 * 24 }).map((h) => Date.parse(d) + h * 3_600_000));
    const closureList = (today: string) =>
      fc
        .array(
          fc.record({
            offset: fc.integer({ min: 0, max: 40 }),
            length: fc.integer({ min: 0, max: 3 }),
            special: fc.option(
              fc.record({
                start: fc.integer({ min: 0, max: 46 }),
                length: fc.integer({ min: 1, max: 48 }),
              }),
            ),
          }),
          { maxLength: 8 },
        )
        .map((raw) => {
          // Non-overlapping, as the API keeps them: each starts after the one before ends.
          const list: Closure[] = [];
          let next = today;
          for (const r of raw) {
            const from = addDays(next, r.offset % 6);
            const to = addDays(from, r.length);
            list.push({
              from,
              to,
              reason: '',
              start_time: r.special ? r.special.start * 30 : null,
              end_time: r.special
                ? Math.min(1440, (r.special.start + r.special.length) * 30)
                : null,
            });
            next = addDays(to, 1);
          }
          return list;
        });
    const withClosures = nearChange.chain((now) =>
      fc.record({
        now: fc.constant(now),
        zone: fc.constantFrom(...ZONES),
        hours: storeHours,
        duration: fc.constantFrom(...SERVICE_DURATIONS),
        busy: busyFrom(now),
        closures: fc.constantFrom(...ZONES).chain((z) => closureList(localDate(now, z))),
      }),
    );
    fc.assert(
      fc.property(withClosures, ({ now, zone, hours, duration, busy, closures }) => {
        const on = closureHoursOn(closures);
        const base = { hours, timeZone: zone, duration, busy, now: new Date(now) };
        const weekly = new Map(generateSlots(base).map((d) => [d.date, d]));
        const days = generateSlots({ ...base, hoursOn: on });
        for (const day of days) {
          const own = on(day.date);
          expect(own?.open ?? true, `${day.date} is closed`).toBe(true);
          if (!own) {
            // A day no closure names keeps every slot of its weekday, none more.
            expect(day).toEqual(weekly.get(day.date));
            continue;
          }
          const opening = firstInstantFrom(day.date, own.start_time, zone);
          const closing = firstInstantFrom(day.date, own.end_time, zone);
          let previousEnd = Number.NEGATIVE_INFINITY;
          let previousTime = -1;
          for (const slot of day.slots) {
            const end = slotEnd(slot, duration);
            expect(slot.start).toBeGreaterThanOrEqual(opening);
            expect(end).toBeLessThanOrEqual(closing);
            expect(slot.start).toBeGreaterThanOrEqual(previousEnd);
            expect(slot.start_time).toBeGreaterThan(previousTime);
            expect(localMinutesOn(day.date, slot.start, zone)).toBe(slot.start_time);
            previousEnd = end;
            previousTime = slot.start_time;
          }
          // The special hours give exactly the slots a week of those hours would.
          const same = Object.fromEntries(WEEKDAYS.map((d) => [d, own])) as StoreHours;
          expect(day).toEqual(daySlots(day.date, { ...base, hours: same }, mergeBusy(busy)));
        }
        // No open day of the window is lost: every weekly day not closed is still offered.
        for (const [date, day] of weekly) {
          if (on(date) || day.slots.length === 0) continue;
          expect(days.some((d) => d.date === date)).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('notice, buffers and horizon: honest reasons, buffers kept apart, nothing lost on a clock change', () => {
    const rules = fc.record({
      min_notice: fc.integer({ min: 0, max: 10_080 }),
      buffer_before: fc.integer({ min: 0, max: 240 }),
      buffer_after: fc.integer({ min: 0, max: 240 }),
      horizon_days: fc.integer({ min: 1, max: 90 }),
    });
    fc.assert(
      fc.property(scenario, rules, ({ now, zone, hours, duration, busy }, r) => {
        const days = generateSlots({
          hours,
          timeZone: zone,
          duration,
          busy,
          now: new Date(now),
          rules: r,
        });
        const before = r.buffer_before * MINUTE_MS;
        const after = r.buffer_after * MINUTE_MS;
        const step = duration * MINUTE_MS + before + after;
        const last = addDays(localDate(now, zone), r.horizon_days);
        for (const day of days) {
          expect(day.date <= last, `${day.date} beyond the horizon`).toBe(true);
          const h = hours[day.weekday];
          const opening = firstInstantFrom(day.date, h.start_time, zone);
          const closing = firstInstantFrom(day.date, h.end_time, zone);
          let previous = Number.NEGATIVE_INFINITY;
          for (const slot of day.slots) {
            const end = slotEnd(slot, duration);
            // The appointment lies in open hours; one slot's buffers never meet the next one's.
            expect(slot.start).toBeGreaterThanOrEqual(opening);
            expect(end).toBeLessThanOrEqual(closing);
            expect((slot.start - opening) % step).toBe(0);
            expect(slot.start - previous).toBeGreaterThanOrEqual(step);
            previous = slot.start;
            const blocked = busy.some((b) => b.start < end + after && b.end > slot.start - before);
            const expected =
              slot.start < now
                ? 'past'
                : slot.start < now + r.min_notice * MINUTE_MS
                  ? 'notice'
                  : blocked
                    ? 'booked'
                    : null;
            expect(slot.unavailable).toBe(expected);
          }
        }
      }),
      { numRuns: 40 },
    );

    // Every CA/US clock change 2026–2028: with buffers, every real-time step of the widened grid
    // that fits is offered once, none overlapping another's buffers.
    const DAY = 86_400_000;
    const allDay = Object.fromEntries(
      WEEKDAYS.map((d) => [d, { open: true, start_time: 0, end_time: 1440 }]),
    ) as StoreHours;
    const combos = [
      [15, 5, 10],
      [30, 0, 15],
      [45, 30, 0],
      [60, 240, 240],
    ] as const;
    let changeDays = 0;
    for (const zone of CA_US_TIME_ZONES) {
      const offsetAt = (ms: number) => wallClockMs(ms, zone) - ms;
      for (let t = Date.parse('2026-01-01T12:00:00Z'); t < Date.parse('2029-01-01'); t += DAY) {
        if (offsetAt(t - 12 * 3_600_000) === offsetAt(t + 14 * 3_600_000)) continue;
        const date = new Date(t).toISOString().slice(0, 10);
        changeDays++;
        const opening = firstInstantFrom(date, 0, zone);
        const closing = firstInstantFrom(date, 1440, zone);
        // Now an hour after midnight: the first slot past, the next inside the notice.
        const now = opening + 60 * MINUTE_MS;
        for (const [duration, bufferBefore, bufferAfter] of combos) {
          const step = (duration + bufferBefore + bufferAfter) * MINUTE_MS;
          const notice = duration + bufferBefore + bufferAfter + 60;
          const day = daySlots(
            date,
            {
              hours: allDay,
              timeZone: zone,
              duration,
              now: new Date(now),
              rules: {
                min_notice: notice,
                buffer_before: bufferBefore,
                buffer_after: bufferAfter,
                horizon_days: 90,
              },
            },
            [],
          );
          const slots = day?.slots ?? [];
          const expected: number[] = [];
          const names = new Set<number>();
          for (let at = opening; at + duration * MINUTE_MS <= closing; at += step) {
            const name = localMinutesOn(date, at, zone);
            if (names.has(name) || name < Math.max(-1, ...names)) continue;
            names.add(name);
            expected.push(at);
          }
          const label = `${zone} ${date} ${duration}+${bufferBefore}+${bufferAfter}`;
          expect(
            slots.map((s) => s.start),
            label,
          ).toEqual(expected);
          expect(
            slots.some((s) => s.unavailable === 'notice'),
            label,
          ).toBe(true);
          for (const slot of slots) {
            const reason =
              slot.start < now ? 'past' : slot.start < now + notice * MINUTE_MS ? 'notice' : null;
            expect(slot.unavailable, label).toBe(reason);
          }
        }
      }
    }
    expect(changeDays).toBeGreaterThan(100);
  }, 120_000);
});
