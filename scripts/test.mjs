#!/usr/bin/env node
// `npm test`: every suite, in order, stopping at the first failure.
//
//   npm test                    provisioning, unit, api, api:pg, faults, e2e
//   npm test -- unit            domain and web unit tests   (also unit:domain, unit:web)
//   npm test -- api             server API suite on the embedded database (PGlite)
//   npm test -- api:pg          the same suite on a throwaway PostgreSQL server
//   npm test -- faults          real server processes on PostgreSQL: killed mid-stream, two at once
//   npm test -- e2e             build the web app, then Playwright in Chromium
//   npm test -- api api:pg      several at once, always run in the order above
//
// The last line is always "N passed, N failed" (tests across the suites that ran). A suite that has
// no tests, or cannot run, counts as a failure: nothing is skipped silently.

import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startPostgres } from './postgres.mjs';
import { ProvisionError, provision } from './provision.mjs';
import { withZoneRules } from './zone-rules.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** The suites, in the order they run. `needs` drives provisioning. */
const SUITES = [
  {
    id: 'unit:domain',
    group: 'unit',
    title: 'Unit tests: domain/',
    run: () => vitestSuite('domain'),
  },
  { id: 'unit:web', group: 'unit', title: 'Unit tests: web/', run: () => vitestSuite('web') },
  {
    id: 'api',
    group: 'api',
    title: 'API integration suite on PGlite (server/)',
    needs: ['radicale'],
    run: () => vitestSuite('server', {}),
  },
  {
    id: 'api:pg',
    group: 'api:pg',
    title: 'API integration suite on PostgreSQL (server/)',
    needs: ['postgres', 'radicale'],
    run: apiOnPostgres,
  },
  {
    id: 'faults',
    group: 'faults',
    title: 'Fault checks: servers killed mid-stream and two instances on one PostgreSQL',
    needs: ['postgres'],
    run: faultsOnPostgres,
  },
  {
    id: 'e2e',
    group: 'e2e',
    title: 'End-to-end suite (web build + Playwright in Chromium)',
    needs: ['chromium', 'radicale'],
    run: endToEnd,
  },
];

const USAGE = `Usage: npm test [-- SUITE...]
  SUITE: unit (unit:domain, unit:web), api, api:pg, faults, e2e, all (the default)`;

// ---------------------------------------------------------------------------------------------
// Output

const isTTY = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code) => (text) => (isTTY ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = paint('1');
const red = paint('31');
const green = paint('32');
const dim = paint('2');

function header(step, total, title) {
  const text = `[${step}/${total}] ${title}`;
  const line = '='.repeat(Math.max(60, text.length + 4));
  console.log(`\n${bold(line)}\n${bold(`  ${text}`)}\n${bold(line)}`);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

// ---------------------------------------------------------------------------------------------
// Running children

let currentChild;
let interrupted;

// A hung suite (a test runner waiting forever on a lock, a server that never answers) must not hang
// CI: each command gets a deadline, then SIGTERM, then SIGKILL.
const commandTimeoutMs = Number(process.env.TEST_TIMEOUT_MINUTES || 20) * 60_000;

/** Runs a command with inherited output; resolves with its exit code (signals map to 128+n). */
function run(cmd, args, { cwd = root, env = process.env } = {}) {
  const shown = [relative(root, cmd) || cmd, ...args].join(' ');
  console.log(dim(`$ ${shown}${cwd !== root ? `   (in ${relative(root, cwd)}/)` : ''}`));
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: 'inherit' });
    currentChild = child;
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      console.error(red(`\n${shown}: no result after ${seconds(commandTimeoutMs)}, stopping it.`));
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, commandTimeoutMs);
    child.on('error', (err) => {
      clearTimeout(deadline);
      currentChild = undefined;
      reject(new SuiteError(`Could not run ${shown}: ${err.message}`));
    });
    child.on('exit', (code, signal) => {
      clearTimeout(deadline);
      currentChild = undefined;
      if (timedOut) {
        reject(
          new SuiteError(
            `timed out after ${seconds(commandTimeoutMs)} (TEST_TIMEOUT_MINUTES raises the limit)`,
          ),
        );
      } else {
        resolvePromise(code ?? (signal ? 128 + signalNumber(signal) : 1));
      }
    });
  });
}

const signalNumber = (signal) => ({ SIGHUP: 1, SIGINT: 2, SIGTERM: 15 })[signal] ?? 0;

