import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import { revokedSessions } from '../db/schema/platform.ts';
import type { RateLimiter } from '../http/rate-limit.ts';
import { Periodic } from './periodic.ts';

/** Often enough that ended windows never pile up; rare enough to cost nothing. */
const INTERVAL_MS = 5 * 60 * 1000;

/**
 * Drops rows that can no longer matter: rate-limit windows that have ended and sign-outs whose
 * token has expired anyway (an expired token is refused without looking them up). Several
 * instances may run it at once; each delete is idempotent.
 */
export class Housekeeping extends Periodic {
  constructor(
    private readonly db: Db,
    private readonly limiter: RateLimiter,
    log: FastifyBaseLogger,
  ) {
    super('housekeeping: pruning', () => this.runOnce(), INTERVAL_MS, log);
  }

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
}
