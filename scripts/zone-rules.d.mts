/** The folder of the project's ICU zone files (server/zone-rules/). */
export const zoneRulesDir: string;
/** Which rules the folder holds: the tz release, ICU version and Node release they came from. */
export function zoneRules(): { tz: string; icu: string; node: string };
/** `env` with ICU_TIMEZONE_FILES_DIR set when this Node's own zone rules are older. */
export function withZoneRules(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
