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

export const MAX_CLOSURES = 50;
export const CLOSURE_DAYS_AHEAD = 365;
/** The company answer carries the closures of the next 90 days (the booking window). */
export const CLOSURES_SHOWN_DAYS = 90;
export const MAX_CLOSURE_REASON = 100;

export const MSG_CLOSURE_FROM = 'From must be a date YYYY-MM-DD';
export const MSG_CLOSURE_TO = 'To must be a date YYYY-MM-DD';
export const MSG_CLOSURE_ORDER = 'The last day must be on or after the first day';
export const MSG_CLOSURE_REASON = `The reason can be at most ${MAX_CLOSURE_REASON} characters`;
export const MSG_CLOSURE_TIMES = 'Give both opening and closing times, or neither (closed all day)';
export const MSG_CLOSURE_CLOSING = 'Closing time must be later than opening time';
export const MSG_CLOSURES_MAX = `A business can have at most ${MAX_CLOSURES} closures`;
export const MSG_CLOSURE_PAST = 'A closure cannot start before today';
export const MSG_CLOSURE_FAR = `Closures can be set at most ${CLOSURE_DAYS_AHEAD} days ahead`;
export const MSG_CLOSURE_OVERLAP = 'Closures cannot overlap';
export const MSG_CLOSURES_LEAVE_UPCOMING =
  'The closures leave appointments to come outside opening time. Keep them, or cancel them and tell the customers.';
export const REASON_CLOSED = 'The business is closed at that time';
const msgClosuresOverlap = (earlier: string, later: string) =>
  `${MSG_CLOSURE_OVERLAP}: ${earlier} and ${later}`;

/**
 * The rules that need today's date in the business's zone: a closure starts today or later (one
 * already stored that has begun may stay as it is), ends within CLOSURE_DAYS_AHEAD, and no two
 * share a day. Named as `closures.{i}.{field}`, as zod names the shape's problems. The days an
 * overlap names are written in `language` (the form translates the message around them).
 */
export function closureIssues(
  list: readonly Closure[],
  today: string,
  stored: readonly Pick<Closure, 'from' | 'to'>[] = [],
  language: Language = 'en',
): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  const last = addDays(today, CLOSURE_DAYS_AHEAD);
  const begun = new Set(stored.filter((s) => s.from < today).map((s) => `${s.from}|${s.to}`));
  list.forEach((c, i) => {
    if (c.from < today && !(begun.has(`${c.from}|${c.to}`) && c.to >= today))
      issues.push({ path: `closures.${i}.from`, message: MSG_CLOSURE_PAST });
    if (c.to > last) issues.push({ path: `closures.${i}.to`, message: MSG_CLOSURE_FAR });
  });
  const order = list.map((c, i) => ({ c, i })).sort((a, b) => a.c.from.localeCompare(b.c.from));
  for (let k = 1; k < order.length; k++) {
    const prev = order[k - 1].c;
    const { c, i } = order[k];
    if (c.from <= prev.to)
      issues.push({
        path: `closures.${i}.from`,
        message: msgClosuresOverlap(rangeLabel(prev, language), rangeLabel(c, language)),
      });
  }
  return issues;
}

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
