#!/usr/bin/env node
// Checks that the web app's components say nothing outside the catalogues (docs/decisions/069),
// as part of `npm run lint`. In web/src/**/*.tsx (not tests), reading each file with a parser:
//  - text between JSX tags, and strings put there (`{'Save'}`, `{busy ? 'Saving' : 'Save'}`);
//  - strings given to a prop people read or hear: label, title, placeholder, aria-label, …;
//  - the same names as properties of an object (`{ label: 'Dashboard' }`, a toast's `title`);
//  - strings passed to notify(…) or set as document.title.
// A string with no letter (a separator, a number) is not words, and neither are the names that
// read the same in every language (SAME_EVERYWHERE). Files not converted yet are listed in
// literal-strings-allowed.txt; the list only shrinks: a listed file with nothing left to convert
// fails too, so its line is removed with the conversion.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseSync } from 'oxc-parser';

/** Props and properties whose value someone reads on the screen or hears from a screen reader. */
const SAID = new Set([
  'label',
  'title',
  'subtitle',
  'heading',
  'text',
  'description',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'error',
  'message',
  'tooltip',
  'legend',
  'caption',
  'nothingFoundMessage',
  'confirmLabel',
  'cancelLabel',
  'confirm',
  'cancel',
]);
/** Words that are the same in every language Slotmap speaks. */
const SAME_EVERYWHERE = new Set(['Slotmap', 'EN', 'FR', 'Google', 'CalDAV', 'Stripe']);
/** Calls whose first argument is shown to people. */
const SAYING_CALLS = new Set(['notify']);

const ALLOW_LIST = 'scripts/i18n/literal-strings-allowed.txt';

const isWords = (text) => {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /\p{L}/u.test(trimmed) && !SAME_EVERYWHERE.has(trimmed);
};

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (/\.tsx$/.test(name) && !/\.test\.tsx$/.test(name)) yield path;
  }
}

const nameOf = (key) => key?.name ?? key?.value;

/** The literal words a file shows, as `line: text` lines. */
export function literalWords(source, file) {
  const { program } = parseSync(file, source);
  const found = [];
  const lineOf = (offset) => source.slice(0, offset).split('\n').length;
  const report = (node, text) => {
    if (isWords(text)) found.push(`${lineOf(node.start)}: ${JSON.stringify(text.trim())}`);
  };
  /** A string, or the strings either branch of a condition may give. */
  const strings = (node) => {
    if (!node) return;
    if (node.type === 'Literal' && typeof node.value === 'string') report(node, node.value);
    else if (node.type === 'TemplateLiteral')
      report(node, node.quasis.map((q) => q.value.cooked).join(' '));
    else if (node.type === 'ConditionalExpression') {
      strings(node.consequent);
      strings(node.alternate);
    } else if (node.type === 'LogicalExpression') strings(node.right);
    else if (node.type === 'JSXExpressionContainer') strings(node.expression);
  };
  const visit = (node, parent) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) visit(n, parent);
      return;
    }
    switch (node.type) {
      case 'JSXText':
        report(node, node.value);
        break;
      case 'JSXExpressionContainer':
        if (parent?.type === 'JSXElement' || parent?.type === 'JSXFragment')
          strings(node.expression);
        break;
      case 'JSXAttribute':
        if (SAID.has(nameOf(node.name))) strings(node.value);
        break;
      case 'Property':
        if (!node.computed && SAID.has(nameOf(node.key))) strings(node.value);
        break;
      case 'CallExpression':
        if (node.callee.type === 'Identifier' && SAYING_CALLS.has(node.callee.name))
          strings(node.arguments[0]);
        break;
      case 'AssignmentExpression':
        if (node.left.type === 'MemberExpression' && nameOf(node.left.property) === 'title')
          strings(node.right);
        break;
    }
    for (const key of Object.keys(node)) {
      if (key !== 'type' && key !== 'start' && key !== 'end') visit(node[key], node);
    }
  };
  visit(program, null);
  return found;
}

/** Every problem in the repository at `root`, as lines to print. */
export function checkLiteralStrings(root) {
  const allowFile = join(root, ALLOW_LIST);
  const allowed = new Set(
    existsSync(allowFile)
      ? readFileSync(allowFile, 'utf8')
          .split('\n')
          .map((l) => l.trim())
          .filter((l) => l && !l.startsWith('#'))
      : [],
  );
  const problems = [];
  const seen = new Set();
  for (const abs of walk(join(root, 'web/src'))) {
    const file = relative(root, abs);
    seen.add(file);
    const words = literalWords(readFileSync(abs, 'utf8'), file);
    if (allowed.has(file)) {
      if (words.length === 0)
        problems.push(
          `${file}: says nothing outside the catalogues now: remove it from ${ALLOW_LIST}`,
        );
      continue;
    }
    for (const w of words) problems.push(`${file}:${w}: words outside the catalogue`);
  }
  for (const file of allowed)
    if (!seen.has(file)) problems.push(`${ALLOW_LIST}: ${file} is no file of web/src`);
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(new URL(import.meta.url).pathname), '..', '..');
  const problems = checkLiteralStrings(root);
  if (problems.length) {
    console.error(
      `${problems.length} problem(s): words a component shows must come from its area's catalogue (docs/decisions/069):`,
    );
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log('Literal string check passed.');
}
