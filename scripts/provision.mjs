#!/usr/bin/env node
// Makes sure the machine has what the test suite needs besides npm packages:
// a PostgreSQL server (for the API suite on PostgreSQL), Chromium (for the end-to-end suite) and
// Radicale (a CalDAV server for the calendar tests).
// As root on Debian it installs what is missing with apt; otherwise it stops and says what to install.
//
//   node scripts/provision.mjs            check both, install what is missing when root
//   node scripts/provision.mjs --check    check only, never install
//   node scripts/provision.mjs postgres   only PostgreSQL (or: chromium)

import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where Chromium is expected; CHROMIUM_PATH overrides it (also read by e2e/playwright.config.ts). */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const PG_ROOT = '/usr/lib/postgresql';
const PG_PACKAGES = ['postgresql', 'postgresql-contrib'];
const CHROMIUM_PACKAGES = ['chromium'];
/** A real CalDAV server for the calendar tests (server/src/test/radicale.ts). */
export const radicalePath = process.env.RADICALE_PATH || '/usr/bin/radicale';
const RADICALE_PACKAGES = ['radicale'];

export class ProvisionError extends Error {}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** The newest /usr/lib/postgresql/<version>/bin that has initdb and pg_ctl, or undefined. */
export function findPostgresBin() {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((v) => /^\d+(\.\d+)?$/.test(v))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  for (const version of versions) {
    const bin = join(PG_ROOT, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** The Chromium version line, or undefined when it is missing or does not run. */
export function chromiumVersion() {
  if (!existsSync(chromiumPath)) return undefined;
  const r = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  if (r.status !== 0) return undefined;
  // Debian's wrapper script may print shell noise on stderr; the version is on stdout.
  return (
    r.stdout
      .trim()
      .split('\n')
      .find((l) => /chrom/i.test(l)) ?? r.stdout.trim()
  );
}

let aptUpdated = false;

/** apt-get update (once per process) and apt-get install -y PACKAGES. Root only. */
export function aptInstall(packages) {
  if (!isRoot()) {
    throw new ProvisionError(
      `Installing ${packages.join(' ')} needs root:\n  ${installHint(packages)}`,
    );
  }
  if (!existsSync('/usr/bin/apt-get')) {
    throw new ProvisionError(
      `apt-get is not available, so ${packages.join(' ')} cannot be installed automatically. Install them with your system's package manager.`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    console.log('$ apt-get update');
    run('apt-get', ['update'], env);
    aptUpdated = true;
  }
  console.log(`$ apt-get install -y ${packages.join(' ')}`);
  run('apt-get', ['install', '-y', ...packages], env);
}

function run(cmd, args, env) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) {
    throw new ProvisionError(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
  }
}

const installHint = (packages) =>
  `sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}`;

function missing(what, packages) {
  const verb = what.includes(' and ') ? 'are' : 'is';
  return new ProvisionError(
    `${what} ${verb} not installed. Install (Debian/Ubuntu) with:\n  ${installHint(packages)}\nor run this command as root to install automatically.`,
  );
}

/**
 * Returns the PostgreSQL bin dir (initdb, pg_ctl, psql). Installs postgresql and postgresql-contrib
 * when missing and running as root (unless install is false); otherwise throws a ProvisionError.
 */
export function ensurePostgres({ install = true } = {}) {
  let bin = findPostgresBin();
  if (bin) return bin;
  if (!install || !isRoot()) throw missing('PostgreSQL server', PG_PACKAGES);
  aptInstall(PG_PACKAGES);
  bin = findPostgresBin();
  if (!bin)
    throw new ProvisionError(`PostgreSQL was installed but no ${PG_ROOT}/*/bin/initdb was found.`);
  return bin;
}

/** Returns the Chromium path after checking it runs `--version`; installs it like ensurePostgres. */
export function ensureChromium({ install = true } = {}) {
  if (chromiumVersion()) return chromiumPath;
  if (process.env.CHROMIUM_PATH) {
    throw new ProvisionError(`CHROMIUM_PATH=${chromiumPath} does not run \`--version\`.`);
  }
  if (!install || !isRoot()) throw missing('Chromium', CHROMIUM_PACKAGES);
  aptInstall(CHROMIUM_PACKAGES);
  if (!chromiumVersion()) {
    throw new ProvisionError(`Chromium was installed but ${chromiumPath} --version does not run.`);
  }
  return chromiumPath;
}

/**
 * Checks the tools named in `needs` ('postgres', 'chromium'), installing everything missing in one
 * apt-get call when root. Returns { postgresBin, chromium } for what was asked.
 */
export function provision(needs = ['postgres', 'chromium', 'radicale'], { install = true } = {}) {
  const wantPg = needs.includes('postgres');
  const wantChromium = needs.includes('chromium');
  const wantRadicale = needs.includes('radicale');
  const lacking = [
    ...(wantRadicale && !existsSync(radicalePath) ? [['Radicale', RADICALE_PACKAGES]] : []),
    ...(wantPg && !findPostgresBin() ? [['PostgreSQL server', PG_PACKAGES]] : []),
    ...(wantChromium && !process.env.CHROMIUM_PATH && !chromiumVersion()
      ? [['Chromium', CHROMIUM_PACKAGES]]
      : []),
  ];
  if (lacking.length > 0) {
    const packages = lacking.flatMap(([, p]) => p);
    if (!install || !isRoot()) {
      throw missing(lacking.map(([what]) => what).join(' and '), packages);
    }
    aptInstall(packages);
    if (wantPg && !findPostgresBin()) {
      throw new ProvisionError(
        `PostgreSQL was installed but no ${PG_ROOT}/*/bin/initdb was found.`,
      );
    }
    if (wantChromium && !chromiumVersion()) {
      throw new ProvisionError(
        `Chromium was installed but ${chromiumPath} --version does not run.`,
      );
    }
    if (wantRadicale && !existsSync(radicalePath)) {
      throw new ProvisionError(`Radicale was installed but ${radicalePath} is missing.`);
    }
  }
  const result = {};
  if (wantRadicale) result.radicale = radicalePath;
  if (wantPg) result.postgresBin = ensurePostgres({ install: false });
  if (wantChromium) result.chromium = ensureChromium({ install: false });
  return result;
}

function postgresVersion(bin) {
  const r = spawnSync(join(bin, 'pg_ctl'), ['--version'], { encoding: 'utf8' });
  return r.stdout.trim();
}

async function cli(args) {
  const install = !args.includes('--check');
  const named = args.filter((a) => !a.startsWith('--'));
  for (const n of named) {
    if (!['postgres', 'chromium', 'radicale'].includes(n)) {
      console.error(
        `Unknown argument "${n}". Usage: node scripts/provision.mjs [--check] [postgres] [chromium] [radicale]`,
      );
      process.exit(2);
    }
  }
  try {
    const result = provision(named.length > 0 ? named : ['postgres', 'chromium', 'radicale'], {
      install,
    });
    if (result.postgresBin)
      console.log(`PostgreSQL: ${postgresVersion(result.postgresBin)} (${result.postgresBin})`);
    if (result.chromium) console.log(`Chromium:   ${chromiumVersion()} (${result.chromium})`);
    if (result.radicale) console.log(`Radicale:   ${result.radicale}`);
  } catch (err) {
    if (!(err instanceof ProvisionError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await cli(process.argv.slice(2));
