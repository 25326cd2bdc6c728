import { type DayHours, minutesIn, type StoreHours, timeLabel, weekdayOfDate } from './hours.ts';
import type { Language } from './language.ts';
import { addDays, dateMs, localDate } from './zoned-time.ts';

/**
 * Dated exceptions to the weekly hours (issue 26, decision 054): closed for a range of days
 * ("Christmas, Dec 24 to Dec 26"), or open only at special hours on them. Both dates are local
 * dates of the business and inclusive; with no times the business is closed those days.
 */
export interface Closure {
  from: string;
  to: string;
  reason: string;
  /** Minutes from local midnight, as store hours are kept; both null: closed all day. */
  start_time: number | null;
  end_time: number | null;
}

/** What GET /company/{id}/closures and the company answer carry: a closure with its id. */
export interface ClosureView extends Closure {
  _id: string;
}

export const CLOSURE_DAYS_AHEAD = 365;
/** The company answer carries the closures of the next 90 days (the booking window). */
export const CLOSURES_SHOWN_DAYS = 90;

export const REASON_CLOSED = 'The business is closed at that time';

/** A date's hours when a closure names it; undefined when the weekly hours apply. */
export type DayHoursOn = (date: string) => DayHours | undefined;

/**
 * The per-date lookup slot generation takes: each day a closure covers, closed or open at its
 * special hours. At most 50 ranges within a year, so a map of days is small and each look-up is
 * one hash read however many days a slot list spans.
 */
export function closureHoursOn(closures: readonly Closure[]): DayHoursOn {
  const days = new Map<string, DayHours>();
  for (const c of closures) {
    const hours: DayHours =
      c.start_time === null || c.end_time === null
        ? { open: false, start_time: 0, end_time: 0 }
        : { open: true, start_time: c.start_time, end_time: c.end_time };
    // A range is at most a year and a day long; the bound keeps bad data from looping on.
    for (let d = c.from, n = 0; d <= c.to && n <= CLOSURE_DAYS_AHEAD + 1; d = addDays(d, 1), n++)
      days.set(d, hours);
  }
  return (date) => days.get(date);
}

/** The hours of one local date: a closure's, or the weekday's. */
export function hoursOfDate(hours: StoreHours, on: DayHoursOn, date: string): DayHours {
  return on(date) ?? hours[weekdayOfDate(date)];
}

/**
 * Whether an appointment of `duration` minutes from `startMinute` on `date` lies inside that
 * date's hours, closures included; judged by the hours alone, as withinOpeningHours judges it.
 */
export function withinHoursOn(
  hours: StoreHours,
  on: DayHoursOn,
  date: string,
  startMinute: number,
  duration: number,
): boolean {
  const day = hoursOfDate(hours, on, date);
  return day.open && startMinute >= day.start_time && startMinute + duration <= day.end_time;
}

/**
 * The spec's Open/Closed badge with closures: open only while now lies within today's hours in
 * the business's zone, today's hours being a closure's when one covers today.
 */
export function isOpenNowWith(
  hours: StoreHours,
  closures: readonly Closure[],
  timeZone: string,
  now = new Date(),
): boolean {
  const today = hoursOfDate(hours, closureHoursOn(closures), localDate(now.getTime(), timeZone));
  const minute = minutesIn(now, timeZone);
  return today.open && minute >= today.start_time && minute < today.end_time;
}

/** The closures that still matter on `today` and begin within `days`, soonest first. */
export function upcomingClosures<T extends Closure>(
  closures: readonly T[],
  today: string,
  days = CLOSURES_SHOWN_DAYS,
): T[] {
  const last = Number.isFinite(days) ? addDays(today, days) : '9999-12-31';
  return closures
    .filter((c) => c.to >= today && c.from <= last)
    .sort((a, b) => a.from.localeCompare(b.from));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The months as Quebec abbreviates them (OQLF): 'déc.', and 'mai', 'juin', 'août' whole. */
const MONTHS_FR = [
  'janv.',
  'févr.',
  'mars',
  'avr.',
  'mai',
  'juin',
  'juill.',
  'août',
  'sept.',
  'oct.',
  'nov.',
  'déc.',
];

/**
 * 'Dec 24' of '2026-12-24', whatever the viewer's zone (a local date of the business); '24 déc.'
 * in French, its space a no-break one so a date never breaks across two lines.
 */
export function dayLabel(date: string, language: Language = 'en'): string {
  const ms = dateMs(date);
  if (Number.isNaN(ms)) return date;
  const d = new Date(ms);
  if (language === 'fr') return `${d.getUTCDate()}\u00a0${MONTHS_FR[d.getUTCMonth()]}`;
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;
}

/** 'Dec 24 – Dec 26', or 'Dec 31' for one day ('24 déc. – 26 déc.' in French). */
export function rangeLabel(c: Pick<Closure, 'from' | 'to'>, language: Language = 'en'): string {
  return c.from === c.to
    ? dayLabel(c.from, language)
    : `${dayLabel(c.from, language)} – ${dayLabel(c.to, language)}`;
}

/** Which of its four sentences a closure's label is. */
export type ClosureLabelKind = 'closed' | 'closedFor' | 'open' | 'openFor';

/** What a closure's label is made of, in the reader's language. */
export interface ClosureLabelValues {
  range: string;
  reason: string;
  start: string;
  end: string;
}

/** The sentences of a closure's label: English, as the spec's pages always said them. */
const englishClosure = (kind: ClosureLabelKind, v: ClosureLabelValues): string => {
  if (kind === 'closed') return `Closed ${v.range}`;
  if (kind === 'closedFor') return `Closed ${v.range}: ${v.reason}`;
  const open = `${v.range}: open ${v.start} – ${v.end}`;
  return kind === 'open' ? open : `${open} (${v.reason})`;
};

/**
 * How the public page says it: 'Closed Dec 24 – Dec 26: Christmas', 'Dec 31: open 9:00 AM –
 * 1:00 PM (New Year's Eve)'. Dates and times are written in `language`; the sentence around them
 * is `say`'s, which a page gives from its catalogue (decision 069), English by default.
 */
export function closureLabel(
  c: Closure,
  language: Language = 'en',
  say: (kind: ClosureLabelKind, values: ClosureLabelValues) => string = englishClosure,
): string {
  const range = rangeLabel(c, language);
  const reason = c.reason;
  if (c.start_time === null || c.end_time === null)
    return say(reason ? 'closedFor' : 'closed', { range, reason, start: '', end: '' });
  const start = timeLabel(c.start_time, language);
  const end = timeLabel(c.end_time, language);
  return say(reason ? 'openFor' : 'open', { range, reason, start, end });
}
