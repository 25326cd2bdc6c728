import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import { revokedSessions } from '../db/schema/platform.ts';
import type { RateLimiter } from '../http/rate-limit.ts';

/** Often enough that ended windows never pile up; rare enough to cost nothing. */
const INTERVAL_MS = 5 * 60 * 1000;

/**
 * Drops rows that can no longer matter: rate-limit windows that have ended and sign-outs whose
 * token has expired anyway (an expired token is refused without looking them up). Several
 * instances may run it at once; each delete is idempotent.
 */
export class Housekeeping {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
  ) {}

  async runOnce(now = new Date()): Promise<{ windows: number; sessions: number }> {
    const windows = await this.limiter.prune(now.getTime());
    const sessions = (
      await this.db
        .delete(revokedSessions)
        .where(lt(revokedSessions.expiresAt, now))
        .returning({ jti: revokedSessions.jti })
    ).length;
    return { windows, sessions };
  }

  start(intervalMs = INTERVAL_MS): void {
    const tick = async () => {
      this.running = this.runOnce().catch((err) =>
        this.log.error({ err }, 'housekeeping: pruning failed'),
      );
      await this.running;
      if (this.timer) this.timer = setTimeout(tick, intervalMs).unref();
    };
    this.timer = setTimeout(tick, intervalMs).unref();
  }

  /** Stops the schedule and waits for a run in progress, so the database can close after it. */
  async stop(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
