import { sql } from 'drizzle-orm';
import type { Db } from './connection.ts';

/**
 * Holds the per-business lock that bookings, waitlist holds, service and hours changes and the
 * business's deletion take in their transactions: what one of them checked still holds when it writes. The id is read as a
 * uuid so every spelling of it names the same lock.
 */
export async function lockCompanyBookings(tx: Db, companyId: string): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${companyId}::uuid::text, 0))`,
  );
}
