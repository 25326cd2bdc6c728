import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { outboxJobs } from '../db/schema/platform.ts';
import { recomputeStaleSummaries } from '../modules/availability/mutations.ts';
import { rereadBookingClocks } from '../modules/bookings/clock-change.ts';

/**
 * What the server does the first time it runs on a release of time-zone rules (decision 072):
 * bookings to come are read anew on their business's clock (their moment kept, both sides told),
 * and free-time summaries computed on other rules are computed again. Once per release: a done
 * outbox row keyed by it marks the work in the same transaction, so servers starting side by side
 * do it once. Null when it was already done.
 */
export async function followZoneRules(
  db: Db,
  rules: string,
  now: Date,
): Promise<{ bookings: number; summaries: number } | null> {
  return db.transaction(async (tx) => {
    const marked = await tx
      .insert(outboxJobs)
      .values({
        kind: 'zone-rules',
        payload: { rules },
        idempotencyKey: `zone-rules:${rules}`,
        doneAt: sql`now()`,
      })
      .onConflictDoNothing({ target: outboxJobs.idempotencyKey })
      .returning({ id: outboxJobs.id });
    if (marked.length === 0) return null;
    return {
      bookings: await rereadBookingClocks(tx, now),
      summaries: await recomputeStaleSummaries(tx, now),
    };
  });
}
