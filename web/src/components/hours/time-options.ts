import { type DayHours, TIME_OPTIONS, TIME_STEP, timeLabel } from '@slotmap/domain/hours';
import type { Language } from '@slotmap/domain/language';

export interface TimeOption {
  value: string;
  label: string;
}

const option = (minutes: number, language: Language = 'en'): TimeOption => ({
  value: String(minutes),
  // 1440 is midnight at the end of the day; say so in English, or it reads like the 12:00 AM
  // start. French writes it '24 h 00', the end of the day already (docs/decisions/069).
  label:
    minutes === 1440 && language === 'en'
      ? `${timeLabel(minutes)} (midnight)`
      : timeLabel(minutes, language),
});

const startTimes = TIME_OPTIONS.filter((t) => t < 1440);

/** Opening times: every 30 minutes from midnight; a day cannot open at its own end. */
export const startTimeOptions: TimeOption[] = startTimes.map((t) => option(t));

/** The opening times as `language` writes them: 12-hour in English, 24-hour in French. */
export const startTimeOptionsIn = (language: Language): TimeOption[] =>
  startTimes.map((t) => option(t, language));

/** Spec §4: closing-time options list only times later than the opening time, in `language`. */
export function endTimeOptions(start: number, language: Language = 'en'): TimeOption[] {
  return TIME_OPTIONS.filter((t) => t > start).map((t) => option(t, language));
}

/** A new opening time keeps the closing time if still later, or moves it 30 minutes past. */
export function withStart(day: DayHours, start: number): DayHours {
  const end = day.end_time > start ? day.end_time : Math.min(start + TIME_STEP, 1440);
  return { ...day, start_time: start, end_time: end };
}
