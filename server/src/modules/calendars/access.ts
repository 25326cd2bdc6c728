import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { companies } from '../../db/schema/companies.ts';
import type { UserRow } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanChange, knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';

/** Whose calendar a call is about: the caller's own, or a business they may change. */
export type CalendarOwner =
  | { kind: 'user'; userId: string }
  | { kind: 'company'; companyId: string; name: string; timeZone: string };

export async function ownerFor(
  db: Db,
  actor: UserRow,
  companyId: string | undefined,
): Promise<CalendarOwner> {
  if (!companyId) return { kind: 'user', userId: actor.id };
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      userId: companies.userId,
      timeZone: companies.timeZone,
    })
    .from(companies)
    .where(eq(companies.id, knownId(companyId, MSG_COMPANY_NOT_FOUND)))
    .limit(1);
  if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
  assertCanChange(actor, company);
  return { kind: 'company', companyId: company.id, name: company.name, timeZone: company.timeZone };
}
