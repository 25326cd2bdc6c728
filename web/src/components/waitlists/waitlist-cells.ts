import { WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { PERIODS, type Period } from '@slotmap/domain/slots';
import type { WaitlistDuration } from '@slotmap/domain/waitlists';
import { weekdayName } from '../../lib/weekday-name.ts';

/** The ids of the periods' names in the waitlists catalogue. */
export const PERIOD_NAMES = {
  morning: 'waitlists.period.morning',
  afternoon: 'waitlists.period.afternoon',
  evening: 'waitlists.period.evening',
} as const satisfies Record<Period, string>;

/** The ids of the durations' names: the value sent stays the spec's English ('2 Weeks'). */
export const DURATION_NAMES = {
  '1 Week': 'waitlists.duration.week',
  '2 Weeks': 'waitlists.duration.twoWeeks',
  '1 Month': 'waitlists.duration.month',
} as const satisfies Record<WaitlistDuration, string>;

/**
 * 'Mon morning, Wed evening', in the grid's order: what a list shows of a business's cells.
 * Another language names the day and the period its way ('lun. matin' in fr-CA).
 */
export function cellsText(
  cells: readonly { day: Weekday; period: Period }[],
  locale = 'en-US',
  periodName: (period: Period) => string = (period) => period,
): string {
  return [...cells]
    .sort(
      (a, b) =>
        WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
        PERIODS.indexOf(a.period) - PERIODS.indexOf(b.period),
    )
    .map((c) =>
      locale === 'en-US'
        ? `${c.day.slice(0, 3)} ${c.period}`
        : `${weekdayName(c.day, locale, 'short')} ${periodName(c.period).toLowerCase()}`,
    )
    .join(', ');
}

/** 'Dec 8, 2026': the last day anyone of these cells still waits. */
export function untilText(expiries: readonly string[], locale = 'en-US'): string {
  const last = Math.max(...expiries.map((e) => Date.parse(e)));
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(last));
}
