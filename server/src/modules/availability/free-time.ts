// The free-time summary of one business's days, computed by the slot function itself (one truth):
// which parts of each day still have a free slot, and until when each can be booked.
import type { BookingRules } from '@slotmap/domain/booking-rules';
import type { DayHoursOn } from '@slotmap/domain/closures';
import type { StoreHours } from '@slotmap/domain/hours';
import {
  BOOKING_WINDOW_DAYS,
  type BusyRange,
  daySlots,
  mergeBusy,
  type Period,
  periodOf,
} from '@slotmap/domain/slots';
import { addDays } from '@slotmap/domain/zoned-time';

const MINUTE_MS = 60_000;
/**
 * Slots are judged as if it were long ago: the summary must not depend on the time it was made, so
 * no slot reads as past or too soon; `until` (start less notice) says when each stops counting.
 */
const LONG_AGO = new Date(0);

/** An online service as the summary needs it. */
export interface BookableService {
  duration: number;
  rules: BookingRules;
}

/** A part of day's free slots: the earliest start, and the last instant one can still be booked. */
export interface FreeSpan {
  from: number;
  until: number;
}

export interface FreeDay {
  day: string;
  periods: Partial<Record<Period, FreeSpan>>;
}

export interface BusinessWeek {
  hours: StoreHours;
  hoursOn: DayHoursOn;
  timeZone: string;
}

/** The last day a service can be booked on when today is `today` (its horizon, within the window). */
export const lastBookableDay = (today: string, rules: BookingRules) =>
  addDays(today, Math.min(rules.horizon_days, BOOKING_WINDOW_DAYS));

/**
 * The days from `from` to `to` (local dates, clamped to the window that starts `today`) that have a
 * free slot of any of the services, with each part of day's span. A service counts on a day only
 * within its horizon as seen from `today`, which is why the window is rolled as days pass.
 */
export function freeDaysOf(
  business: BusinessWeek,
  services: readonly BookableService[],
  busy: readonly BusyRange[],
  today: string,
  from: string,
  to: string,
): FreeDay[] {
  const first = from > today ? from : today;
  const windowEnd = addDays(today, BOOKING_WINDOW_DAYS);
  const last = to < windowEnd ? to : windowEnd;
  const merged = mergeBusy(busy);
  const days: FreeDay[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) {
    const periods: Partial<Record<Period, FreeSpan>> = {};
    let free = false;
    for (const service of services) {
      if (day > lastBookableDay(today, service.rules)) continue;
      const slots = daySlots(
        day,
        { ...business, duration: service.duration, now: LONG_AGO, rules: service.rules },
        merged,
      );
      for (const slot of slots?.slots ?? []) {
        if (slot.unavailable) continue;
        const until = slot.start - service.rules.min_notice * MINUTE_MS;
        const period = periodOf(slot.start_time);
        const span = periods[period];
        if (!span) periods[period] = { from: slot.start, until };
        else {
          if (slot.start < span.from) span.from = slot.start;
          if (until > span.until) span.until = until;
        }
        free = true;
      }
    }
    if (free) days.push({ day, periods });
  }
  return days;
}
