import {
  type Closure,
  CLOSURES_SHOWN_DAYS,
  closureHoursOn,
  dayLabel,
  hoursOfDate,
} from './closures.ts';
import { type StoreHours, timeLabel } from './hours.ts';
import type { Language } from './language.ts';
import { namesZone, zoneAbbreviation } from './zoned-format.ts';
import { addDays, dateMs, instantOf, localDate, localMinutes } from './zoned-time.ts';

/**
 * Where a business stands against its opening hours right now, and when it next opens
 * (decision 062): the honest text of the Open/Closed badge. Weekly hours and the closures and
 * special hours the company answer carries are read together, on the business's own clock.
 */

/** A moment the business opens: its local date and clock reading, and the instant (epoch ms). */
export interface Opening {
  date: string;
  minutes: number;
  at: number;
}

export type OpeningState =
  /** Open now; `closes` is today's closing time in local minutes. */
  | { state: 'open'; closes: number }
  /** An open day, before its opening time. */
  | { state: 'opens-today'; opening: Opening }
  /** Closed for the rest of today; `next` is the next opening after today, null when none. */
  | { state: 'closed'; next: Opening | null };

/**
 * How far ahead the next opening is looked for. The company answer carries the closures of the
 * next 90 days; beyond them only the weekly hours apply, and one more week meets every weekday.
 */
export const NEXT_OPENING_DAYS = CLOSURES_SHOWN_DAYS + 7;

const SKIP_STEP_MINUTES = 15;
const SKIP_MAX_MINUTES = 180;

/**
 * The instant a business opens at `minutes` on `date`. An opening time the clocks skip (2:30 AM
 * on a spring-forward night) does not exist: the business opens at the first clock reading after
 * it that does, and the opening says that reading, so a label never names a time that is not.
 */
function openingAt(date: string, minutes: number, timeZone: string): Opening | null {
  for (let m = minutes; m <= minutes + SKIP_MAX_MINUTES; m += SKIP_STEP_MINUTES) {
    const at = instantOf(date, m, timeZone);
    if (at !== null) return { date, minutes: m, at };
  }
  return null;
}

/**
 * Open, opening later today, or closed with the next opening after today. A day's hours are its
 * closure's when one covers it (closed, or special hours), else its weekday's. Closed on every
 * weekday with no special hours ahead: `next` is null, and the badge says just "Closed".
 */
export function openingState(
  hours: StoreHours,
  closures: readonly Closure[],
  timeZone: string,
  now: Date,
): OpeningState {
  const on = closureHoursOn(closures);
  const today = localDate(now.getTime(), timeZone);
  const minute = localMinutes(now.getTime(), timeZone);
  const day = hoursOfDate(hours, on, today);
  if (day.open && day.start_time < day.end_time) {
    if (minute >= day.start_time && minute < day.end_time)
      return { state: 'open', closes: day.end_time };
    if (minute < day.start_time) {
      const opening = openingAt(today, day.start_time, timeZone);
      // An opening skipped by the clocks may already lie behind now: then it is open.
      if (opening && opening.at > now.getTime()) return { state: 'opens-today', opening };
      if (opening) return { state: 'open', closes: day.end_time };
    }
  }
  return { state: 'closed', next: nextOpeningAfter(hours, closures, timeZone, today) };
}

/** The first opening on a day after `today` (a local date), within NEXT_OPENING_DAYS; or null. */
export function nextOpeningAfter(
  hours: StoreHours,
  closures: readonly Closure[],
  timeZone: string,
  today: string,
): Opening | null {
  const on = closureHoursOn(closures);
  for (let n = 1; n <= NEXT_OPENING_DAYS; n++) {
    const date = addDays(today, n);
    const day = hoursOfDate(hours, on, date);
    if (!day.open || day.start_time >= day.end_time) continue;
    const opening = openingAt(date, day.start_time, timeZone);
    if (opening) return opening;
  }
  return null;
}

/**
 * The spec's Open/Closed rule (consumer §9: open when today's hours are open and now is before
 * closing), kept as the badge's colour; the text says which side of opening time it is.
 */
