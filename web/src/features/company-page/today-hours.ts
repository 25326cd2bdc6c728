import {
  type DayHours,
  isOpenNow,
  type StoreHours,
  timeLabel,
  type Weekday,
  weekdayIn,
} from '@slotmap/domain/hours';

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
 * Open only while now lies within today's hours (domain `isOpenNow`, as the company cards):
 * before opening or after closing on an open day, the page says Closed now.
 */
export function todayHours(hours: StoreHours, timeZone: string, now = new Date()): TodayHours {
  const zone = knownZone(timeZone);
  const weekday = weekdayIn(now, zone);
  const day = hours[weekday];
  if (!day.open) return { weekday, openNow: false, status: 'Closed today', hours: null };
  const openNow = isOpenNow(hours, zone, now);
  return {
    weekday,
    openNow,
    status: openNow ? 'Open today' : 'Closed now',
    hours: hoursRange(day),
  };
}

/** 'Eastern Time' for America/Toronto: the name people know the business's zone by. */
export function zoneName(timeZone: string, at = new Date()): string {
  const zone = knownZone(timeZone);
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName');
  return part?.value ?? zone;
}
