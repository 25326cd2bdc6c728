import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const domain = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'domain', 'src');

/**
 * Modules the web's pages read to show things, kept apart from the schemas that check them: zod
 * is 23 kB on the wire, and a page that imports one of these must not download it for a constant.
 */
const SHOWN = [
  'hours.ts',
  'closures.ts',
  'reminders.ts',
  'service-basics.ts',
  'calendar-messages.ts',
  'booking-rules.ts',
];

/** The modules `file` runs when imported: its value imports, not `import type`. */
function valueImports(file: string): string[] {
  const source = readFileSync(join(domain, file), 'utf8');
  const found = source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)';/gms);
  return [...found].map((m) => m[1]);
}

/** What `file` loads, directly or through the domain modules it imports. */
function reach(file: string, seen = new Set<string>()): Set<string> {
  for (const target of valueImports(file)) {
    const name = target.startsWith('./') ? target.slice(2) : target;
    if (seen.has(name)) continue;
    seen.add(name);
    if (target.startsWith('./')) reach(name, seen);
  }
  return seen;
}

describe('modules pages read to show things', () => {
  it.each(SHOWN)('%s loads no zod', (file) => {
    expect([...reach(file)]).not.toContain('zod');
  });

  it('sees zod where a module does import it', () => {
    expect(reach('reminders-schema.ts').has('zod')).toBe(true);
    expect(reach('companies.ts').has('zod')).toBe(true);
  });
});
