#!/usr/bin/env node
// Checks that imports flow one way (STYLE.md): web → domain, server → domain, never domain → anything;
// inside web: app → features → components/lib, and features do not reach into each other;
// inside a server module, routes.ts and present.ts never touch the database.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const importRe =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (/\.(ts|tsx)$/.test(name)) yield p;
  }
}

/** Rules: each returns a message when the import breaks it. */
const rules = [
  (file, spec, _target) =>
    file.startsWith('domain/') &&
    !spec.startsWith('.') &&
    spec !== 'zod' &&
    !spec.startsWith('vitest') &&
    !spec.startsWith('fast-check')
      ? 'domain/ is pure TypeScript shared by both sides: it may import only zod and its own files'
      : null,
  (file, _spec, target) =>
    file.startsWith('domain/') && target && !target.startsWith('domain/')
      ? 'domain/ must not import from server/ or web/'
      : null,
  (file, spec, target) =>
    file.startsWith('web/') &&
    (spec.startsWith('@slotmap/server') ||
      target?.startsWith('server/') ||
      /^(drizzle-orm|pg|fastify|@fastify\/)/.test(spec))
      ? 'web/ talks to the server over HTTP only: import shared code from @slotmap/domain'
      : null,
  (file, spec, target) =>
    file.startsWith('server/') && (spec.startsWith('@slotmap/web') || target?.startsWith('web/'))
      ? 'server/ must not import web code'
      : null,
  (file, _spec, target) =>
    /^web\/src\/(components|lib)\//.test(file) &&
    target &&
    /^web\/src\/(features|app)\//.test(target)
      ? 'web/src/components and web/src/lib are shared UI and helpers: they must not import features or the app'
      : null,
  (file, _spec, target) => {
    const from = file.match(/^web\/src\/features\/([^/]+)\//)?.[1];
    const to = target?.match(/^web\/src\/features\/([^/]+)\//)?.[1];
    if (from && target?.startsWith('web/src/app/'))
      return 'features must not import the app shell (app → features, not back)';
    return from && to && from !== to
      ? `feature "${from}" must not import the internals of feature "${to}": move shared code to web/src/components or lib`
      : null;
  },
  (file, spec, target) =>
    /^server\/src\/modules\/[^/]+\/(routes|present)\.ts$/.test(file) &&
    (spec.startsWith('drizzle-orm') || /\/db\/(schema|connection)/.test(target ?? ''))
      ? 'routes.ts and present.ts do not touch the database: put reads in data.ts and writes in mutations.ts'
      : null,
];

const problems = [];
for (const top of ['domain', 'server', 'web']) {
  let files;
  try {
    files = [...walk(join(root, top))];
  } catch {
    continue;
  }
  for (const abs of files) {
    const file = relative(root, abs);
    const source = readFileSync(abs, 'utf8');
    for (const m of source.matchAll(importRe)) {
      const spec = m[1] ?? m[2];
      if (/^import\s+type\s/.test(m[0]) && !file.startsWith('web/')) continue;
      const target = spec.startsWith('.')
        ? relative(root, resolve(dirname(abs), spec))
        : spec.startsWith('@slotmap/domain')
          ? 'domain/'
          : null;
      for (const rule of rules) {
        const msg = rule(file, spec, target);
        if (msg) problems.push(`${file}: import '${spec}': ${msg}`);
      }
    }
  }
}

if (problems.length) {
  console.error(
    `Import direction check failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log('Import direction check passed.');
