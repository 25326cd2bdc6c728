#!/usr/bin/env node
// Checks that imports flow one way (STYLE.md): web → domain, server → domain, never domain → anything;
// inside web: app → features → components/lib, and features do not reach into each other;
// inside a server module, routes.ts and present.ts never touch the database. Server modules meet
// through events and small reads (decision 052): a module's non-test files import db/, http/,
// i18n/, integrations/, jobs/, domain, their own files and other modules' data.ts, present.ts or
// access.ts, nothing else; the infrastructure folders import no module; no module-level cycle;
// and no production file imports test code.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
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

/** Test code: tests, fixtures, the server's test folder and the suites' own folders. */
export const isTestCode = (file) =>
  /\.test\.tsx?$/.test(file) ||
  /\.fixture\.tsx?$/.test(file) ||
  /^(server|web)\/src\/test\//.test(file) ||
  file.startsWith('e2e/');

const MODULE = /^server\/src\/modules\/([^/]+)\//;
/** What a module may import of another: its reads, presenters and permission checks. */
const READS = new Set(['data.ts', 'present.ts', 'access.ts']);
const INFRASTRUCTURE = /^server\/src\/(db|http|i18n|integrations|jobs)\//;
/** Where the app is composed: it may import any module, and no module imports it. */
const COMPOSITION = /^server\/src\/(app\.ts|main\.ts|app\/|seed\/)/;

/** Rules: each returns a message when the import breaks it. */
const rules = [
  (file, _spec, target) =>
    !isTestCode(file) && target && isTestCode(target)
      ? 'production code must not import test code (tests, *.fixture.ts, src/test/): a reader must tell what ships'
      : null,
  (file, _spec, target) => {
    const from = file.match(MODULE)?.[1];
    if (!from || isTestCode(file) || !target) return null;
    if (COMPOSITION.test(target))
      return 'modules do not import the app: the app composes them (server/src/app.ts, server/src/app/)';
    const to = target.match(MODULE)?.[1];
    if (!to || to === from || READS.has(basename(target))) return null;
    return `module "${from}" must not import "${to}"'s ${basename(target)}: modules meet through events (server/src/jobs/events.ts) and another module's data.ts, present.ts or access.ts, never its writes (decision 052)`;
  },
  (file, _spec, target) =>
    INFRASTRUCTURE.test(file) &&
    !isTestCode(file) &&
    target &&
    (MODULE.test(target) || COMPOSITION.test(target))
      ? 'db/, http/, i18n/, integrations/ and jobs/ are what modules build on: they must not import a module or the app'
      : null,
  (file, spec, _target) =>
    file.startsWith('domain/src/') &&
    !spec.startsWith('.') &&
    spec !== 'zod' &&
    !spec.startsWith('vitest') &&
    !spec.startsWith('fast-check')
      ? 'domain/ is pure TypeScript shared by both sides: it may import only zod and its own files'
      : null,
  (file, _spec, target) =>
    file.startsWith('domain/src/') && target && !target.startsWith('domain/')
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
  (file, spec, target, typeOnly) =>
    /^server\/src\/modules\/[^/]+\/(routes|present)\.ts$/.test(file) &&
    !typeOnly &&
    (spec.startsWith('drizzle-orm') || /\/db\/(schema|connection)/.test(target ?? ''))
      ? 'routes.ts and present.ts do not touch the database: put reads in data.ts and writes in mutations.ts'
      : null,
];

/** Every problem in the tree at `root` (the repository), as lines to print. */
export function checkImports(root) {
  const problems = [];
  /** Module → modules its non-test files import, for the cycle check. */
  const moduleEdges = new Map();
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
        const target = spec.startsWith('.')
          ? relative(root, resolve(dirname(abs), spec))
          : spec.startsWith('@slotmap/domain')
            ? 'domain/'
            : null;
        const from = file.match(MODULE)?.[1];
        const to = target?.match(MODULE)?.[1];
        if (from && to && from !== to && !isTestCode(file)) {
          if (!moduleEdges.has(from)) moduleEdges.set(from, new Set());
          moduleEdges.get(from).add(to);
        }
        // Type-only imports couple nothing at run time: in the server, only the module and test
        // rules apply to them.
        const typeOnly = /^import\s+type\s/.test(m[0]) && !file.startsWith('web/');
        if (typeOnly && !MODULE.test(file) && !isTestCode(target ?? '')) continue;
        for (const rule of rules) {
          const msg = rule(file, spec, target, typeOnly);
          if (msg) problems.push(`${file}: import '${spec}': ${msg}`);
        }
      }
    }
  }

  for (const cycle of cyclesOf(moduleEdges))
    problems.push(
      `server/src/modules: import cycle ${cycle.join(' → ')}: modules meet through events, not each other's imports`,
    );
  return problems;
}

/** The cycles of a directed graph, each once, as the list of its nodes ending where it began. */
function cyclesOf(edges) {
  const cycles = [];
  const seen = new Set();
  const visit = (node, path) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const cycle = path.slice(at);
      const key = [...cycle].sort().join(',');
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push([...cycle, node]);
      }
      return;
    }
    for (const next of edges.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const node of edges.keys()) visit(node, []);
  return cycles;
}

const isMain = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (isMain) {
  const problems = checkImports(resolve(import.meta.dirname, '..'));
  if (problems.length) {
    console.error(
      `Import direction check failed (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Import direction check passed.');
}
