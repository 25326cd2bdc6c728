import { instantOf } from '@slotmap/domain/zoned-time';
import ICAL from 'ical.js';
import { type BusyRange, OWN_UID_SUFFIX } from './provider.ts';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;
type Event = InstanceType<typeof ICAL.Event>;

export interface BusyReading {
  /** The business's IANA zone: floating times and all-day dates are read in it. */
  zone: string;
  from: Date;
  to: Date;
  /** The calendar's own account: events it declined leave its time free. */
  ownerEmail?: string;
}

/**
 * A series whose rule never reaches the window (FREQ=MINUTELY from 1990) is cut off here rather
 * than holding the sync; daily and weekly ones skip ahead (fastForward), so no real calendar comes
 * near this many occurrences before three months ahead.
 */
const MAX_OCCURRENCES = 10_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** More than a week: skipping whole periods never drops an occurrence later than this before the window. */
const SKIP_MARGIN_MS = 8 * DAY_MS;

/**
 * The busy times in iCalendar objects (RFC 5545) as a CalDAV server stores them: every VEVENT
 * and every occurrence of a recurring one (RRULE, RDATE, EXDATE, RECURRENCE-ID, expanded here
 * rather than trusting the server to), leaving out free (TRANSP:TRANSPARENT), cancelled and
 * declined ones and Slotmap's own events. Times with a TZID use the object's VTIMEZONE (or the
 * IANA zone of that name), floating times and dates the business's zone. An object that does not
 * parse is skipped: one broken event must not hide the rest of the calendar.
 */
export function busyFromIcal(text: string, reading: BusyReading): BusyRange[] {
  let calendars: Component[];
  try {
    // ICAL.parse answers one component, or a list when the text holds several.
    const parsed: unknown[] = ICAL.parse(text);
    const list = Array.isArray(parsed[0]) ? parsed : [parsed];
    calendars = list
      .filter((c) => Array.isArray(c) && c[0] === 'vcalendar')
      .map((c) => new ICAL.Component(c as never));
  } catch {
    return [];
  }
  const ranges: BusyRange[] = [];
  for (const calendar of calendars) {
    for (const [uid, parts] of byUid(calendar.getAllSubcomponents('vevent'))) {
      if (uid.endsWith(OWN_UID_SUFFIX)) continue;
      try {
        ranges.push(...seriesBusy(parts, reading));
      } catch {
        // A series ical.js cannot expand (a malformed rule) is left out like an unparsable object.
      }
    }
  }
  return ranges;
}

/** The events of one object grouped by UID: a series' master and its exceptions together. */
function byUid(vevents: Component[]): Map<string, Component[]> {
  const groups = new Map<string, Component[]>();
  for (const v of vevents) {
    const uid = String(v.getFirstPropertyValue('uid') ?? '');
    groups.set(uid, [...(groups.get(uid) ?? []), v]);
  }
  return groups;
}

function seriesBusy(parts: Component[], reading: BusyReading): BusyRange[] {
  const master = parts.find((p) => !p.hasProperty('recurrence-id'));
  const exceptions = parts.filter((p) => p.hasProperty('recurrence-id'));
  const ranges: BusyRange[] = [];
  const add = (v: Component, start: Time, end: Time) => {
    const range = rangeOf(v, start, end, reading);
    if (range) ranges.push(range);
  };
  // A cancelled series takes its moved occurrences with it.
  if (master && status(master) === 'CANCELLED') return [];
  for (const exception of exceptions) {
    if (!counts(exception, reading)) continue;
    const e = new ICAL.Event(exception);
    add(exception, e.startDate, e.endDate);
  }
  if (!master) return ranges;
  const event = new ICAL.Event(master);
  for (const exception of exceptions) event.relateException(exception);
  if (!event.isRecurring()) {
    if (counts(master, reading)) add(master, event.startDate, event.endDate);
    return ranges;
  }
  const [since, until] = [reading.from.getTime() - DAY_MS, reading.to.getTime()];
  const lasts = event.duration.toSeconds() * 1000;
  const iterator = event.iterator(fastForward(event, reading));
  for (
    let n = 0, next = iterator.next();
    next && n < MAX_OCCURRENCES;
    n++, next = iterator.next()
  ) {
    const startMs = instant(next, master, 'dtstart', reading.zone);
    // Occurrences come in order of their original start: past the window, none is left.
    if (startMs >= until) break;
    if (startMs + lasts < since) continue;
    // An occurrence with its own VEVENT (moved, cancelled, declined) was counted above.
    if (isDirectException(event, next)) continue;
    const details = event.getOccurrenceDetails(next);
    if (!counts(details.item.component, reading)) continue;
    add(details.item.component, details.startDate, details.endDate);
  }
  return ranges;
}