/** The environment of every suite: never downloads browsers, never inherits a database URL. */
function baseEnv(extra = {}) {
  const env = { ...withZoneRules(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', ...extra };
  for (const key of ['DATABASE_URL', 'TEST_DATABASE_URL']) if (!(key in extra)) delete env[key];
  return env;
}

function requireBin(name) {
  const path = bin(name);
  if (!existsSync(path)) {
    throw new SuiteError(
      `${relative(root, path)} is missing: run \`npm install\` (or \`npm ci\`) first.`,
    );
  }
  return path;
}

/** A suite that could not run or failed without a failing test; counts as one failure. */
class SuiteError extends Error {}

// ---------------------------------------------------------------------------------------------
// Suites. Each returns { passed, failed, skipped, problem? }.

let workDir;

async function vitestSuite(workspace, extraEnv = {}, extraArgs = []) {
  const vitest = requireBin('vitest');
  const cwd = join(root, workspace);
  const report = join(workDir, `vitest-${workspace}-${Date.now()}.json`);
  const code = await run(
    vitest,
    ['run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd, env: baseEnv(extraEnv) },
  );
  if (!existsSync(report)) {
    throw new SuiteError(
      `vitest exited with code ${code} and wrote no report: it could not run (see the output above).`,
    );
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const counts = {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
  };
  const total = counts.passed + counts.failed + counts.skipped;
  const broken = (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && (f.assertionResults ?? []).length === 0,
  );
  let problem;
  if (total === 0 && (r.testResults ?? []).length === 0) {
    problem = `no test files found in ${workspace}/: a suite with no tests is a failure`;
  } else if (broken.length > 0) {
    problem = `${broken.length} test file(s) failed to load: ${broken.map((f) => relative(root, f.name)).join(', ')}`;
  } else if (counts.passed === 0 && counts.failed === 0) {
    problem = `no test ran in ${workspace}/ (${counts.skipped} skipped): a suite with no tests is a failure`;
  } else if (code !== 0 && counts.failed === 0) {
    problem = `vitest exited with code ${code} although no test failed (unhandled errors? see the output above)`;
  } else if (code === 0 && counts.failed > 0) {
    problem = `vitest exited with code 0 but reported ${counts.failed} failed test(s)`;
  }
  return { ...counts, problem };
}

/** The server suite on a throwaway PostgreSQL server, removed afterwards. */
async function onPostgres(vitestArgs = []) {
  let pg;
  try {
    pg = await startPostgres();
  } catch (err) {
    throw new SuiteError(`Could not start PostgreSQL: ${err.message}`);
  }
  try {
    return await vitestSuite('server', { TEST_DATABASE_URL: pg.url }, vitestArgs);
  } finally {
    pg.stop();
    console.log(dim('PostgreSQL stopped and its data directory removed.'));
  }
}

function apiOnPostgres() {
  return onPostgres();
}

/** server/src/test/resilience/: its own vitest config, so the api suites never start these servers. */
function faultsOnPostgres() {
  return onPostgres(['--config', 'vitest.faults.config.ts']);
}

async function endToEnd() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  console.log(bold('\n-- Building the web app'));
  const buildCode = await run(npm, ['run', 'build', '-w', '@slotmap/web'], { env: baseEnv() });
  if (buildCode !== 0)
    throw new SuiteError(
      `the web build failed (exit ${buildCode}), so the end-to-end suite cannot run`,
    );
  if (!existsSync(join(root, 'web/dist/index.html'))) {
    throw new SuiteError(
      'the web build produced no web/dist/index.html, so the end-to-end suite cannot run',
    );
  }

  console.log(bold('\n-- Playwright'));
  const playwright = requireBin('playwright');
  const report = join(workDir, `playwright-${Date.now()}.json`);
  const e2eTmp = join(workDir, 'e2e');
  mkdirSync(e2eTmp, { recursive: true });
  const port = process.env.E2E_PORT || String(await freePort());
  const code = await run(
    playwright,
    ['test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      env: baseEnv({ E2E_PORT: port, E2E_TMP: e2eTmp, PLAYWRIGHT_JSON_OUTPUT_FILE: report }),
    },
  );
  if (!existsSync(report)) {
    throw new SuiteError(
      `playwright exited with code ${code} and wrote no report: it could not run (see the output above).`,
    );
  }
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const s = r.stats ?? {};
  const counts = {
    passed: (s.expected ?? 0) + (s.flaky ?? 0),
    failed: s.unexpected ?? 0,
    skipped: s.skipped ?? 0,
  };
  const errors = r.errors ?? [];
  let problem;
  if (errors.length > 0) {
    const first = String(errors[0].message ?? errors[0].value ?? '').split('\n')[0];
    problem = `${errors.length} error(s) outside the tests: ${first}`;
  } else if (counts.passed === 0 && counts.failed === 0) {
    problem = `no end-to-end test ran (${counts.skipped} skipped): a suite with no tests is a failure`;
  } else if (code !== 0 && counts.failed === 0) {
    problem = `playwright exited with code ${code} although no test failed (see the output above)`;
  }
  if (s.flaky) console.log(red(`${s.flaky} end-to-end test(s) passed only on retry (flaky).`));
  return { ...counts, problem };
}

// ---------------------------------------------------------------------------------------------
// Main

function select(args) {
  if (args.includes('-h') || args.includes('--help')) {
    console.log(USAGE);
    process.exit(0);
  }
  if (args.length === 0 || args.includes('all')) return SUITES;
  const chosen = new Set();
  for (const arg of args) {
    const matches = SUITES.filter((s) => s.id === arg || s.group === arg);
    if (matches.length === 0) {
      console.error(`Unknown suite "${arg}".\n${USAGE}`);
      process.exit(2);
    }
    for (const m of matches) chosen.add(m);
  }
  return SUITES.filter((s) => chosen.has(s));
}

function summarize(results, notRun, footer) {
  console.log(`\n${bold('Summary')}`);
  const width = Math.max(
    ...[...results, ...notRun.map((s) => ({ suite: s }))].map((r) => r.suite.id.length),
  );
  for (const r of results) {
    const name = r.suite.id.padEnd(width);
    if (r.counts) {
      const { passed, failed, skipped } = r.counts;
      const ok = !r.problem && failed === 0;
      const status = ok ? green('ok  ') : red('FAIL');
      const skippedText = skipped ? `, ${skipped} skipped` : '';
      console.log(
        `  ${status} ${name}  ${passed} passed, ${failed} failed${skippedText}  ${dim(seconds(r.ms))}`,
      );
    } else {
      console.log(`  ${red('FAIL')} ${name}  could not run  ${dim(seconds(r.ms))}`);
    }
    const indent = `       ${' '.repeat(width)}  `;
    if (r.problem) console.log(indent + red(r.problem.replaceAll('\n', `\n${indent}`)));
  }
  for (const s of notRun)
    console.log(
      `  ${dim('--  ')} ${s.id.padEnd(width)}  ${dim('not run (stopped at the first failure)')}`,
    );
  const passed = results.reduce((n, r) => n + (r.counts?.passed ?? 0), 0);
  // A suite that failed without a failing test (no tests, could not start, crashed) counts as one.
  const failed = results.reduce(
    (n, r) => n + Math.max(r.counts?.failed ?? 0, r.problem ? 1 : 0),
    0,
  );
  console.log(footer);
  // The last line, always: tests across the suites that ran.
  console.log(`${passed} passed, ${failed} failed`);
  return failed;
}

async function main() {
  const suites = select(process.argv.slice(2));
  workDir = mkdtempSync(join(tmpdir(), 'slotmap-test-'));
  process.on('exit', () => rmSync(workDir, { recursive: true, force: true }));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      interrupted = signal;
      // Children in our process group got a terminal's Ctrl-C already; a kill of this pid alone did not.
      if (currentChild && currentChild.exitCode === null) currentChild.kill(signal);
    });
  }

  const total = suites.length + 1;
  const results = [];
  const started = Date.now();

  const needs = [...new Set(suites.flatMap((s) => s.needs ?? []))];
  const names = { postgres: 'PostgreSQL', chromium: 'Chromium', radicale: 'Radicale' };
  header(1, total, `Provisioning: ${needs.map((n) => names[n]).join(' and ') || 'nothing needed'}`);
  const t0 = Date.now();
  try {
    if (needs.length === 0)
      console.log('The selected suites need neither PostgreSQL, Chromium nor Radicale.');
    const found = provision(needs);
    if (found.postgresBin) console.log(`PostgreSQL: ${found.postgresBin}`);
    if (found.chromium) console.log(`Chromium:   ${found.chromium}`);
    if (found.radicale) console.log(`Radicale:   ${found.radicale}`);
  } catch (err) {
    if (!(err instanceof ProvisionError)) console.error(err);
    results.push({
      suite: { id: 'provisioning' },
      ms: Date.now() - t0,
      problem: err.message,
    });
    summarize(results, suites, red('\nStopped: provisioning failed.'));
    process.exit(1);
  }

  for (const [i, suite] of suites.entries()) {
    header(i + 2, total, suite.title);
    const t = Date.now();
    let result;
    try {
      const { problem, ...counts } = await suite.run();
      result = { suite, counts, problem, ms: Date.now() - t };
    } catch (err) {
      // A SuiteError explains itself; anything else is a bug here, shown whole but still summarized.
      console.error(red(err instanceof SuiteError ? err.message : (err?.stack ?? String(err))));
      const problem =
        err instanceof SuiteError ? err.message : `test runner error: ${err?.message ?? err}`;
      result = { suite, problem, ms: Date.now() - t };
    }
    if (interrupted && !result.problem) result.problem = `interrupted (${interrupted})`;
    results.push(result);
    const failed = result.problem || (result.counts?.failed ?? 0) > 0;
    if (failed || interrupted) {
      const why = interrupted ? `interrupted by ${interrupted}` : `${suite.id} failed`;
      summarize(results, suites.slice(i + 1), red(`\nStopped: ${why}.`));
      process.exit(interrupted ? 130 : 1);
    }
  }
  summarize(
    results,
    [],
    green(`\nAll selected suites passed in ${seconds(Date.now() - started)}.`),
  );
}

await main();
