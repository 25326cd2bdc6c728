import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The time-zone rules the server must run on (docs/decisions/072): at least the tz release of
 * `server/zone-rules/`. A server on older rules computes hours, free times and bookings an hour
 * off wherever a government has since changed its clocks, so it does not start on them.
 */
const folder = fileURLToPath(new URL('../zone-rules/', import.meta.url));

/** The tz release this Node reads its zones from, and the one the project carries. */
export function zoneRulesInUse(): { running: string; wanted: string } {
  const { tz } = JSON.parse(readFileSync(`${folder}source.json`, 'utf8')) as { tz: string };
  return { running: process.versions.tz ?? 'unknown', wanted: tz };
}

/** Why the server must not start on this Node's zone rules, or undefined when it may. */
export function zoneRulesProblem(): string | undefined {
  const { running, wanted } = zoneRulesInUse();
  if (running >= wanted) return undefined;
  return [
    `This Node reads time zones from tz ${running}, older than Slotmap's ${wanted}: times in`,
    'British Columbia, Alberta and Manitoba would be an hour off. Start it with `npm run serve`,',
    `or set ICU_TIMEZONE_FILES_DIR=${folder} before starting Node.`,
  ].join('\n');
}
