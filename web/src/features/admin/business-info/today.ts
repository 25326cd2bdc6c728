import { type StoreHours, timeLabel, weekdayIn } from '@slotmap/domain/hours';

/** The zone when the browser knows it, else the viewer's own. */
function knownZone(timeZone: string | undefined): string {
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!timeZone) return own;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return own;
  }
}

/** Today's opening hours '9:00 AM – 5:00 PM', or null on a closed day (spec: 'Closed today'). */
export function todaysHours(hours: StoreHours | undefined, timeZone?: string, now = new Date()) {
  const day = hours?.[weekdayIn(now, knownZone(timeZone))];
  if (!day?.open) return null;
  return `${timeLabel(day.start_time)} – ${timeLabel(day.end_time)}`;
}
