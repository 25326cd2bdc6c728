import type { Db } from '../../db/connection.ts';
import type { UserRow } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { assertCanChange, knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { findPlanCompany, type PlanCompany } from './data.ts';

/** The business, if the actor may buy and cancel its plans (its owner, or an admin). */
export async function companyFor(db: Db, actor: UserRow, id: string): Promise<PlanCompany> {
  const company = await findPlanCompany(db, knownId(id, MSG_COMPANY_NOT_FOUND));
  if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
  assertCanChange(actor, company);
  return company;
}
