import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { placeholderOf, prepared } from '../db/prepared.ts';
import { rateLimitHits } from '../db/schema/platform.ts';
import { tooManyRequests } from './errors.ts';

/** A hit that was counted; `undo` gives it back (a login that turned out to be right). */
export interface Hit {
  undo(): Promise<void>;
}

/** One hit more in the key's window, unless it holds `limit` already. Run by every counted call. */
const countHit = prepared('rate_limit_hit', (db) =>
  db
    .insert(rateLimitHits)
    .values({ key: sql.placeholder('key'), windowStart: sql.placeholder('windowStart'), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.key, rateLimitHits.windowStart],
      set: { count: sql`${rateLimitHits.count} + 1` },
      setWhere: lt(rateLimitHits.count, sql.placeholder('limit')),
    })
    .returning({ count: rateLimitHits.count }),
);

const giveHitBack = prepared('rate_limit_undo', (db) =>
  db
    .update(rateLimitHits)
    .set({ count: sql`${rateLimitHits.count} - 1` })
    .where(
      and(
        eq(rateLimitHits.key, sql.placeholder('key')),
        eq(rateLimitHits.windowStart, placeholderOf(rateLimitHits.windowStart, 'windowStart')),
        gt(rateLimitHits.count, 0),
      ),
    ),
);

/**
 * Fixed-window counters in PostgreSQL, so every API instance shares them. Counting and checking
 * are one statement: concurrent requests cannot all read "under the limit" and then all pass.
 */
export class RateLimiter {
  /**
   * `windowMs` is the usual window; `longestWindowMs` the longest any caller passes to `take`,
   * so pruning never drops a window that is still running.
   */
  constructor(
    private readonly db: Db,
    private readonly windowMs: number,
    private readonly longestWindowMs = windowMs,
  ) {}

  /**
   * Counts one hit for `key`, or refuses with 429 when the window already holds `limit`. The
   * upsert only raises a count below the limit, so a refused request returns no row and a flood
   * does not grow the counter.
   */
  async take(
    key: string,
    limit: number,
    opts: { windowMs?: number; message?: string } = {},
  ): Promise<Hit> {
    const windowMs = opts.windowMs ?? this.windowMs;
    if (windowMs > this.longestWindowMs) {
      throw new Error(`rate-limit window ${windowMs} ms is longer than pruning allows`);
    }
    // Windows are fixed and aligned on multiples of their length.
    const windowStart = new Date(Math.floor(Date.now() / windowMs) * windowMs);
    const rows = await countHit(this.db).execute({ key, windowStart, limit });
    // A limit of 0 (or below) lets nothing through, even the first insert.
    if (rows.length === 0 || rows[0].count > limit) throw tooManyRequests(opts.message);
    return {
      undo: async () => {
        await giveHitBack(this.db).execute({ key, windowStart });
      },
    };
  }

  /**
   * Drops windows that have ended; returns how many. A row does not say its window's length, so
   * only rows older than the longest window go: a shorter window lingers a little, never less.
   */
  async prune(now = Date.now()): Promise<number> {
    const gone = await this.db
      .delete(rateLimitHits)
      .where(lte(rateLimitHits.windowStart, new Date(now - this.longestWindowMs)))
      .returning({ key: rateLimitHits.key });
    return gone.length;
  }
}
