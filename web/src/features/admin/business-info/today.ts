import { type StoreHours, timeLabel, weekdayIn } from '@slotmap/domain/hours';
import type { Language } from '@slotmap/domain/language';
import { knownZone } from '../../../lib/viewer-zone.ts';

/**
 * Today's opening hours in the reader's language ('9:00 AM – 5:00 PM', '9 h 00 – 17 h 00'), or
 * null on a closed day (spec: 'Closed today').
 */
export function todaysHours(
  hours: StoreHours | undefined,
  timeZone?: string,
  now = new Date(),
  language: Language = 'en',
) {
  const day = hours?.[weekdayIn(now, knownZone(timeZone))];
  if (!day?.open) return null;
  return `${timeLabel(day.start_time, language)} – ${timeLabel(day.end_time, language)}`;
}
