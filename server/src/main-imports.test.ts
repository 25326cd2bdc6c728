import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestCode } from '../../scripts/check-imports.mjs';

const repo = resolve(import.meta.dirname, '../..');
const importRe =
  /(?:import|export)\s(?:type\s)?[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every file `npm start` loads from this repository, following imports from server/src/main.ts. */
function shipped(): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (abs: string) => {
    const file = relative(repo, abs);
    if (files.has(file)) return;
    files.add(file);
    for (const m of readFileSync(abs, 'utf8').matchAll(importRe)) {
      if (/^import\s+type\s/.test(m[0])) continue;
      const spec = m[1] ?? m[2];
      if (spec.startsWith('.')) visit(resolve(dirname(abs), spec));
      else if (spec.startsWith('@slotmap/domain/'))
        visit(resolve(repo, 'domain/src', `${spec.slice('@slotmap/domain/'.length)}.ts`));
      else if (!spec.startsWith('node:'))
        packages.add(
          spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0],
        );
    }
  };
  visit(resolve(repo, 'server/src/main.ts'));
  return { files, packages };
}

describe('what npm start loads', () => {
  const { files, packages } = shipped();

  it('is found by following the imports from main.ts', () => {
    expect(files.has('server/src/app.ts')).toBe(true);
    expect(files.has('server/src/modules/bookings/create.ts')).toBe(true);
    for (const file of files) expect(existsSync(resolve(repo, file)), file).toBe(true);
  });

  it('holds no test code: no test, fixture, test folder or fault-check harness', () => {
    expect([...files].filter(isTestCode)).toEqual([]);
  });

  it('needs none of the packages only the tests install', () => {
    const server = JSON.parse(readFileSync(resolve(repo, 'server/package.json'), 'utf8'));
    const root = JSON.parse(readFileSync(resolve(repo, 'package.json'), 'utf8'));
    const devOnly = [
      ...Object.keys(server.devDependencies ?? {}),
      ...Object.keys(root.devDependencies ?? {}),
    ].filter((name) => !(name in (server.dependencies ?? {})));
    expect([...packages].filter((p) => devOnly.includes(p))).toEqual([]);
  });
});
