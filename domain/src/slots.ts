import { type DayHours, type StoreHours, WEEKDAYS, type Weekday } from './hours.ts';
import { type BookingRules, DEFAULT_BOOKING_RULES } from './booking-rules.ts';
import {
  addDays,
  cachedOffsetMs,
  dateMs,
  instantOf,
  localDate,
  offsetMs,
  weekdayIndex,
} from './zoned-time.ts';

/** Bookable dates run from today to this many days ahead (consumer §9). */
export const BOOKING_WINDOW_DAYS = 90;

export const PERIODS = ['morning', 'afternoon', 'evening'] as const;
export type Period = (typeof PERIODS)[number];

/**
 * Morning before 12:00, afternoon 12:00 to before 17:00, evening from 17:00: the waitlist's
 * reading of the spec, used for the slot list too so that "every slot of a period is taken"
 * means the same period the waitlist offers (docs/decisions).
 */
export const AFTERNOON_FROM = 12 * 60;
export const EVENING_FROM = 17 * 60;

export function periodOf(minutes: number): Period {
  if (minutes < AFTERNOON_FROM) return 'morning';
  return minutes < EVENING_FROM ? 'afternoon' : 'evening';
}

/**
 * One slot, as small as it can be, for a busy business's 90 days run to thousands of them: its
 * period is `periodOf(start_time)` and its end `slotEnd(slot, duration)`.
 */
export interface Slot {
  /** Local minutes from midnight, as store hours are kept. */
  start_time: number;
  /** The instant it starts, in milliseconds since the epoch. */
  start: number;
  /**
   * 'past' (started already), 'notice' (starts sooner than the service's minimum notice) or
   * 'booked' (it or its buffers meet an existing booking's blocked time); null when free.
   */
  unavailable: 'past' | 'notice' | 'booked' | null;
}

/** The instant a slot ends: it lasts the service's duration in real time, clock changes or not. */
export const slotEnd = (slot: Pick<Slot, 'start'>, duration: number) =>
  slot.start + duration * MINUTE_MS;

export interface SlotDay {
  date: string;
  weekday: Weekday;
  slots: Slot[];
}

/** A time the business is already booked, as instants in milliseconds. */
export interface BusyRange {
  start: number;
  end: number;
}

export interface SlotRequest {
  hours: StoreHours;
  /** A date's own hours where they differ from the week's (closures.ts); undefined: the weekday's. */
  hoursOn?: (date: string) => DayHours | undefined;
  timeZone: string;
  /** The service's duration in minutes: slots last it and step by it and the rules' buffers. */
  duration: number;
  /** Existing active bookings of the business (any order, may be empty). */
  busy: readonly BusyRange[];
  now: Date;
  /** The service's notice, buffers and horizon (decision 055); none when left out. */
  rules?: BookingRules;
  /** Local dates 'YYYY-MM-DD'; clamped to today … today + the service's horizon_days. */
  from?: string;
  to?: string;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;

/** The first and last bookable local dates of the window that starts today in the zone. */
export function bookingWindow(
  now: Date,
  timeZone: string,
  /** A service's horizon_days; never beyond the spec's window. */
  horizonDays = BOOKING_WINDOW_DAYS,
): { first: string; last: string } {
  const first = localDate(now.getTime(), timeZone);
  return { first, last: addDays(first, Math.min(horizonDays, BOOKING_WINDOW_DAYS)) };
}

/**
 * Every bookable day between `from` and `to` with its slots: days with open hours only, slots
 * back to back from opening in real time, each lasting the duration and ending no later than
 * closing, in the business's zone. A slot that has started or overlaps a booking is marked
 * unavailable, not left out, so the page can show it greyed and offer the waitlist when a whole
 * period is taken.
 */
export function generateSlots(req: SlotRequest): SlotDay[] {
  const window = bookingWindow(req.now, req.timeZone, req.rules?.horizon_days);
  const first = req.from && req.from > window.first ? req.from : window.first;
  const last = req.to && req.to < window.last ? req.to : window.last;
  if (Number.isNaN(dateMs(first)) || Number.isNaN(dateMs(last)) || req.duration <= 0) return [];
  const busy = mergeBusy(req.busy);
  const days: SlotDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const day = daySlots(date, req, busy);
    if (day && day.slots.length > 0) days.push(day);
  }
  return days;
}

/**
 * The slots of one local date, or null when the business is closed that day. Slots follow each
 * other in real time (instants), so on a daylight-saving day none overlaps another and one that
 * fits before closing is offered; `start_time` is each start's local clock reading, and as a
 * slot is named by it, a reading that comes round again when clocks fall back is not offered a
 * second time.
 */
