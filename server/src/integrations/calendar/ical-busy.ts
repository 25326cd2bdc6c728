import { instantOf } from '@slotmap/domain/zoned-time';
import { type BusyRange, OWN_UID_SUFFIX } from './provider.ts';

/**
 * The busy times in iCalendar text (RFC 5545) as a CalDAV server answers a time-range query:
 * each VEVENT's start and end, leaving out free (TRANSP:TRANSPARENT), cancelled and Slotmap's
 * own events. Dates with a TZID are read in that zone, floating ones and all-day dates in
 * `zone` (the business's). Recurrences come expanded by the server (the query asks for it).
 */
export function busyFromIcal(text: string, zone: string): BusyRange[] {
  const ranges: BusyRange[] = [];
  for (const event of vevents(unfold(text))) {
    const uid = event.get('UID')?.value ?? '';
    if (uid.endsWith(OWN_UID_SUFFIX)) continue;
    if (event.get('TRANSP')?.value.toUpperCase() === 'TRANSPARENT') continue;
    if (event.get('STATUS')?.value.toUpperCase() === 'CANCELLED') continue;
    const start = event.get('DTSTART');
    if (!start) continue;
    const startMs = instant(start, zone);
    if (startMs === null) continue;
    const end = event.get('DTEND');
    const duration = event.get('DURATION');
    let endMs: number | null;
    if (end) endMs = instant(end, zone);
    else if (duration) endMs = startMs + durationMs(duration.value);
    else endMs = startMs + (isDate(start) ? 24 * 3_600_000 : 0);
    if (endMs === null || !(endMs > startMs)) continue;
    ranges.push({ start: new Date(startMs), end: new Date(endMs) });
  }
  return ranges;
}

interface Property {
  params: Record<string, string>;
  value: string;
}

function unfold(text: string): string[] {
  return text.replace(/\r\n[ \t]|\n[ \t]/g, '').split(/\r?\n/);
}

/** The properties of each VEVENT block, by name (the first of a name wins). */
function* vevents(lines: string[]): Generator<Map<string, Property>> {
  let current: Map<string, Property> | null = null;
  let depth = 0;
  for (const line of lines) {
    const upper = line.toUpperCase();
    if (upper === 'BEGIN:VEVENT') {
      current = new Map();
      depth = 0;
      continue;
    }
    if (!current) continue;
    if (upper === 'END:VEVENT') {
      yield current;
      current = null;
      continue;
    }
    // Properties of a VALARM inside the event are not the event's.
    if (upper.startsWith('BEGIN:')) depth++;
    else if (upper.startsWith('END:')) depth--;
    else if (depth === 0) {
      const property = parse(line);
      if (property && !current.has(property.name)) current.set(property.name, property);
    }
  }
}

function parse(line: string): (Property & { name: string }) | null {
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const [name, ...params] = line.slice(0, colon).split(';');
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(
      params.map((p) => {
        const [k, v = ''] = p.split('=');
        return [k.toUpperCase(), v.replace(/^"|"$/g, '')];
      }),
    ),
    value: line.slice(colon + 1).trim(),
  };
}

const isDate = (p: Property) => p.params.VALUE === 'DATE' || /^\d{8}$/.test(p.value);

function instant(p: Property, zone: string): number | null {
  const m = p.value.match(/^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z)?)?$/);
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00', utc] = m;
  if (utc) return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  const tz = p.params.TZID && validZone(p.params.TZID) ? p.params.TZID : zone;
  return instantOf(`${y}-${mo}-${d}`, +h * 60 + +mi + +s / 60, tz);
}

function validZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** 'PT1H30M', 'P1D', 'P1W' → milliseconds. */
function durationMs(value: string): number {
  const m = value.match(/^[+]?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/);
  if (!m) return 0;
  const [, w = '0', d = '0', h = '0', mi = '0', s = '0'] = m;
  return ((((+w * 7 + +d) * 24 + +h) * 60 + +mi) * 60 + +s) * 1000;
}
