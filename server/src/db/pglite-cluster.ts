// The embedded database's data folder and the settings PostgreSQL runs it with (decision 064).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * initdb's choice of shared_buffers, 128 MB, is written to at start and kept for the server's
 * life, beside the server's own 275 MB. The data folder's pages stay in the operating system's
 * file cache anyway; 16 MB holds what one instance's small load reads again and again.
 */
const SETTINGS = ['shared_buffers=16MB'];

/** PGlite's own start parameters, with SETTINGS (they win over the data folder's file). */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...SETTINGS.flatMap((setting) => ['-c', setting]),
];

/** What initdb writes into a new data folder's postgresql.conf. */
const initdbParams = SETTINGS.flatMap((setting) => ['--set', setting]);

/** PGlite as plain Node loads it: the process below runs without the server's TypeScript loader. */
const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');

/** Runs initdb into `dir` and stops: argv is [PGlite's entry, dir, options as JSON]. */
const INITDB = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], JSON.parse(process.argv[3]))
  .then((db) => db.close())
  .catch((err) => { console.error(err); process.exit(1); });`;

/**
 * Makes the database in `path` unless it is there (its PG_VERSION file). PGlite runs initdb
 * in a second PostgreSQL instance beside the first, and a process keeps most of that memory once it
 * has had it: in the server's own process the first start peaked at 922 MB and the server stayed
 * 140 MB bigger for as long as it ran. Here initdb runs once, in a process of its own that ends
 * when it is done, into a folder beside `path` that becomes `path` only when it is complete: a
 * first start cut short leaves no half-made database.
 */
export async function ensurePgliteCluster(path: string): Promise<void> {
  if (existsSync(join(path, 'PG_VERSION'))) return;
  if (existsSync(path) && readdirSync(path).length > 0)
    throw new Error(
      `${path} holds files but no database (no PG_VERSION): move it away, or set DATA_DIR to another folder`,
    );
  const fresh = `${path}.new`;
  rmSync(fresh, { recursive: true, force: true });
  const options = { initDbStartParams: initdbParams, startParams: pgliteStartParams };
  await new Promise<void>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', INITDB, pgliteEntry, fresh, JSON.stringify(options)],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`initdb of the embedded database failed (${signal ?? code})`)),
    );
  });
  renameSync(fresh, path);
}
