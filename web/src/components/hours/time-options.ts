import { type DayHours, TIME_OPTIONS, TIME_STEP, timeLabel } from '@slotmap/domain/hours';

export interface TimeOption {
  value: string;
  label: string;
}

const option = (minutes: number): TimeOption => ({
  value: String(minutes),
  // 1440 is midnight at the end of the day; say so, or it reads like the 12:00 AM start.
  label: minutes === 1440 ? `${timeLabel(minutes)} (midnight)` : timeLabel(minutes),
});

/** Opening times: every 30 minutes from midnight; a day cannot open at its own end. */
export const startTimeOptions: TimeOption[] = TIME_OPTIONS.filter((t) => t < 1440).map(option);

/** Spec §4: closing-time options list only times later than the opening time. */
export function endTimeOptions(start: number): TimeOption[] {
  return TIME_OPTIONS.filter((t) => t > start).map(option);
}

/** A new opening time keeps the closing time if still later, or moves it 30 minutes past. */
export function withStart(day: DayHours, start: number): DayHours {
  const end = day.end_time > start ? day.end_time : Math.min(start + TIME_STEP, 1440);
  return { ...day, start_time: start, end_time: end };
}
