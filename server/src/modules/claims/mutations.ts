import type { Db } from '../../db/connection.ts';
import { claims } from '../../db/schema/discovery.ts';
import type { UserRow } from '../../http/auth.ts';
import { badRequest, conflict, forbidden, notFound, sqlState } from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { findCompany } from '../companies/data.ts';
import { type ClaimDetails, findClaim } from './data.ts';

export const MSG_CLAIM_FOR_YOURSELF = 'You can only claim for yourself';
export const MSG_ALREADY_CLAIMED = 'This business is already claimed';
export const MSG_OWN_BUSINESS = 'You cannot claim your own business';
export const MSG_CLAIMED_BEFORE = 'You have already claimed this business';

/**
 * Files the caller's claim to an unclaimed business (`is_admin`), open until an admin transfers
 * or rejects it. One open claim per user and business: the unique index decides, so two requests
 * at once cannot both file one.
 */
export async function createClaim(
  db: Db,
  actor: UserRow,
  body: { company: string; user?: string },
): Promise<ClaimDetails> {
  if (body.user !== undefined && body.user !== actor.id) throw forbidden(MSG_CLAIM_FOR_YOURSELF);
  const company = await findCompany(db, knownId(body.company, MSG_COMPANY_NOT_FOUND));
  if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
  if (company.userId === actor.id) throw forbidden(MSG_OWN_BUSINESS);
  if (!company.isAdmin) throw badRequest(MSG_ALREADY_CLAIMED);
  let id: string;
  try {
    [{ id }] = await db
      .insert(claims)
      .values({ companyId: company.id, userId: actor.id })
      .returning({ id: claims.id });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG_CLAIMED_BEFORE);
    // The business was deleted since it was read.
    if (sqlState(err) === '23503') throw notFound(MSG_COMPANY_NOT_FOUND);
    throw err;
  }
  const claim = await findClaim(db, id);
  if (!claim) throw notFound(MSG_COMPANY_NOT_FOUND);
  return claim;
}
