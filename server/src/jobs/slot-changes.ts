import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';

/** The PostgreSQL channel that names a business whose taken times changed (decision 061). */
export const SLOT_CHANGES_CHANNEL = 'slot_changes';

/**
 * Tells every server instance that this business's taken times changed (a booking made,
 * cancelled or moved, a waitlist hold placed or ended), so the business pages open on any of
 * them read their times again. Called inside the transaction that made the change: PostgreSQL
 * delivers a NOTIFY only when its transaction commits, never after a rollback, and once per
 * business however often one transaction calls this.
 */
export async function announceSlotChange(tx: Db, companyId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${SLOT_CHANGES_CHANNEL}, ${companyId})`);
}
