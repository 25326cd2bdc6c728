import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { type CompanyRow, companies } from '../../db/schema/companies.ts';
import type { EventHub, When } from '../../jobs/events.ts';

/**
 * A business closes on Slotmap (deleted by its owner or an admin, or its owner's account is
 * deleted). 'business.closing' tells those it concerns in this transaction (decision 052): its
 * appointments to come are cancelled through the ordinary cancellation, each customer told ('The
 * business has closed on Slotmap'), everyone waiting is told, its calendar grant is revoked. Then
 * the row goes, and its services, waitlist and holds with it (ON DELETE CASCADE). Past
 * appointments stay in the customers' histories under the name it had (decision 007). Call it
 * inside the caller's transaction with the business's booking lock held.
 */
export async function closeCompany(
  tx: Db,
  events: EventHub,
  row: CompanyRow,
  actorId: string,
  when: When,
): Promise<void> {
  await events.emit(tx, 'business.closing', { company: row, actorId, ...when });
  await tx.delete(companies).where(eq(companies.id, row.id));
}

/**
 * Every business a person owns, closed as their account is deleted ('person.leaving'). The
 * booking locks are taken in id order, the order every closing takes them in.
 */
export async function closeCompaniesOf(
  tx: Db,
  events: EventHub,
  userId: string,
  when: When,
): Promise<string[]> {
  const owned = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(companies.id);
  for (const { id } of owned) await lockCompanyBookings(tx, id);
  const rows = await tx
    .select()
    .from(companies)
    .where(eq(companies.userId, userId))
    .orderBy(companies.id)
    .for('update');
  for (const row of rows) await closeCompany(tx, events, row, userId, when);
  return rows.map((r) => r.id);
}
