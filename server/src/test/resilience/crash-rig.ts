import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, onTestFailed } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../smtp-server.ts';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.ts';
import { freePort, type ServerProcess, startServer } from './server-process.ts';

/** A job a killed process had claimed and not finished: it holds a lease nobody will end. */
export interface StrandedJob {
  key: string;
  to: string | null;
}

export interface CrashRig {
  readonly db: ScratchDatabase;
  readonly smtp: TestSmtpServer;
  /** Starts one more server process on the rig's port, database and data folder. */
  start(): Promise<ServerProcess>;
  /**
   * With every server dead, a job that is neither done nor due is one a dead process held. Its
   * lease (LEASE_SECONDS in jobs/outbox.ts, minutes) is ended at once, as if it had run out, so
   * the next server takes the job over without the check waiting that long.
   */
  expireDeadLeases(): Promise<StrandedJob[]>;
  /** When the test fails, each server's last output is printed. */
  tellOnFailure(): void;
}

/**
 * What a fault check kills servers in: a scratch PostgreSQL database, a real SMTP server and one
 * data folder across restarts, and servers started as `npm run serve` starts them (with `env`
 * added). Registers its own setup and teardown in the surrounding describe.
 */
export function crashRig(folderPrefix: string, env: Record<string, string> = {}): CrashRig {
  let db: ScratchDatabase | undefined;
  let smtp: TestSmtpServer | undefined;
  let dataDir = '';
  let port = 0;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    db = await createScratchDatabase();
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(join(tmpdir(), folderPrefix));
    port = await freePort();
  });

  afterAll(async () => {
    for (const s of started) await s.kill();
    await smtp?.close();
    await db?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const ready = <T>(value: T | undefined, name: string): T => {
    if (!value) throw new Error(`The crash rig's ${name} is not started yet`);
    return value;
  };

  return {
    get db() {
      return ready(db, 'database');
    },
    get smtp() {
      return ready(smtp, 'SMTP server');
    },
    async start() {
      const server = await startServer(`server#${started.length + 1}`, port, {
        NODE_ENV: 'development',
        DATABASE_URL: ready(db, 'database').url,
        SEED_DEMO: 'false',
        DATA_DIR: dataDir,
        SMTP_URL: ready(smtp, 'SMTP server').url,
        LOG_LEVEL: 'warn',
        ...env,
      });
      started.push(server);
      return server;
    },
    async expireDeadLeases() {
      return ready(db, 'database').query<StrandedJob>(
        `UPDATE outbox_jobs SET run_at = now()
         WHERE done_at IS NULL AND failed_at IS NULL AND run_at > now()
         RETURNING idempotency_key AS key, payload->>'to' AS to`,
      );
    },
    tellOnFailure() {
      onTestFailed(() => {
        for (const s of started) console.error(`--- last output of ${s.name} ---\n${s.tail()}`);
      });
    },
  };
}
