import type { DehydratedState } from '@tanstack/react-query';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The booking window (90 days) and a little: as far ahead as a page shows a time. */
const WEEKS = 14;

/**
 * How a zone's clock reads over the coming weeks: its local time and name at `now` and each week
 * after. Two engines with different time-zone data read it differently where a government changed
 * its rules (British Columbia's permanent daylight time: PDT in one, PST in the other).
 */
export function zoneReading(zone: string, now: number): string {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hour: 'numeric',
      minute: 'numeric',
      timeZoneName: 'short',
    });
  } catch {
    return 'unknown';
  }
  return Array.from({ length: WEEKS }, (_, week) => format.format(now + week * WEEK_MS)).join('|');
}

/** Every `time_zone` the answers hold (a business's own zone), once each. */
export function zonesIn(queries: DehydratedState): string[] {
  const zones = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'time_zone' && typeof inner === 'string') zones.add(inner);
        else walk(inner);
      }
  };
  for (const query of queries.queries) walk(query.state.data);
  return [...zones].sort();
}

/** How this engine reads each zone a page shows, from the page's own time. */
export function zoneReadings(zones: Iterable<string>, now: number): Record<string, string> {
  return Object.fromEntries([...zones].map((zone) => [zone, zoneReading(zone, now)]));
}
