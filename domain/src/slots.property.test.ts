import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type StoreHours, WEEKDAYS } from './hours.ts';
import { SERVICE_DURATIONS } from './services.ts';
import { type BusyRange, generateSlots } from './slots.ts';
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
  it('every slot lies in open hours, steps by the duration, and is marked past or booked honestly', () => {
    fc.assert(
      fc.property(scenario, ({ now, zone, hours, duration, busy }) => {
        const days = generateSlots({ hours, timeZone: zone, duration, busy, now: new Date(now) });
        for (const day of days) {
          const h = hours[day.weekday];
          expect(h.open).toBe(true);
          const seen = new Set<number>();
          for (const slot of day.slots) {
            const start = Date.parse(slot.start);
            const end = Date.parse(slot.end);
            expect(end - start).toBe(duration * MINUTE_MS);
            // The instant reads as the slot's local time in the business's zone.
            expect(localMinutesOn(day.date, start, zone)).toBe(slot.start_time);
            expect(slot.start_time).toBeGreaterThanOrEqual(h.start_time);
            expect((slot.start_time - h.start_time) % duration).toBe(0);
            expect(slot.start_time + duration).toBeLessThanOrEqual(h.end_time);
            // Ends by closing: the local clock at the end is not past the closing time. A closing
            // time skipped when clocks spring forward closes at the jump (02:00 → 03:00 reads
            // 03:00), so then the end is compared as an instant with the first time after it.
            if (instantOf(day.date, h.end_time, zone) !== null) {
              expect(localMinutesOn(day.date, end, zone)).toBeLessThanOrEqual(h.end_time);
            } else {
              expect(end).toBeLessThanOrEqual(firstInstantFrom(day.date, h.end_time, zone));
            }
            expect(seen.has(slot.start_time)).toBe(false);
            seen.add(slot.start_time);
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
});
