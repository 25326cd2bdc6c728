/** How long the reader's zone is taken as read: a laptop carried across zones is seen within it. */
const READ_FOR_MS = 60_000;
let read: { zone: string; at: number } | null = null;

/**
 * The reader's own time zone, as the browser reports it: times are named (domain
 * `zoned-format.ts`) when this clock would read them differently from the business's. Asking the
 * browser makes a formatter each time, and a list of cards asks for every card: the answer is
 * kept for a minute.
 */
export function viewerTimeZone(): string {
  const now = Date.now();
  if (read === null || now - read.at > READ_FOR_MS || now < read.at) {
    read = { zone: Intl.DateTimeFormat().resolvedOptions().timeZone, at: now };
  }
  return read.zone;
}

const known = new Map<string, boolean>();

/** Whether this browser has time-zone data for `zone` (asked once per zone). */
function browserKnows(zone: string): boolean {
  let knows = known.get(zone);
  if (knows === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      knows = true;
    } catch {
      knows = false;
    }
    known.set(zone, knows);
  }
  return knows;
}

/** The zone itself when the browser knows it; otherwise the reader's own zone. */
export function knownZone(zone: string | undefined): string {
  return zone && browserKnows(zone) ? zone : viewerTimeZone();
}
