import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ListenHandlers, listenOnPostgres, type StopListening } from './listen.ts';
import { ensurePgliteCluster, pgliteStartParams } from './pglite-cluster.ts';

/** One type for both drivers: the app only speaks the PostgreSQL dialect. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** Runs fn with a database-wide lock held, so only one instance migrates at a time. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * Hears NOTIFY on `channel` (decision 061): on a connection of its own for PostgreSQL, on the
   * one connection for PGlite. Resolves once listening; what it resolves to stops it.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
}

export const pgliteExtensions = { btree_gist, citext, cube, earthdistance, pg_trgm };

/** The embedded database in `dataDir`, made there on first start (decision 064). */
export async function openPglite(dataDir: string): Promise<PGlite> {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, 'pglite');
  await ensurePgliteCluster(path);
  return PGlite.create(path, { extensions: pgliteExtensions, startParams: pgliteStartParams });
}

export function fromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client) as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    // PGlite has a single connection in a single process: nothing else can migrate at once.
    withMigrationLock: (fn) => fn(),
    // One connection that never drops: nothing to open again, nothing missed.
    async listen(channel, handlers) {
      const unlisten = await client.listen(channel, (payload) => handlers.onNotify(payload));
      return () => unlisten().catch(() => undefined);
    },
  };
}

export function fromPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries report their own errors.
  });
  return {
    db: drizzlePg(pool) as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    async withMigrationLock(fn) {
      // The lock lives on its own connection so the migrator can use the pool meanwhile.
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('SELECT pg_advisory_lock(7270401)');
        return await fn();
      } finally {
        await lock.end().catch(() => undefined);
      }
    },
    listen: (channel, handlers) => listenOnPostgres(url, channel, handlers),
  };
}

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<Database> {
  if (opts.databaseUrl) return fromPostgres(opts.databaseUrl);
  return fromPglite(await openPglite(opts.dataDir));
}
