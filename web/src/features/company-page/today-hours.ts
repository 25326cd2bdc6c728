import { type Closure, closureHoursOn, isOpenNowWith } from '@slotmap/domain/closures';
import {
  type DayHours,
  type StoreHours,
  timeLabel,
  type Weekday,
  weekdayIn,
} from '@slotmap/domain/hours';
import { localDate } from '@slotmap/domain/zoned-time';

export interface TodayHours {
  /** Today on the business's own clock, which may differ from the viewer's. */
  weekday: Weekday;
  openNow: boolean;
  /** 'Open today', 'Closed now' (an open day, outside its hours) or 'Closed today'. */
  status: 'Open today' | 'Closed now' | 'Closed today';
  /** Today's hours, '9:00 AM – 5:00 PM'; null on a closed day. */
  hours: string | null;
}

/** '9:00 AM – 5:00 PM' for a day's opening hours. */
export function hoursRange(day: DayHours): string {
  return `${timeLabel(day.start_time)} – ${timeLabel(day.end_time)}`;
}

/** The zone itself when the browser knows it; otherwise the viewer's own zone. */
function knownZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  }
}

/**
 * Spec §2 header: open or closed today, with today's hours, read in the business's time zone.
 * Open only while now lies within today's hours (domain `isOpenNowWith`, as the company cards):
 * before opening or after closing on an open day, the page says Closed now. A closure covering
 * today gives today's hours (closed, or its special hours).
 */
export function todayHours(
  hours: StoreHours,
  timeZone: string,
  now = new Date(),
  closures: readonly Closure[] = [],
): TodayHours {
  const zone = knownZone(timeZone);
  const weekday = weekdayIn(now, zone);
  const day = closureHoursOn(closures)(localDate(now.getTime(), zone)) ?? hours[weekday];
  if (!day.open) return { weekday, openNow: false, status: 'Closed today', hours: null };
  const openNow = isOpenNowWith(hours, closures, zone, now);
  return {
    weekday,
    openNow,
    status: openNow ? 'Open today' : 'Closed now',
    hours: hoursRange(day),
  };
}
