import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// mantine.css imports the styles of the Mantine components the app can draw, not Mantine's whole
// styles.css (decision 073). Which those are is read here from the code: every component the app
// imports from @mantine/core, @mantine/modals and @mantine/notifications, and every module those
// import in turn; a component's classes are in its `*.module.mjs`, and its styles file holds
// rules for them. A component used somewhere new without its styles fails here.

const root = resolve(import.meta.dirname, '../../..');
const mantine = join(root, 'node_modules/@mantine');
const stylesDir = join(mantine, 'core/styles');
const IMPORTS = /import\s*(?:\{([^}]*)\}|[\w$]+)?\s*(?:from\s*)?["']([^"']+)["']/g;
/** A module of the app's that hands on Mantine's own (components/tooltip.tsx: DeferredTooltip's). */
const REEXPORTS = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const CLASS = /m_[0-9a-f]{8}/g;

const namesOf = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((name) => name.trim().replace(/^type\s+/, ''))
    .filter((name) => /^[A-Za-z]/.test(name));

/** Each name @mantine/core exports, and the module it comes from. */
function coreModules(): Map<string, string> {
  const index = join(mantine, 'core/esm/index.mjs');
  const modules = new Map<string, string>();
  for (const [, names, from] of readFileSync(index, 'utf8').matchAll(IMPORTS)) {
    if (!from.startsWith('.')) continue;
    for (const name of namesOf(names)) {
      modules.set(name.split(/\s+as\s+/).pop() as string, resolve(dirname(index), from));
    }
  }
  return modules;
}

/** The Mantine classes the modules reachable from `roots` can put on an element. */
function reachableClasses(roots: string[], coreNames: string[]): Set<string> {
  const core = coreModules();
  const seen = new Set<string>();
  const classes = new Set<string>();
  const visitName = (name: string) => {
    const file = core.get(name);
    if (file) visit(file);
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    if (file.endsWith('.module.mjs')) for (const c of text.match(CLASS) ?? []) classes.add(c);
    for (const [, names, from] of text.matchAll(IMPORTS)) {
      if (from.startsWith('.')) visit(resolve(dirname(file), from));
      else if (from === '@mantine/core')
        namesOf(names)
          .map((n) => n.split(/\s+as/)[0])
          .forEach(visitName);
    }
  };
  roots.forEach(visit);
  coreNames.forEach(visitName);
  return classes;
}

/** The web app's own source files (not its tests). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Mantine's styles files in the order its styles.css joins them. */
function stylesInOrder(): string[] {
  const all = readFileSync(join(mantine, 'core/styles.css'), 'utf8');
  const at = (file: string) =>
    all.indexOf(readFileSync(join(stylesDir, file), 'utf8').trim().slice(0, 200));
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .sort((a, b) => at(a) - at(b));
}

describe('mantine.css', () => {
  it('imports the styles of every Mantine component the app can draw, and only those, in Mantine’s order', () => {
    // Mantine's classes the app puts on its own elements (the paginator, the empty state).
    const written: string[] = [];
    const coreNames = sourceFiles(join(root, 'web/src')).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      written.push(...(text.match(CLASS) ?? []));
      return [...text.matchAll(IMPORTS), ...text.matchAll(REEXPORTS)]
        .filter(([, , from]) => from === '@mantine/core')
        .flatMap(([, names]) => namesOf(names));
    });
    const classes = reachableClasses(
      [join(mantine, 'modals/esm/index.mjs'), join(mantine, 'notifications/esm/index.mjs')],
      coreNames,
    );
    for (const c of written) classes.add(c);
    const needed = stylesInOrder().filter((file) => {
      const own = readFileSync(join(stylesDir, file), 'utf8').match(CLASS) ?? [];
      // The baseline, the theme's variables and the global classes belong to no component.
      return own.length === 0 || own.some((c) => classes.has(c));
    });
    const imported = [
      ...readFileSync(join(root, 'web/src/app/mantine.css'), 'utf8').matchAll(
        /@import ["']@mantine\/core\/styles\/([\w-]+\.css)["'];/g,
      ),
    ].map(([, file]) => file);
    expect(imported).toEqual(needed);
    // What it reads is there: the components of every page, not a handful.
    expect(needed).toEqual(expect.arrayContaining(['baseline.css', 'Button.css', 'Modal.css']));
  });
});
