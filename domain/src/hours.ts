import type { Language } from './language.ts';

/** Weekdays Sunday to Saturday, as the spec's store_hours and flattened `{Day}_open` fields name them. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Default hours 540 to 1020 (9:00 to 17:00); time options every 30 minutes from 0 to 1440. */
export const DEFAULT_START = 540;
export const DEFAULT_END = 1020;
export const TIME_STEP = 30;
export const TIME_OPTIONS = Array.from({ length: 1440 / TIME_STEP + 1 }, (_, i) => i * TIME_STEP);

/**
 * A time of day from minutes after midnight, as the reader's language writes it: 12-hour in
 * English (540 → '9:00 AM', 1440 → '12:00 AM', midnight), 24-hour in French as Canada writes it
 * (540 → '9 h 00', 870 → '14 h 30', and 1440 → '24 h 00', the end of the day: docs/decisions/069),
 * its spaces no-break ones (U+00A0), so a time never breaks across two lines.
 */
export function timeLabel(minutes: number, language: Language = 'en'): string {
  const m = String(minutes % 60).padStart(2, '0');
  if (language === 'fr') return `${Math.floor(minutes / 60)}\u00a0h\u00a0${m}`;
  const h24 = Math.floor(minutes / 60) % 24;
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${m} ${h24 < 12 ? 'AM' : 'PM'}`;
}

export interface DayHours {
  open: boolean;
  /** Minutes from midnight, in 30-minute steps. */
  start_time: number;
  end_time: number;
}

/** A week of opening hours; checked by `storeHoursSchema` (hours-schema.ts). */
export type StoreHours = Record<Weekday, DayHours>;

/** The spec's default new-business form: every weekday open, 540 to 1020. */
export function defaultStoreHours(): StoreHours {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [d, { open: true, start_time: DEFAULT_START, end_time: DEFAULT_END }]),
  ) as StoreHours;
}

/** Hours flattened on save as {Day}_open, {Day}_start_time, {Day}_end_time. */
export function flattenHours(hours: StoreHours): Record<string, boolean | number> {
  const flat: Record<string, boolean | number> = {};
  for (const d of WEEKDAYS) {
    flat[`${d}_open`] = hours[d].open;
    flat[`${d}_start_time`] = hours[d].start_time;
    flat[`${d}_end_time`] = hours[d].end_time;
  }
  return flat;
}

/** Reads flattened hours back; a missing day keeps `fallback`'s value. Numbers may arrive as strings. */
export function unflattenHours(flat: Record<string, unknown>, fallback: StoreHours): StoreHours {
  const out = {} as StoreHours;
  for (const d of WEEKDAYS) {
    const open = flat[`${d}_open`];
    const start = flat[`${d}_start_time`];
    const end = flat[`${d}_end_time`];
    out[d] = {
      open: open === undefined ? fallback[d].open : open === true || open === 'true',
      start_time: start === undefined || start === '' ? fallback[d].start_time : Number(start),
      end_time: end === undefined || end === '' ? fallback[d].end_time : Number(end),
    };
  }
  return out;
}

const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const minuteFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per zone and use: making an Intl formatter costs far more than using one, and a
 * list of businesses reads every card's weekday and minute as it draws.
 */
function formatIn(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    cache.set(timeZone, format);
  }
  return format;
}

/** Weekday of a date in a zone (0 = Sunday), used to pick the day's hours. */
export function weekdayIn(date: Date, timeZone: string): Weekday {
  return formatIn(weekdayFormats, timeZone, { weekday: 'long' }).format(date) as Weekday;
}

/** Minutes since local midnight of `date` in `timeZone`. */
export function minutesIn(date: Date, timeZone: string): number {
  const parts = formatIn(minuteFormats, timeZone, {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/**
 * Open only when today is an open day and now is before closing (spec) — and not before
 * opening either: a clinic that opens at 9:00 is not open at 6:00. Read in the business's zone.
 */
export function isOpenNow(hours: StoreHours, timeZone: string, now = new Date()): boolean {
  const today = hours[weekdayIn(now, timeZone)];
  const minute = minutesIn(now, timeZone);
  return today.open && minute >= today.start_time && minute < today.end_time;
}

/** The weekday of a local calendar date ('2026-12-02' is a Wednesday), whatever the zone. */
export function weekdayOfDate(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/**
 * Whether an appointment of `duration` minutes from `startMinute` (local minutes) on `date`
 * (local) lies inside the opening hours of that weekday. An appointment already booked is judged
 * by the hours alone, not by the slot grid of the new hours: it may start on the half hour.
 */
export function withinOpeningHours(
  hours: StoreHours,
  date: string,
  startMinute: number,
  duration: number,
): boolean {
  const day = hours[weekdayOfDate(date)];
  return day.open && startMinute >= day.start_time && startMinute + duration <= day.end_time;
}