export function daySlots(
  date: string,
  req: Pick<SlotRequest, 'hours' | 'hoursOn' | 'timeZone' | 'duration' | 'now' | 'rules'>,
  /** From mergeBusy. */
  mergedBusy: readonly BusyRange[],
): SlotDay | null {
  const weekday = WEEKDAYS[weekdayIndex(date)];
  const hours = req.hoursOn?.(date) ?? req.hours[weekday];
  if (!hours?.open || hours.end_time <= hours.start_time) return null;
  const { at, wall } = localClock(date, req.timeZone);
  const opening = firstInstantFrom(at, hours.start_time);
  const closing = firstInstantFrom(at, hours.end_time);
  const rules = req.rules ?? DEFAULT_BOOKING_RULES;
  const length = req.duration * MINUTE_MS;
  const before = rules.buffer_before * MINUTE_MS;
  const after = rules.buffer_after * MINUTE_MS;
  // Slots step by the appointment and its buffers, so back-to-back bookings of one service fit
  // with their buffers between them; the appointment itself lies within the open hours.
  const step = length + before + after;
  const now = req.now.getTime();
  const noticeEnds = now + rules.min_notice * MINUTE_MS;
  const midnight = dateMs(date);
  const slots: Slot[] = [];
  let lastTime = -1;
  for (let start = opening; start + length <= closing; start += step) {
    const end = start + length;
    const t = Math.round((wall(start) - midnight) / MINUTE_MS);
    if (t <= lastTime) continue;
    lastTime = t;
    const unavailable =
      start < now
        ? 'past'
        : start < noticeEnds
          ? 'notice'
          : overlaps(mergedBusy, start - before, end + after)
            ? 'booked'
            : null;
    slots.push({ start_time: t, start, unavailable });
  }
  return { date, weekday, slots };
}

/**
 * The instant the local clock reads `minutes`, or, when clocks spring forward over it (2:30
 * never comes), the jump itself: the first local minute after it that exists. Opening and
 * closing times both read this way.
 */
function firstInstantFrom(at: (minutes: number) => number | null, minutes: number): number {
  for (let m = minutes; m <= minutes + 180; m++) {
    const instant = at(m);
    if (instant !== null) return instant;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Local minutes of `date` → instant (`at`), and instant → local clock as UTC milliseconds
 * (`wall`). Most days keep one offset from before their first minute to after their last (every
 * zone's day lies within 12 hours before and 36 after its wall-clock midnight read as UTC), so
 * two offset readings serve the whole day; a day with a daylight-saving change converts each
 * time exactly.
 */
function localClock(
  date: string,
  timeZone: string,
): { at: (minutes: number) => number | null; wall: (instant: number) => number } {
  const day = dateMs(date);
  // 12 h before and 36 h after: the same instants serve the day two days later, so cached.
  const offset = cachedOffsetMs(day - 12 * HOUR_MS, timeZone);
  if (offset === cachedOffsetMs(day + 36 * HOUR_MS, timeZone)) {
    const midnight = day - offset;
    return {
      at: (minutes) => midnight + minutes * MINUTE_MS,
      wall: (instant) => instant + offset,
    };
  }
  return {
    at: (minutes) => instantOf(date, minutes, timeZone),
    wall: (instant) => instant + offsetMs(instant, timeZone),
  };
}

/**
 * Busy ranges sorted and merged where they meet, so that sorted by start they are sorted by end
 * too. Active bookings of a business never overlap, but the function must not depend on it.
 */
export function mergeBusy(busy: readonly BusyRange[]): BusyRange[] {
  const sorted = [...busy].sort((a, b) => a.start - b.start);
  const merged: BusyRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) last.end = Math.max(last.end, range.end);
    else merged.push({ start: range.start, end: range.end });
  }
  return merged;
}

/** Whether [start, end) meets a merged busy range: a binary search for the first that ends after start. */
function overlaps(merged: readonly BusyRange[], start: number, end: number): boolean {
  let lo = 0;
  let hi = merged.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (merged[mid].end <= start) lo = mid + 1;
    else hi = mid;
  }
  return lo < merged.length && merged[lo].start < end;
}

/** The slot a booking asks for, if the day offers it and it is free; else why not. */
export function findSlot(
  date: string,
  startTime: number,
  req: Omit<SlotRequest, 'from' | 'to'>,
):
  | { slot: Slot }
  | { error: 'outside-window' | 'horizon' | 'not-offered' | 'past' | 'notice' | 'booked' } {
  const window = bookingWindow(req.now, req.timeZone);
  if (Number.isNaN(dateMs(date)) || date < window.first || date > window.last) {
    return { error: 'outside-window' };
  }
  if (date > bookingWindow(req.now, req.timeZone, req.rules?.horizon_days).last) {
    return { error: 'horizon' };
  }
  const busy = mergeBusy(req.busy);
  const slot = daySlots(date, req, busy)?.slots.find((s) => s.start_time === startTime);
  if (!slot) return { error: 'not-offered' };
  if (slot.unavailable) return { error: slot.unavailable };
  return { slot };
}
