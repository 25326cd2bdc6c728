import { sql } from 'drizzle-orm';
import type { Db } from './connection.ts';
import { preparedSql } from './prepared.ts';
import { rowsOf } from './rows.ts';

/**
 * Holds the per-business lock that bookings, waitlist holds, service and hours changes and the
 * business's deletion take in their transactions: what one of them checked still holds when it writes. The id is read as a
 * uuid so every spelling of it names the same lock.
 */
export async function lockCompanyBookings(tx: Db, companyId: string): Promise<void> {
  await lockStatement(tx).execute({ companyId });
}

/** Every booking takes it: built once (decision 064). */
const lockStatement = preparedSql(
  'lock_company_bookings',
  () =>
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${sql.placeholder('companyId')}::uuid::text, 0))`,
);

/**
 * Takes the business's booking lock only if nobody holds it, and says whether it did: background
 * work that can come back later steps aside instead of queueing behind a booking or another
 * instance doing the same work.
 */
export async function tryLockCompanyBookings(tx: Db, companyId: string): Promise<boolean> {
  const result = await tx.execute(
    sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${companyId}::uuid::text, 0)) AS locked`,
  );
  return rowsOf(result)[0]?.locked === true;
}
