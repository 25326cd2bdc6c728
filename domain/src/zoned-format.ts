import { timeLabel } from './hours.ts';
import { type Language, LOCALES } from './language.ts';
import { localMinutes, offsetMs } from './zoned-time.ts';

/**
 * Times as people read them: on the business's clock, and named ('3:14 PM EST') whenever the
 * reader's clock could read them differently (docs/decisions/056). Mail and text messages have no
 * known reader's clock, so they always name the zone; a screen names it when the browser's zone
 * reads that instant differently. Every time shown outside the public page goes through here,
 * in the reader's language (docs/decisions/069): 'mardi 3 mars 2026, 14 h 30 – 15 h 00 HNE'.
 */

/** An instant: a Date, epoch milliseconds, or an ISO string as the API sends it. */
export type Instant = Date | number | string;

const FORMATS = {
  /** 'Wednesday, December 2, 2026' */
  date: { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' },
  /** 'Wed, Dec 2, 10:00 AM' */
  dayTime: { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** 'Nov 20, 2026, 10:00 AM' */
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** '3:14 PM' */
  time: { hour: 'numeric', minute: '2-digit' },
  zone: { timeZoneName: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;
export type ZonedStyle = Exclude<keyof typeof FORMATS, 'zone'>;

const zones = new Map<string, string>();

/** The zone itself when this runtime knows it; otherwise UTC, which is then named as such. */
function knownZone(timeZone: string): string {
  let zone = zones.get(timeZone);
  if (!zone) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone });
      zone = timeZone;
    } catch {
      // An older browser's time-zone data may lack a zone the server knows.
      zone = 'UTC';
    }
    zones.set(timeZone, zone);
  }
  return zone;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** Made once per zone, kind and language: building an Intl formatter costs far more than using one. */
function formatter(
  timeZone: string,
  kind: keyof typeof FORMATS,
  language: Language,
): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone}|${language}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[language], {
      ...FORMATS[kind],
      timeZone: knownZone(timeZone),
    });
    formatters.set(key, f);
  }
  return f;
}

const msOf = (at: Instant) =>
  typeof at === 'number' ? at : typeof at === 'string' ? Date.parse(at) : at.getTime();

/**
 * Newer ICU puts a narrow no-break space before AM/PM and thin spaces in ranges; plain spaces
 * keep every English time reading the same wherever it was formatted.
 */
const plain = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

const NO_BREAK = '\u00a0';
/**
 * French keeps a time whole, as its typography asks: "10 h 30" and "10 h 30 HNE" never break
 * across two lines (one no-break space, U+00A0, whatever space ICU put there: decision 069). A
 * text message turns them into plain spaces on its way out, for the GSM alphabet.
 */
const whole = (text: string) =>
  text.replace(
    /(\d)[ \u00a0\u202f\u2009]h[ \u00a0\u202f\u2009](\d)/g,
    `$1${NO_BREAK}h${NO_BREAK}$2`,
  );

/** A formatter's text as the language writes it. */
const written = (text: string, language: Language) =>
  language === 'fr' ? whole(text.replace(/[\u202f\u2009]/g, NO_BREAK)) : plain(text);

/** The space between a time and its zone: a French time and its zone stay on one line. */
const beforeZone = (language: Language) => (language === 'fr' ? NO_BREAK : ' ');

/**
 * The zone's short name at that instant, as Intl gives it in the reader's language: 'EST' in
 * winter and 'EDT' in summer for Toronto ('HNE' and 'HAE' in French); 'GMT-3:30' where en-US has
 * no abbreviation (St. John's), kept as given.
 */
export function zoneAbbreviation(at: Instant, timeZone: string, language: Language = 'en'): string {
  const part = formatter(timeZone, 'zone', language)
    .formatToParts(new Date(msOf(at)))
    .find((p) => p.type === 'timeZoneName');
  return written(part?.value ?? timeZone, language);
}

/**
 * Whether the zone must be named for this reader: always without one (mail, texts); otherwise
 * only when the reader's clock reads the instant differently from the business's clock. Zones
 * that agree at that instant (Montreal and Toronto, or Phoenix and Denver in winter) need no name.
 */
export function namesZone(at: Instant, timeZone: string, viewerZone?: string): boolean {
  if (!viewerZone) return true;
  const ms = msOf(at);
  const business = knownZone(timeZone);
  const viewer = knownZone(viewerZone);
  return business !== viewer && offsetMs(ms, business) !== offsetMs(ms, viewer);
}

const named = (
  text: string,
  at: Instant,
  timeZone: string,
  viewerZone: string | undefined,
  language: Language,
) =>
  namesZone(at, timeZone, viewerZone)
    ? `${text}${beforeZone(language)}${zoneAbbreviation(at, timeZone, language)}`
    : text;

/**
 * One instant on the business's clock, in a `style`; a style with a time names the zone as
 * `namesZone` says ('Wed, Dec 2, 10:00 AM EST'). A date alone ('Wednesday, December 2, 2026') is
 * never named: it is the business's calendar day.
 */
export function formatZoned(
  at: Instant,
  timeZone: string,
  style: ZonedStyle,
  viewerZone?: string,
  language: Language = 'en',
): string {
  const text = written(formatter(timeZone, style, language).format(new Date(msOf(at))), language);
  return style === 'date' ? text : named(text, at, timeZone, viewerZone, language);
}

/**
 * '9:00 AM – 10:00 AM EST': both ends read from the real instants, so an appointment across a
 * clock change ends at 4:00, not 3:00; when the two ends fall on either side of the change each
 * is named ('1:30 AM EST – 4:00 AM EDT'). `withDate` puts the start's day in front.
 */
export function formatZonedRange(
  start: Instant,
  end: Instant,
  timeZone: string,
  {
    viewerZone,
    withDate = false,
    language = 'en',
  }: { viewerZone?: string; withDate?: boolean; language?: Language } = {},
): string {
  const zone = knownZone(timeZone);
  const clock = (at: Instant) => timeLabel(localMinutes(msOf(at), zone), language);
  const from = clock(start);
  const to = clock(end);
  const startZone = zoneAbbreviation(start, zone, language);
  const endZone = zoneAbbreviation(end, zone, language);
  const space = beforeZone(language);
  let range = `${from} – ${to}`;
  if (namesZone(start, zone, viewerZone) || namesZone(end, zone, viewerZone)) {
    range =
      startZone === endZone
        ? `${range}${space}${startZone}`
        : `${from}${space}${startZone} – ${to}${space}${endZone}`;
  }
  return withDate ? `${formatZoned(start, zone, 'date', undefined, language)}, ${range}` : range;
}