export const openColour = (s: OpeningState) => s.state !== 'closed';

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** The weekdays as Quebec abbreviates them (OQLF), Sunday first. */
const WEEKDAY_SHORT_FR = ['dim.', 'lun.', 'mar.', 'mer.', 'jeu.', 'ven.', 'sam.'];
const DAY_MS = 86_400_000;

/** The words of the badge and of the day labels, per language; French is Quebec's (decision 069). */
const WORDS = {
  en: {
    today: 'Today',
    tomorrow: 'Tomorrow',
    weekdays: WEEKDAY_SHORT,
    open: 'Open',
    closed: 'Closed',
    opensAt: (time: string) => `Opens ${time}`,
    opensOn: (when: string) => `Closed · Opens ${when}`,
  },
  fr: {
    today: 'aujourd’hui',
    tomorrow: 'demain',
    weekdays: WEEKDAY_SHORT_FR,
    open: 'Ouvert',
    closed: 'Fermé',
    opensAt: (time: string) => `Ouvre à ${time}`,
    opensOn: (when: string) => `Fermé · Ouvre ${when}`,
  },
} satisfies Record<Language, unknown>;

/**
 * A business's local date as seen from its today: 'Today', 'Tomorrow', 'Thu' later in the week
 * (up to six days on), 'Dec 3' further on or before today. Dates carry no zone: read as UTC. In
 * French: 'aujourd’hui', 'demain', 'jeu.', '3 déc.' (lower case: it is said within a sentence).
 */
export function relativeDay(date: string, today: string, language: Language = 'en'): string {
  const ms = dateMs(date);
  const days = Math.round((ms - dateMs(today)) / DAY_MS);
  const words = WORDS[language];
  if (days === 0) return words.today;
  if (days === 1) return words.tomorrow;
  const d = new Date(ms);
  if (days > 1 && days < 7) return words.weekdays[d.getUTCDay()];
  return dayLabel(date, language);
}

/**
 * '3:30 PM' on the business's clock, with its zone ('3:30 PM EST') when the reader's clock reads
 * that instant differently (decision 056); always named without a reader's zone. In French
 * '15 h 30 HNE', the zone after a no-break space, so a time never breaks from its zone.
 */
export function zonedClock(
  minutes: number,
  at: number | string,
  timeZone: string,
  viewerZone?: string,
  language: Language = 'en',
): string {
  const time = timeLabel(minutes, language);
  const space = language === 'fr' ? '\u00a0' : ' ';
  return namesZone(at, timeZone, viewerZone)
    ? `${time}${space}${zoneAbbreviation(at, timeZone, language)}`
    : time;
}

/**
 * 'Today 3:30 PM', 'Tomorrow 9:00 AM', 'Thu 9:00 AM EST', 'Dec 3 9:00 AM'; in French
 * 'aujourd’hui 15 h 30', 'jeu. 9 h 00 HNE'.
 */
export function dayTimeLabel(
  when: { date: string; minutes: number; at: number | string },
  timeZone: string,
  today: string,
  viewerZone?: string,
  language: Language = 'en',
): string {
  return `${relativeDay(when.date, today, language)} ${zonedClock(when.minutes, when.at, timeZone, viewerZone, language)}`;
}

/**
 * The badge's text: 'Open'; 'Opens 12:00 PM' before opening; 'Closed · Opens Thu 9:00 AM' once
 * closed for the day; 'Closed' with no opening ahead. In French 'Ouvert', 'Ouvre à 12 h 00',
 * 'Fermé · Ouvre jeu. 9 h 00', 'Fermé'.
 */
export function openingBadgeText(
  s: OpeningState,
  timeZone: string,
  now: Date,
  viewerZone?: string,
  language: Language = 'en',
): string {
  const words = WORDS[language];
  if (s.state === 'open') return words.open;
  if (s.state === 'opens-today')
    return words.opensAt(
      zonedClock(s.opening.minutes, s.opening.at, timeZone, viewerZone, language),
    );
  if (!s.next) return words.closed;
  const today = localDate(now.getTime(), timeZone);
  return words.opensOn(dayTimeLabel(s.next, timeZone, today, viewerZone, language));
}
