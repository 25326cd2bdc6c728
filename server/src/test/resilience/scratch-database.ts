import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { withDatabase } from '../global-setup.ts';

export interface ScratchDatabase {
  /** The URL the servers get as DATABASE_URL. */
  url: string;
  /** Read-only looks behind the API: the outbox's state and the stored texts. */
  query<T extends pg.QueryResultRow>(text: string, params?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/**
 * An empty database on the PostgreSQL server of TEST_DATABASE_URL. The servers under test migrate
 * it themselves at start, as a deployment does. Without a server this throws: the checks never skip.
 */
export async function createScratchDatabase(): Promise<ScratchDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    throw new Error(
      'TEST_DATABASE_URL is not set: the fault checks need a PostgreSQL server. Run them with `npm test -- faults`.',
    );
  }
  const name = `slotmap_faults_${randomBytes(6).toString('hex')}`;
  await adminQuery(server, `CREATE DATABASE ${name}`);
  const url = withDatabase(server, name);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  pool.on('error', () => undefined);
  return {
    url,
    async query<T extends pg.QueryResultRow>(text: string, params: unknown[] = []) {
      return (await pool.query<T>(text, params)).rows;
    },
    async drop() {
      await pool.end();
      await adminQuery(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Waits until no outbox job is waiting or leased; returns how many gave up (dead letters). */
export async function waitForOutboxDrained(db: ScratchDatabase, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.query<{ open: string; failed: string; total: string }>(
      `SELECT count(*) FILTER (WHERE done_at IS NULL AND failed_at IS NULL) AS open,
              count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed,
              count(*) AS total
       FROM outbox_jobs`,
    );
    if (Number(row.open) === 0) return { failed: Number(row.failed), total: Number(row.total) };
    if (Date.now() > deadline) {
      const open = await db.query(
        `SELECT idempotency_key, attempts, run_at, now() AS now, last_error FROM outbox_jobs
         WHERE done_at IS NULL AND failed_at IS NULL ORDER BY run_at LIMIT 10`,
      );
      throw new Error(
        `the outbox still had ${row.open} open jobs after ${timeoutMs / 1000} s:\n${JSON.stringify(open, null, 1)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 500));
  }
}
