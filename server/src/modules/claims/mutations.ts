import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { companies } from '../../db/schema/companies.ts';
import { claims } from '../../db/schema/discovery.ts';
import type { UserRow } from '../../http/auth.ts';
import {
  badRequest,
  conflict,
  forbidden,
  notFound,
  sqlState,
  unauthorized,
} from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { type ClaimDetails, findClaim } from './data.ts';

export const MSG_CLAIM_FOR_YOURSELF = 'You can only claim for yourself';
export const MSG_ALREADY_CLAIMED = 'This business is already claimed';
export const MSG_OWN_BUSINESS = 'You cannot claim your own business';
export const MSG_CLAIMED_BEFORE = 'You have already claimed this business';

/**
 * Files the caller's claim to an unclaimed business (`is_admin`), open until an admin transfers
 * or rejects it. The business row is locked as a transfer locks it, so a claim filed during a
 * transfer waits for it and then finds the business owned: no claim stays open on an owned
 * business. One open claim per user and business: the unique index decides, so two requests at
 * once cannot both file one.
 */
export async function createClaim(
  db: Db,
  actor: UserRow,
  body: { company: string; user?: string },
): Promise<ClaimDetails> {
  if (body.user !== undefined && body.user !== actor.id) throw forbidden(MSG_CLAIM_FOR_YOURSELF);
  const id = knownId(body.company, MSG_COMPANY_NOT_FOUND);
  try {
    return await db.transaction(async (tx) => {
      const [company] = await tx
        .select({ id: companies.id, userId: companies.userId, isAdmin: companies.isAdmin })
        .from(companies)
        .where(eq(companies.id, id))
        .for('update');
      if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
      if (company.userId === actor.id) throw forbidden(MSG_OWN_BUSINESS);
      if (!company.isAdmin) throw badRequest(MSG_ALREADY_CLAIMED);
      const [filed] = await tx
        .insert(claims)
        .values({ companyId: company.id, userId: actor.id })
        .returning({ id: claims.id });
      // Read in the transaction: a transfer that follows may refuse (delete) it at once.
      const claim = await findClaim(tx, filed.id);
      if (!claim) throw notFound(MSG_COMPANY_NOT_FOUND);
      return claim;
    });
  } catch (err) {
    if (sqlState(err) === '23505') throw conflict(MSG_CLAIMED_BEFORE);
    // The claimant's account was deleted while the claim was being filed.
    if (sqlState(err) === '23503') throw unauthorized('Token is not valid');
    throw err;
  }
}
