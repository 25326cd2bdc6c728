#!/usr/bin/env node
// Checks the catalogues of words (docs/decisions/069), as part of `npm run lint`:
//  - each area's `messages/en.json` and `messages/fr.json` have the same ids, and each message the
//    same ICU values ({name}) and elements (<link>…</link>) in both languages;
//  - every message parses as ICU MessageFormat;
//  - an area's ids share one first part (`accounts.`), which no other area uses, since every
//    area's messages meet in one place per language;
//  - every id is written whole somewhere in the code of its side (web, server), so an id nobody
//    uses is found, and so is the code that uses it;
//  - the catalogues keyed by English (`messages/fr/*.json`) use the values their English names;
//  - French sets a no-break space (U+00A0) before a colon and inside « », never a plain one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

const SIDES = ['web/src', 'server/src', 'domain/src'];

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name === 'dist-server') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** The {values} and <elements> a message uses, as sorted lists. */
export function partsOf(message) {
  const values = new Set();
  const visit = (tokens) => {
    for (const token of Array.isArray(tokens) ? tokens : [tokens]) {
      if (typeof token === 'string') continue;
      const [name, , format] = token;
      values.add(name);
      if (format && typeof format === 'object')
        for (const [key, choice] of Object.entries(format)) if (key !== 'offset') visit(choice);
    }
  };
  visit(compileMessageOrThrow(message));
  const elements = [...message.matchAll(/<(\w+)>/g)].map((m) => m[1]);
  return { values: [...values].sort(), elements: [...new Set(elements)].sort() };
}

/** The values a catalogue keyed by English names: `{label}` in 'Please answer "{label}"'. */
const namesOfEnglish = (id) =>
  [...new Set([...id.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map((m) => m[1]))].sort();

const same = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** French spacing: a no-break space before ":" and inside « », where a plain one could break. */
function spacingProblem(message) {
  if (/ :/.test(message)) return 'a plain space before ":" (use U+00A0)';
  if (/« | »/.test(message)) return 'a plain space inside « » (use U+00A0)';
  return null;
}

const read = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Every problem in the repository at `root`, as lines to print. */
export function checkCatalogues(root) {
  const problems = [];
  const files = SIDES.flatMap((side) => {
    try {
      return [...walk(join(root, side))].map((f) => relative(root, f));
    } catch {
      return [];
    }
  });
  const code = new Map();
  const codeOf = (side) => {
    if (!code.has(side))
      code.set(
        side,
        files
          .filter((f) => f.startsWith(side) && /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
          .map((f) => readFileSync(join(root, f), 'utf8'))
          .join('\n'),
      );
    return code.get(side);
  };

  const firstParts = new Map();
  for (const en of files.filter((f) => /(^|\/)messages\/en\.json$/.test(f))) {
    const fr = join(dirname(en), 'fr.json');
    const side = SIDES.find((s) => en.startsWith(s));
    let english;
    let french;
    try {
      english = read(join(root, en));
      french = read(join(root, fr));
    } catch (error) {
      problems.push(`${en}: ${fr} could not be read beside it (${error.message})`);
      continue;
    }
    for (const id of Object.keys(english))
      if (!(id in french)) problems.push(`${fr}: "${id}" is missing (it is in ${en})`);
    for (const id of Object.keys(french))
      if (!(id in english)) problems.push(`${fr}: "${id}" is not in ${en}`);

    const parts = new Set(Object.keys(english).map((id) => id.split('.')[0]));
    if (parts.size !== 1)
      problems.push(`${en}: its ids start with ${[...parts].join(', ')}: one area, one first part`);
    for (const part of parts) {
      const other = firstParts.get(part);
      if (other) problems.push(`${en}: ids starting "${part}." are already ${other}'s`);
      else firstParts.set(part, en);
    }

    for (const [id, message] of Object.entries(english)) {
      const quoted = [`'${id}'`, `"${id}"`, `\`${id}\``];
      if (!quoted.some((q) => codeOf(side).includes(q)))
        problems.push(`${en}: "${id}" is written nowhere in ${side}: remove it, or write it whole`);
      let a;
      let b;
      try {
        a = partsOf(message);
      } catch (error) {
        problems.push(`${en}: "${id}" is not valid ICU: ${error.message.split('\n')[0]}`);
        continue;
      }
      if (!(id in french)) continue;
      try {
        b = partsOf(french[id]);
      } catch (error) {
        problems.push(`${fr}: "${id}" is not valid ICU: ${error.message.split('\n')[0]}`);
        continue;
      }
      if (!same(a.values, b.values))
        problems.push(
          `${fr}: "${id}" puts in {${b.values.join('}, {')}}, the English {${a.values.join('}, {')}}`,
        );
      if (!same(a.elements, b.elements))
        problems.push(
          `${fr}: "${id}" has elements <${b.elements.join('>, <')}>, the English <${a.elements.join('>, <')}>`,
        );
      const spacing = spacingProblem(french[id]);
      if (spacing) problems.push(`${fr}: "${id}" has ${spacing}`);
    }
  }

  // Catalogues keyed by English: domain/src/messages/fr/*.json, server/src/**/messages/fr/*.json.
  for (const file of files.filter((f) => /(^|\/)messages\/fr\/[^/]+\.json$/.test(f))) {
    for (const [id, message] of Object.entries(read(join(root, file)))) {
      let values;
      try {
        ({ values } = partsOf(message));
      } catch (error) {
        problems.push(`${file}: "${id}" is not valid ICU: ${error.message.split('\n')[0]}`);
        continue;
      }
      const names = namesOfEnglish(id);
      if (!same(values, names))
        problems.push(
          `${file}: "${id}" puts in {${values.join('}, {')}}, its English {${names.join('}, {')}}`,
        );
      const spacing = spacingProblem(message);
      if (spacing) problems.push(`${file}: "${id}" has ${spacing}`);
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
  const problems = checkCatalogues(root);
  if (problems.length) {
    console.error(`${problems.length} problem(s) in the catalogues (docs/decisions/069):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log('Catalogue check passed.');
}
