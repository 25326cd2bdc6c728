import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { rateLimitHits } from '../db/schema/platform.ts';
import { tooManyRequests } from './errors.ts';

/**
 * Fixed-window counters in PostgreSQL, so every API instance shares them.
 * `count` reads the hits in the current window; `hit` adds one and returns the new total.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
  ) {}

  private windowStart(now = Date.now()): Date {
    return new Date(Math.floor(now / this.windowMs) * this.windowMs);
  }

  async count(key: string): Promise<number> {
    const rows = await this.db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(
        sql`${rateLimitHits.key} = ${key} AND ${rateLimitHits.windowStart} = ${this.windowStart().toISOString()}`,
      );
    return rows[0]?.count ?? 0;
  }

  async hit(key: string): Promise<number> {
    const [row] = await this.db
      .insert(rateLimitHits)
      .values({ key, windowStart: this.windowStart(), count: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.key, rateLimitHits.windowStart],
        set: { count: sql`${rateLimitHits.count} + 1` },
      })
      .returning({ count: rateLimitHits.count });
    return row.count;
  }

  /** Refuses with 429 once `key` has reached `limit` hits in this window. */
  async guard(key: string, limit: number): Promise<void> {
    if ((await this.count(key)) >= limit) throw tooManyRequests();
  }

  /** Drops windows that have ended; called from time to time by the worker. */
  async prune(): Promise<void> {
    await this.db
      .delete(rateLimitHits)
      .where(sql`${rateLimitHits.windowStart} < ${this.windowStart().toISOString()}`);
  }
}
