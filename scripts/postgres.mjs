#!/usr/bin/env node
// A throwaway PostgreSQL server: a fresh data directory in the temp folder, on a free loopback port,
// removed again on stop() and when this process exits or is interrupted.
//
//   node scripts/postgres.mjs                 start, print the URL, stop on Ctrl-C
//   node scripts/postgres.mjs CMD [ARGS...]   start, run CMD with DATABASE_URL and TEST_DATABASE_URL set, stop
//
//   import { startPostgres } from './postgres.mjs';
//   const pg = await startPostgres(); // { url, port, dir, stop() }

import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensurePostgres, isRoot } from './provision.mjs';

/** A port that is free on 127.0.0.1 right now (the OS picks it when binding port 0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** uid and gid of the postgres system user (PostgreSQL refuses to run as root). */
function postgresUser() {
  const uid = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      'PostgreSQL refuses to run as root and there is no "postgres" user to run it as. Install the postgresql package (it creates the user) or run as a normal user.',
    );
  }
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

/**
 * The folder for the data directory and socket: the temp folder, unless the postgres user cannot
 * reach it (a TMPDIR under /root) or it is too long for a Unix socket path; then /tmp.
 */
function baseDir() {
  const dir = tmpdir();
  if (dir.length > 60) return '/tmp';
  if (isRoot() && spawnSync('runuser', ['-u', 'postgres', '--', 'test', '-x', dir]).status !== 0)
    return '/tmp';
  return dir;
}

/** Runs a PostgreSQL program, as the postgres user when we are root. Throws with its output on failure. */
function pgRun(bin, program, args, cwd) {
  const exe = join(bin, program);
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', exe, ...args]] : [exe, args];
  const r = spawnSync(cmd, argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.status !== 0) {
    const output = `${r.stdout ?? ''}${r.stderr ?? ''}`.trim();
    const error = new Error(
      `${program} ${args.join(' ')} failed (exit ${r.status ?? r.signal})\n${output}`,
    );
    error.output = output;
    throw error;
  }
  return r;
}

/**
 * Starts a fresh PostgreSQL server and returns { url, port, dir, stop }.
 * stop() is idempotent: `pg_ctl stop -m fast`, then the data directory is removed.
 * The server is also stopped when this process exits or gets SIGINT, SIGTERM or SIGHUP.
 */
export async function startPostgres({ quiet = false } = {}) {
  const bin = ensurePostgres();
  const dir = mkdtempSync(join(baseDir(), 'slotmap-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'postgres.log');
  if (isRoot()) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);

  let stopped = false;
  let started = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    removeExitHooks();
    if (started) {
      try {
        pgRun(bin, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], dir);
      } catch (err) {
        console.error(`Could not stop PostgreSQL cleanly: ${err.message}`);
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const removeExitHooks = installExitHooks(stop);

  try {
    // A throwaway cluster: durability settings off make the test databases much faster.
    pgRun(
      bin,
      'initdb',
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8'],
      dir,
    );
    let port;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${dir}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        pgRun(
          bin,
          'pg_ctl',
          ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '60', 'start'],
          dir,
        );
        break;
      } catch (err) {
        // Another process may have taken the port between our check and the start: try another.
        const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
        if (attempt < 3 && /could not bind|address already in use/i.test(log)) continue;
        throw new Error(`${err.message}\n--- ${logFile} ---\n${log}`);
      }
    }
    started = true;
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    if (!quiet) console.log(`PostgreSQL started at ${url} (data in ${dataDir})`);
    return { url, port, dir: dataDir, stop };
  } catch (err) {
    started = existsSync(join(dataDir, 'postmaster.pid'));
    stop();
    throw err;
  }
}

/** Calls stop on exit and on SIGINT/SIGTERM/SIGHUP (then re-raises the signal). Returns an uninstaller. */
function installExitHooks(stop) {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const onSignal = (signal) => {
    stop();
    // Our listener is gone now; if nobody else handles the signal, end the way it would have.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  process.on('exit', stop);
  for (const s of signals) process.on(s, onSignal);
  return () => {
    process.off('exit', stop);
    for (const s of signals) process.off(s, onSignal);
  };
}

async function cli(args) {
  const pg = await startPostgres();
  if (args.length === 0) {
    console.log(`\n  DATABASE_URL=${pg.url}\n\nPress Ctrl-C to stop and remove it.`);
    // Keep the process (and so the server) alive until a signal; the exit hooks then stop it.
    setInterval(() => {}, 1 << 30);
    return;
  }
  const child = spawn(args[0], args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: pg.url, TEST_DATABASE_URL: pg.url },
  });
  const code = await new Promise((resolve) => {
    child.on('error', (err) => {
      console.error(`Could not run ${args[0]}: ${err.message}`);
      resolve(127);
    });
    child.on('exit', (c, signal) => resolve(c ?? (signal ? 128 : 1)));
  });
  pg.stop();
  process.exit(code);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await cli(process.argv.slice(2));