/**
 * Where to start expanding a daily or weekly rule that began long before the window: its start
 * moved ahead by whole periods (so the rule's days and times stay the same), to a little more than
 * a week before the window. Rules with COUNT are expanded from their real start, as the count
 * needs every occurrence; monthly and yearly ones have few occurrences anyway.
 */
function fastForward(event: Event, reading: BusyReading): Time | undefined {
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1) return undefined;
  const rule = rules[0].getFirstValue() as InstanceType<typeof ICAL.Recur>;
  if (rule.count || (rule.freq !== 'DAILY' && rule.freq !== 'WEEKLY')) return undefined;
  const stepDays = (rule.interval || 1) * (rule.freq === 'WEEKLY' ? 7 : 1);
  // The start read as UTC is off by the zone's offset at most, well inside the margin.
  const behind = reading.from.getTime() - SKIP_MARGIN_MS - event.startDate.toUnixTime() * 1000;
  const steps = Math.floor(behind / (stepDays * DAY_MS));
  if (steps <= 0) return undefined;
  const start = event.startDate.clone();
  start.adjust(steps * stepDays, 0, 0, 0);
  return start;
}

function isDirectException(event: Event, occurrence: Time): boolean {
  const id = occurrence.toString();
  const utcId = occurrence.convertToZone(ICAL.Timezone.utcTimezone).toString();
  return id in event.exceptions || utcId in event.exceptions;
}

const status = (v: Component) => String(v.getFirstPropertyValue('status') ?? '').toUpperCase();

/** Whether this event (or occurrence) takes the owner's time. */
function counts(v: Component, reading: BusyReading): boolean {
  if (status(v) === 'CANCELLED') return false;
  if (String(v.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT') return false;
  const owner = reading.ownerEmail?.trim().toLowerCase();
  if (!owner) return true;
  const declined = v.getAllProperties('attendee').some((a) => {
    const address = String(a.getFirstValue() ?? '')
      .replace(/^mailto:/i, '')
      .toLowerCase();
    return (
      address === owner && String(a.getParameter('partstat') ?? '').toUpperCase() === 'DECLINED'
    );
  });
  return !declined;
}

/** ical.js gives an event without DTEND its DURATION, a day for a date, none for a date-time. */
function rangeOf(v: Component, start: Time, end: Time, reading: BusyReading) {
  const startMs = instant(start, v, 'dtstart', reading.zone);
  const endMs = instant(end, v, v.hasProperty('dtend') ? 'dtend' : 'dtstart', reading.zone);
  if (!(endMs > startMs)) return undefined;
  if (endMs <= reading.from.getTime() || startMs >= reading.to.getTime()) return undefined;
  return { start: new Date(startMs), end: new Date(endMs) } satisfies BusyRange;
}

/**
 * Milliseconds since the epoch. A time in UTC or in one of the object's VTIMEZONEs is exact; a
 * floating one, or one whose TZID has no VTIMEZONE here (ical.js reads it as floating), is a wall
 * clock in that TZID if it names an IANA zone, else in the business's zone.
 */
function instant(t: Time, v: Component, property: string, zone: string): number {
  const floating = t.zone === ICAL.Timezone.localTimezone || t.zone?.tzid === 'floating';
  if (!t.isDate && !floating) return t.toUnixTime() * 1000;
  const tzid = v.getFirstProperty(property)?.getParameter('tzid');
  const wallZone = !t.isDate && typeof tzid === 'string' && isZone(tzid) ? tzid : zone;
  const date = `${t.year}-${pad(t.month)}-${pad(t.day)}`;
  const minutes = t.isDate ? 0 : t.hour * 60 + t.minute + t.second / 60;
  // A wall time skipped when clocks spring forward is read as the same time an hour later.
  return (
    instantOf(date, minutes, wallZone) ??
    (instantOf(date, minutes + 60, wallZone) ?? Number.NaN) - HOUR_MS
  );
}

const pad = (n: number) => String(n).padStart(2, '0');

function isZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
