import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { outboxJobs } from '../db/schema/platform.ts';
import { recomputeStaleSummaries } from '../modules/availability/mutations.ts';
import { rereadBookingClocks } from '../modules/bookings/clock-change.ts';

/**
 * What the server does the first time it runs on a release of time-zone rules (decision 072):
 * bookings to come are read anew on their business's clock (their moment kept, both sides told),
 * and free-time summaries computed on other rules are computed again. In transactions of a page
 * or a business each, while the server answers (decision 082); a done outbox row keyed by the
 * release, written once all is read, marks it. Each part leaves alone what already reads right,
 * so a server stopped halfway, or two starting side by side, tell nobody twice. Null when it was
 * already done.
 */
export async function followZoneRules(
  db: Db,
  rules: string,
  now: Date,
): Promise<{ bookings: number; summaries: number } | null> {
  const key = `zone-rules:${rules}`;
  const [done] = await db
    .select({ id: outboxJobs.id })
    .from(outboxJobs)
    .where(eq(outboxJobs.idempotencyKey, key));
  if (done) return null;
  const bookings = await rereadBookingClocks(db, now);
  const summaries = await recomputeStaleSummaries(db, now);
  const marked = await db
    .insert(outboxJobs)
    .values({ kind: 'zone-rules', payload: { rules }, idempotencyKey: key, doneAt: sql`now()` })
    .onConflictDoNothing({ target: outboxJobs.idempotencyKey })
    .returning({ id: outboxJobs.id });
  return marked.length === 0 ? null : { bookings, summaries };
}
