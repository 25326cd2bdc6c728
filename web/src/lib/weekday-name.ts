import { WEEKDAYS, type Weekday } from '@slotmap/domain/hours';

// 7 January 2001 was a Sunday: the week from it names each weekday, read as UTC.
const SUNDAY = Date.UTC(2001, 0, 7);
const DAY_MS = 86_400_000;

/**
 * 'Sunday' in en-US, 'dimanche' in fr-CA: a weekday as the reader's language names it; 'short'
 * gives 'Sun', 'dim.'.
 */
export function weekdayName(
  weekday: Weekday,
  locale: string,
  width: 'long' | 'short' = 'long',
): string {
  const at = new Date(SUNDAY + WEEKDAYS.indexOf(weekday) * DAY_MS);
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(at);
}
