// The exact next free time of a business on one day, as its page's slot list shows it at `now`.
import type { BookingRules } from '@slotmap/domain/booking-rules';
import { type BusyRange, daySlots, type Period, periodOf, type Slot } from '@slotmap/domain/slots';
import { localDate } from '@slotmap/domain/zoned-time';
import { type BusinessWeek, lastBookableDay } from './free-time.ts';

/** An online service, in the order the business lists its services. */
export interface OfferedService {
  id: string;
  name: string;
  duration: number;
  rules: BookingRules;
}

export interface NextTime {
  day: string;
  slot: Slot;
  service: OfferedService;
}

/**
 * The earliest free slot on `day` of any of the services, in `period` when one is given: free as
 * the slot list reads it at `now` (not started, not within the service's notice, clear of every busy
 * time with its buffers) and within the service's horizon. On a tie the service listed first wins.
 * `mergedBusy` comes from mergeBusy.
 */
export function firstFreeOn(
  day: string,
  business: BusinessWeek,
  services: readonly OfferedService[],
  mergedBusy: readonly BusyRange[],
  now: Date,
  period?: Period,
): NextTime | null {
  const today = localDate(now.getTime(), business.timeZone);
  if (day < today) return null;
  let best: NextTime | null = null;
  for (const service of services) {
    if (day > lastBookableDay(today, service.rules)) continue;
    const slots = daySlots(
      day,
      { ...business, duration: service.duration, now, rules: service.rules },
      mergedBusy,
    );
    const slot = slots?.slots.find(
      (s) => !s.unavailable && (!period || periodOf(s.start_time) === period),
    );
    if (slot && (!best || slot.start < best.slot.start)) best = { day, slot, service };
  }
  return best;
}
