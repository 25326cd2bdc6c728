import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rowsOf } from '../db/rows.ts';

/** How the outbox is doing, in counts only: no recipient, payload or error text leaves the server. */
export interface OutboxHealth {
  /** Waiting for their first attempt (or in it). */
  queued: number;
  /** Failed at least once, to be tried again. */
  retrying: number;
  /** Given up after the last attempt: each one is a notice nobody received. */
  dead: number;
}

/**
 * Counted through the partial indexes on pending jobs (outbox_jobs_due_idx) and on dead letters
 * (outbox_jobs_dead_idx), so the health call stays cheap however many delivered jobs are kept.
 */
export async function outboxHealth(db: Db): Promise<OutboxHealth> {
  const res = await db.execute(sql`
    SELECT pending.queued, pending.retrying, dead.dead
    FROM (SELECT count(*) FILTER (WHERE last_error IS NULL) AS queued,
                 count(*) FILTER (WHERE last_error IS NOT NULL) AS retrying
          FROM outbox_jobs WHERE done_at IS NULL AND failed_at IS NULL) AS pending,
         (SELECT count(*) AS dead FROM outbox_jobs WHERE failed_at IS NOT NULL) AS dead`);
  const [row] = rowsOf(res);
  return { queued: Number(row.queued), retrying: Number(row.retrying), dead: Number(row.dead) };
}
