/**
 * The reader's own time zone, as the browser reports it: times are named (domain
 * `zoned-format.ts`) when this clock would read them differently from the business's.
 */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
