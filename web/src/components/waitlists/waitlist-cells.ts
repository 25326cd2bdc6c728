import { WEEKDAYS, type Weekday } from '@slotmap/domain/hours';
import { PERIODS, type Period } from '@slotmap/domain/slots';

export const PERIOD_NAMES: Record<Period, string> = {
  morning: 'Morning',
  afternoon: 'Afternoon',
  evening: 'Evening',
};

/** 'Mon morning, Wed evening', in the grid's order: what a list shows of a business's cells. */
export function cellsText(cells: readonly { day: Weekday; period: Period }[]): string {
  return [...cells]
    .sort(
      (a, b) =>
        WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
        PERIODS.indexOf(a.period) - PERIODS.indexOf(b.period),
    )
    .map((c) => `${c.day.slice(0, 3)} ${c.period}`)
    .join(', ');
}

/** 'Dec 8, 2026': the last day anyone of these cells still waits. */
export function untilText(expiries: readonly string[]): string {
  const last = Math.max(...expiries.map((e) => Date.parse(e)));
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  }).format(new Date(last));
}
