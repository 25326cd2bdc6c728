import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { outboxJobs } from '../db/schema/platform.ts';

export type OutboxJob = typeof outboxJobs.$inferSelect;
export type JobHandler = (job: OutboxJob) => Promise<void>;

export const MAX_ATTEMPTS = 6;
/** How long a claimed job is hidden from other workers while it is being delivered. */
const LEASE_SECONDS = 120;

/** Writes a side effect in the caller's transaction; the same key is only ever queued once. */
export async function enqueue(tx: Db, kind: string, payload: Record<string, unknown>, key: string) {
  await tx
    .insert(outboxJobs)
    .values({ kind, payload, idempotencyKey: `${kind}:${key}` })
    .onConflictDoNothing({ target: outboxJobs.idempotencyKey });
}

const backoffSeconds = (attempts: number) => Math.min(2 ** attempts, 300);

/**
 * Delivers queued jobs with retries and back-off. Several instances can run it at once:
 * SKIP LOCKED and a lease keep a job with one worker at a time.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = 500): void {
    const tick = async () => {
      await this.runOnce().catch((err) => this.log.error({ err }, 'outbox: poll failed'));
      if (this.timer) this.timer = setTimeout(tick, intervalMs);
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Claims and delivers the jobs that are due; returns how many were delivered. */
  runOnce(): Promise<number> {
    this.running = this.deliverDue();
    return this.running;
  }

  private async deliverDue(): Promise<number> {
    const claimed = await this.db.execute(sql`
      UPDATE outbox_jobs SET attempts = attempts + 1, run_at = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id IN (
        SELECT id FROM outbox_jobs
        WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
        ORDER BY run_at LIMIT 20 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, idempotency_key, attempts`);
    let delivered = 0;
    for (const row of rowsOf(claimed)) {
      const job = {
        id: row.id as string,
        kind: row.kind as string,
        payload: row.payload as Record<string, unknown>,
        idempotencyKey: row.idempotency_key as string,
        attempts: Number(row.attempts),
      } as OutboxJob;
      if (await this.deliver(job)) delivered++;
    }
    return delivered;
  }

  private async deliver(job: OutboxJob): Promise<boolean> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await this.db.execute(
        sql`UPDATE outbox_jobs SET done_at = now(), last_error = NULL WHERE id = ${job.id}`,
      );
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = job.attempts >= MAX_ATTEMPTS;
      this.log.warn(
        { job: job.idempotencyKey, attempts: job.attempts, final, err: message },
        'outbox: delivery failed',
      );
      await this.db.execute(
        final
          ? sql`UPDATE outbox_jobs SET failed_at = now(), last_error = ${message} WHERE id = ${job.id}`
          : sql`UPDATE outbox_jobs SET run_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)}), last_error = ${message} WHERE id = ${job.id}`,
      );
      return false;
    }
  }
}
