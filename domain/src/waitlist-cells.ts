import type { StoreHours, Weekday } from './hours.ts';
import { AFTERNOON_FROM, EVENING_FROM, type Period } from './slots.ts';

// A waitlist's cells (a weekday and a part of it), apart from the schemas of waitlists.ts: the
// business page offers its waitlist without loading zod.

export const cellKey = (cell: { day: Weekday; period: Period }) => `${cell.day}:${cell.period}`;

/** The local minutes [from, to) whose start times fall in each period (decision 020). */
export const PERIOD_RANGES: Record<Period, readonly [number, number]> = {
  morning: [0, AFTERNOON_FROM],
  afternoon: [AFTERNOON_FROM, EVENING_FROM],
  evening: [EVENING_FROM, 1440],
};

/**
 * Whether the business is open at some minute of the cell, so a time there can ever free up:
 * a day open 9:00 to 17:00 has no evening (its last time starts before 17:00).
 */
export function cellIsOpen(hours: StoreHours, cell: { day: Weekday; period: Period }): boolean {
  const day = hours[cell.day];
  const [from, to] = PERIOD_RANGES[cell.period];
  return Boolean(day?.open) && day.start_time < to && day.end_time > from;
}
