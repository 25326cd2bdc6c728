import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { type CompanyRow, companies } from '../../db/schema/companies.ts';
import type { UserRow } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanChange, MSG_COMPANY_NOT_FOUND } from './access.ts';

/**
 * The business's row, locked for a change `actor` may make: the booking lock first, then the row,
 * the order every change to a business (and its deletion) takes them in, so no booking slips in
 * between a check and the save, and two saves cannot interleave.
 */
export async function lockForChange(tx: Db, id: string, actor: UserRow): Promise<CompanyRow> {
  await lockCompanyBookings(tx, id);
  const [row] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!row) throw notFound(MSG_COMPANY_NOT_FOUND);
  assertCanChange(actor, row);
  return row;
}
