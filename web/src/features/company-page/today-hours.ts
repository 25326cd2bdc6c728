import { type Closure, closureHoursOn } from '@slotmap/domain/closures';
import {
  type DayHours,
  type StoreHours,
  timeLabel,
  type Weekday,
  weekdayIn,
} from '@slotmap/domain/hours';
import type { Language } from '@slotmap/domain/language';
import { localDate } from '@slotmap/domain/zoned-time';
import { type OpenBadge, openBadge } from '../../lib/open-badge.ts';
import { knownZone, viewerTimeZone } from '../../lib/viewer-zone.ts';

export interface TodayHours {
  /** Today on the business's own clock, which may differ from the viewer's. */
  weekday: Weekday;
  /** Within today's hours right now. */
  openNow: boolean;
  /** The badge: 'Open', 'Opens 12:00 PM', 'Closed · Opens Thu 9:00 AM' or 'Closed' (decision 062). */
  badge: OpenBadge;
  /** Today's hours, '9:00 AM – 5:00 PM'; null on a closed day. */
  hours: string | null;
}

/** '9:00 AM – 5:00 PM' for a day's opening hours ('9 h 00 – 17 h 00' in French). */
export function hoursRange(day: DayHours, language: Language = 'en'): string {
  return `${timeLabel(day.start_time, language)} – ${timeLabel(day.end_time, language)}`;
}

/**
 * Spec §2 header: the badge and today's hours, read in the business's time zone. The badge says
 * which side of opening time it is (domain `openingState`, as the company cards); a closure
 * covering today gives today's hours (closed, or its special hours).
 */
export function todayHours(
  hours: StoreHours,
  timeZone: string,
  now = new Date(),
  closures: readonly Closure[] = [],
  viewerZone = viewerTimeZone(),
  language: Language = 'en',
): TodayHours {
  const zone = knownZone(timeZone);
  const weekday = weekdayIn(now, zone);
  const day = closureHoursOn(closures)(localDate(now.getTime(), zone)) ?? hours[weekday];
  const badge = openBadge(
    { store_hours: hours, time_zone: zone, closures },
    now,
    viewerZone,
    language,
  );
  return {
    weekday,
    openNow: badge.state === 'open',
    badge,
    hours: day.open ? hoursRange(day, language) : null,
  };
}
