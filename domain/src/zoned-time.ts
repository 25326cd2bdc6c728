/**
 * Wall-clock time in an IANA zone, with Intl only (no date library). A business's store hours are
 * local minutes from midnight; a booking is an instant. These functions convert between the two
 * without moving, dropping or duplicating a local time across daylight-saving changes.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `instantMs` in `timeZone`, expressed as if it were UTC milliseconds. */
export function wallClockMs(instantMs: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instantMs));
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
}

const offsets = new Map<string, number>();
const OFFSET_CACHE_MAX = 20_000;

/** The zone's offset from UTC at an instant, in milliseconds (Toronto in winter: -5 h). */
export function offsetMs(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / 1000) * 1000;
  return wallClockMs(whole, timeZone) - whole;
}

/**
 * offsetMs, remembered: slot generation reads the offset at the same few instants around each day
 * on every request, and an Intl reading costs tens of microseconds.
 */
export function cachedOffsetMs(instantMs: number, timeZone: string): number {
  const key = `${timeZone}|${instantMs}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= OFFSET_CACHE_MAX) offsets.clear();
    offset = offsetMs(instantMs, timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

// Slot generation names and parses every day of a 90-day window several times per request, and
// toISOString was most of its time: dates and their texts are remembered both ways. A window of
// every Canadian and US zone spans a few hundred dates; the bound only keeps bad input from growing
// the maps without end.
const DATE_CACHE_MAX = 10_000;
const dateTexts = new Map<number, string>();
const dateValues = new Map<string, number>();

/** 'YYYY-MM-DD' → wall-clock midnight as UTC milliseconds; NaN for anything else. */
export function dateMs(date: string): number {
  const known = dateValues.get(date);
  if (known !== undefined) return known;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return Number.NaN;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (formatDate(ms) !== date) return Number.NaN;
  if (dateValues.size >= DATE_CACHE_MAX) dateValues.clear();
  dateValues.set(date, ms);
  return ms;
}

/** Wall-clock milliseconds → 'YYYY-MM-DD'. */
export function formatDate(wallMs: number): string {
  const day = Math.floor(wallMs / DAY_MS);
  let text = dateTexts.get(day);
  if (text === undefined) {
    text = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (dateTexts.size >= DATE_CACHE_MAX) dateTexts.clear();
    dateTexts.set(day, text);
  }
  return text;
}

/** 'YYYY-MM-DD' plus n days. */
export function addDays(date: string, days: number): string {
  return formatDate(dateMs(date) + days * DAY_MS);
}

/**
 * The wall clock of an instant as the zone's offset at the start of its minute gives it,
 * remembered (cachedOffsetMs): zones change their offset only on a whole minute, and every answer
 * that shows a business asks for its today, which an Intl reading made cost tens of microseconds.
 */
const wallClockOf = (instantMs: number, timeZone: string) =>
  instantMs + cachedOffsetMs(Math.floor(instantMs / MINUTE_MS) * MINUTE_MS, timeZone);

/** The local calendar date of an instant in a zone. */
export function localDate(instantMs: number, timeZone: string): string {
  return formatDate(wallClockOf(instantMs, timeZone));
}

/** Minutes past local midnight of an instant in a zone (what a clock on the wall shows). */
export function localMinutes(instantMs: number, timeZone: string): number {
  const wall = Math.floor(wallClockOf(instantMs, timeZone) / 1000) * 1000;
  return Math.round((wall - dateMs(formatDate(wall))) / 60_000);
}

/** 0 = Sunday … 6 = Saturday, of a calendar date (the same in every zone). */
export function weekdayIndex(date: string): number {
  return new Date(dateMs(date)).getUTCDay();
}

/**
 * The instant at which the wall clock in `timeZone` reads `date` + `minutes`. A local time that
 * does not exist (skipped when clocks spring forward) gives null; one that happens twice (when
 * clocks fall back) gives the first, so every valid local time maps to exactly one instant.
 */
export function instantOf(date: string, minutes: number, timeZone: string): number | null {
  const wall = dateMs(date) + minutes * MINUTE_MS;
  if (Number.isNaN(wall)) return null;
  // Offsets on either side of the moment; a zone changes offset at most once in a day.
  const candidates = new Set([
    wall - offsetMs(wall - DAY_MS / 2, timeZone),
    wall - offsetMs(wall + DAY_MS / 2, timeZone),
  ]);
  let best: number | null = null;
  for (const instant of candidates) {
    if (wallClockMs(instant, timeZone) !== wall) continue;
    if (best === null || instant < best) best = instant;
  }
  return best;
}
