import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkImports } from '../../scripts/check-imports.mjs';

/** A tree of files (path → source) in a fresh folder, checked as the repository would be. */
function check(files: Record<string, string>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'slotmap-imports-'));
  roots.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  return checkImports(root);
}
const roots: string[] = [];

const M = 'server/src/modules';

describe('the import rules (npm run lint)', () => {
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });

  it('lets a module read another through its data.ts, present.ts and access.ts', () => {
    expect(
      check({
        [`${M}/companies/data.ts`]: 'export const x = 1;\n',
        [`${M}/companies/access.ts`]: 'export const y = 1;\n',
        [`${M}/bookings/create.ts`]:
          "import { x } from '../companies/data.ts';\nimport { y } from '../companies/access.ts';\nimport { lock } from '../../db/locks.ts';\n",
        'server/src/db/locks.ts': 'export const lock = 1;\n',
      }),
    ).toEqual([]);
  });

  it("refuses a module that imports another module's writes", () => {
    const problems = check({
      [`${M}/companies/mutations.ts`]: 'export const write = 1;\n',
      [`${M}/bookings/create.ts`]: "import { write } from '../companies/mutations.ts';\n",
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/module "bookings" must not import "companies"'s mutations\.ts/);
  });

  it('refuses a cycle between modules, even through their reads', () => {
    const problems = check({
      [`${M}/a/data.ts`]: "import { b } from '../b/data.ts';\nexport const a = b;\n",
      [`${M}/b/data.ts`]: "import type { A } from '../a/data.ts';\nexport const b = 1;\n",
    });
    expect(problems.join('\n')).toMatch(/import cycle (a → b → a|b → a → b)/);
  });

  it('refuses infrastructure that imports a module, and production code that imports tests', () => {
    const problems = check({
      [`${M}/a/data.ts`]: 'export const a = 1;\n',
      'server/src/http/context.ts': "import { a } from '../modules/a/data.ts';\n",
      'server/src/test/world.ts': 'export const world = 1;\n',
      [`${M}/a/routes.ts`]: "import { world } from '../../test/world.ts';\n",
      [`${M}/a/a.fixture.ts`]: 'export const f = 1;\n',
      [`${M}/a/mutations.ts`]: "import { f } from './a.fixture.ts';\n",
      [`${M}/a/a.test.ts`]: "import { world } from '../../test/world.ts';\n",
    });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/http\/context\.ts.*must not import a module/);
    expect(problems.join('\n')).toMatch(/a\/routes\.ts.*must not import test code/);
    expect(problems.join('\n')).toMatch(/a\/mutations\.ts.*must not import test code/);
  });
});
