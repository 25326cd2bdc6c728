import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';
import { outboxJobs } from '../db/schema/platform.ts';
import { MAX_ATTEMPTS, retrySeconds } from './outbox-retry.ts';

export type OutboxJob = typeof outboxJobs.$inferSelect;
export type JobHandler = (job: OutboxJob) => Promise<void>;

/**
 * How long a claimed job is hidden from other workers while it is being delivered. It must outlast
 * the slowest delivery the transports allow (their timeouts, see integrations/mail/transport.ts and
 * integrations/sms/transport.ts), or a second instance would send the same notice while the first
 * is still waiting on a slow server. Only a worker that died mid-delivery makes anyone wait it out.
 */
export const LEASE_SECONDS = 300;
/** Jobs delivered per poll; each is claimed just before its delivery, so its lease is its own. */
export const BATCH_SIZE = 20;
/** Deliveries in flight at once per worker. */
export const LANES = 4;

/** Writes a side effect in the caller's transaction; the same key is only ever queued once. */
export async function enqueue(tx: Db, kind: string, payload: Record<string, unknown>, key: string) {
  await tx
    .insert(outboxJobs)
    .values({ kind, payload, idempotencyKey: `${kind}:${key}` })
    .onConflictDoNothing({ target: outboxJobs.idempotencyKey });
}

/** A side effect to queue: what it is, what it carries, and the key that queues it only once. */
export interface QueuedJob {
  kind: string;
  payload: Record<string, unknown>;
  key: string;
}

/** The insert of `jobs` (at least one), for a caller that sends it with other writes. */
export function jobsInsert(tx: Db, jobs: QueuedJob[]) {
  return tx
    .insert(outboxJobs)
    .values(
      jobs.map((j) => ({ kind: j.kind, payload: j.payload, idempotencyKey: `${j.kind}:${j.key}` })),
    )
    .onConflictDoNothing({ target: outboxJobs.idempotencyKey });
}

/** Several side effects in one statement; each key is still only ever queued once. */
export async function enqueueAll(tx: Db, jobs: QueuedJob[]) {
  if (jobs.length === 0) return;
  await jobsInsert(tx, jobs);
}

/**
 * Delivers queued jobs with retries and back-off. Several instances can run it at once:
 * SKIP LOCKED and a lease keep a job with one worker at a time.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private backlog = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Polls every `intervalMs`, and straight again after a full batch, so a queue that grows at the
   * peak booking rate drains at the speed of delivery rather than one batch per interval.
   */
  start(intervalMs = 500): void {
    const tick = async () => {
      await this.runOnce().catch((err) => {
        this.backlog = false;
        this.log.error({ err }, 'outbox: poll failed');
      });
      if (this.timer) this.timer = setTimeout(tick, this.backlogged ? 0 : intervalMs);
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  /** Whether the last run met a full batch: more may be due, so the next starts at once. */
  get backlogged(): boolean {
    return this.backlog;
  }

  /** Stops polling and waits for a run in progress; its failure was logged by the poll already. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }

  /** Claims and delivers the jobs that are due; returns how many were delivered. */
  runOnce(): Promise<number> {
    this.running = this.deliverDue();
    return this.running;
  }

  /**
   * Up to BATCH_SIZE due jobs, LANES at a time: a slow mail server holds up one lane, not the
   * queue, and deliveries keep pace with bookings. Each job is claimed just before its delivery.
   */
  private async deliverDue(): Promise<number> {
    let claimed = 0;
    let delivered = 0;
    let empty = false;
    const lane = async () => {
      while (claimed < BATCH_SIZE) {
        claimed++;
        const job = await this.claimNext();
        if (!job) {
          empty = true;
          return;
        }
        if (await this.deliver(job)) delivered++;
      }
    };
    await Promise.all(Array.from({ length: LANES }, lane));
    this.backlog = !empty;
    return delivered;
  }

  private async claimNext(): Promise<OutboxJob | undefined> {
    const claimed = await this.db.execute(sql`
      UPDATE outbox_jobs SET attempts = attempts + 1, run_at = now() + make_interval(secs => ${LEASE_SECONDS})
      WHERE id = (
        SELECT id FROM outbox_jobs
        WHERE done_at IS NULL AND failed_at IS NULL AND run_at <= now()
        ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING id, kind, payload, idempotency_key, attempts`);
    const [row] = rowsOf(claimed);
    if (!row) return undefined;
    return {
      id: row.id as string,
      kind: row.kind as string,
      payload: row.payload as Record<string, unknown>,
      idempotencyKey: row.idempotency_key as string,
      attempts: Number(row.attempts),
    } as OutboxJob;
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
      const context = { job: job.idempotencyKey, attempts: job.attempts, err: message };
      // A stale worker (one that outlived its lease) must not undo a later claim or a delivery.
      const mine = sql`id = ${job.id} AND attempts = ${job.attempts} AND done_at IS NULL`;
      if (job.attempts >= MAX_ATTEMPTS) {
        this.log.error(context, 'outbox: job given up after its last attempt (dead letter)');
        await this.db.execute(
          sql`UPDATE outbox_jobs SET failed_at = now(), last_error = ${message} WHERE ${mine}`,
        );
      } else {
        const retryIn = retrySeconds(job.attempts);
        this.log.warn({ ...context, retryIn }, 'outbox: delivery failed, will retry');
        await this.db.execute(
          sql`UPDATE outbox_jobs SET run_at = now() + make_interval(secs => ${retryIn}), last_error = ${message} WHERE ${mine}`,
        );
      }
      return false;
    }
  }
}
