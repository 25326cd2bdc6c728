import { DEFAULT_LANGUAGE } from '@slotmap/domain/language';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies } from '../../db/schema/companies.ts';
import { claims } from '../../db/schema/discovery.ts';
import type { UserRow } from '../../http/auth.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { businessMailFacts } from '../../integrations/mail/booking-facts.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import { knownId } from '../companies/access.ts';
import { createMessage } from '../../jobs/notices.ts';
import { type ClaimDetails, findClaim } from '../claims/data.ts';
import { presentClaim } from '../claims/present.ts';
import { recordAdminAction } from '../../db/audit-log.ts';
import { claimWords } from './words.ts';

export const MSG_CLAIM_NOT_FOUND = 'Claim not found';
export const MSG_CLAIM_DONE = 'This claim was already transferred';
export const MSG_ALREADY_OWNED = 'This business has already been claimed';
export const MSG_CLAIM_TRANSFERRED = 'This claim was already transferred: it cannot be rejected';

export const presentAdminClaim = (c: ClaimDetails) => ({
  ...presentClaim(c),
  createdAt: c.claim.createdAt.toISOString(),
  transferredAt: c.claim.transferredAt?.toISOString() ?? null,
});

/** Open claims oldest first (the queue to work through), or transferred ones newest first. */
export async function pageClaims(db: Db, transferred: boolean, q: Paging) {
  const where = eq(claims.isTransfered, transferred);
  const ids = await db
    .select({ id: claims.id })
    .from(claims)
    .where(where)
    .orderBy(
      transferred ? desc(claims.transferredAt) : asc(claims.createdAt),
      transferred ? desc(claims.id) : asc(claims.id),
    )
    .limit(q.limit)
    .offset(offsetOf(q));
  const [rows, [{ n }]] = await Promise.all([
    Promise.all(ids.map((r) => findClaim(db, r.id))),
    db.select({ n: count() }).from(claims).where(where),
  ]);
  return { items: rows.flatMap((r) => (r ? [r] : [])), total: n };
}

/**
 * Gives an unclaimed business to its claimant, in one transaction: the business row is locked
 * first (then the claim), so of two transfers of one business exactly one wins and the other
 * finds it claimed. The business's other open claims are refused, each claimant told; the new
 * owner is told in-app and by mail.
 */
export async function transferClaim(
  db: Db,
  actor: UserRow,
  id: string,
  now: Date,
  publicUrl: string,
) {
  const seen = await findClaim(db, knownId(id, MSG_CLAIM_NOT_FOUND));
  if (!seen) throw notFound(MSG_CLAIM_NOT_FOUND);
  await db.transaction(async (tx) => {
    const [company] = await tx
      .select()
      .from(companies)
      .where(eq(companies.id, seen.company.id))
      .for('update');
    const [claim] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
    if (!company || !claim) throw notFound(MSG_CLAIM_NOT_FOUND);
    if (claim.isTransfered) throw conflict(MSG_CLAIM_DONE);
    if (!company.isAdmin) throw conflict(MSG_ALREADY_OWNED);
    const [owner] = await tx.select().from(users).where(eq(users.id, claim.userId));
    await tx
      .update(companies)
      .set({ userId: claim.userId, isAdmin: false })
      .where(eq(companies.id, company.id));
    await tx
      .update(claims)
      .set({ isTransfered: true, transferredAt: now })
      .where(eq(claims.id, claim.id));
    const refused = await tx
      .delete(claims)
      .where(
        and(
          eq(claims.companyId, company.id),
          eq(claims.isTransfered, false),
          ne(claims.id, claim.id),
        ),
      )
      .returning({ userId: claims.userId });
    // Each claimant is told in their own language (decision 069).
    const refusedPeople = refused.length
      ? await tx
          .select({ id: users.id, language: users.language })
          .from(users)
          .where(
            inArray(
              users.id,
              refused.map((r) => r.userId),
            ),
          )
      : [];
    const languageOf = new Map(refusedPeople.map((p) => [p.id, p.language]));
    for (const r of refused) {
      const language = languageOf.get(r.userId) ?? DEFAULT_LANGUAGE;
      await createMessage(tx, {
        userId: r.userId,
        title: claimWords(language, 'claimMail.refused.title', { business: company.name }),
        text: claimWords(language, 'claimMail.refused.text'),
        type: 'company',
        section: 'user',
      });
    }
    const { language } = owner;
    const business = { business: company.name };
    await createMessage(tx, {
      userId: claim.userId,
      title: claimWords(language, 'claimMail.accepted.title', business),
      text: claimWords(language, 'claimMail.accepted.text'),
      type: 'company',
      section: 'business',
    });
    await enqueue(
      tx,
      'mail',
      {
        ...(await composeMail({
          language,
          to: owner.email,
          subject: claimWords(language, 'claimMail.accepted.subject', business),
          heading: company.name,
          greeting: owner.firstName,
          paragraphs: [
            claimWords(language, 'claimMail.accepted.intro', business),
            claimWords(language, 'claimMail.accepted.next'),
          ],
          facts: businessMailFacts(company, company.name, language),
          action: {
            label: claimWords(language, 'claimMail.accepted.action'),
            url: `${publicUrl}/business/service/${company.id}`,
          },
        })),
      },
      `claim-transfer:${claim.id}`,
    );
    await recordAdminAction(tx, actor, {
      action: 'claim.transfer',
      company: { id: company.id, name: company.name },
      user: { id: owner.id, email: owner.email },
      before: { owner: null, unclaimed: true },
      after: { owner: owner.id, unclaimed: false, refusedClaims: refused.length },
    });
  });
  const done = await findClaim(db, id);
  if (!done) throw notFound(MSG_CLAIM_NOT_FOUND);
  return done;
}

/**
 * Rejects an open claim: it is removed and its claimant told. The business and then the claim are
 * locked, in the order a transfer takes them, so a reject and a transfer of one claim cannot both
 * happen; a transferred claim is the business's history and is never rejected.
 */
export async function rejectClaim(db: Db, actor: UserRow, id: string) {
  const seen = await findClaim(db, knownId(id, MSG_CLAIM_NOT_FOUND));
  if (!seen) throw notFound(MSG_CLAIM_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, seen.company.id))
      .for('update');
    const [claim] = await tx.select().from(claims).where(eq(claims.id, id)).for('update');
    if (!claim) throw notFound(MSG_CLAIM_NOT_FOUND);
    if (claim.isTransfered) throw conflict(MSG_CLAIM_TRANSFERRED);
    await tx.delete(claims).where(eq(claims.id, claim.id));
    // Told in the claimant's language (decision 069).
    const [claimant] = await tx
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, claim.userId));
    const language = claimant?.language ?? DEFAULT_LANGUAGE;
    await createMessage(tx, {
      userId: claim.userId,
      title: claimWords(language, 'claimMail.refused.title', { business: seen.company.name }),
      text: claimWords(language, 'claimMail.rejected.text'),
      type: 'company',
      section: 'user',
    });
    await recordAdminAction(tx, actor, {
      action: 'claim.reject',
      company: { id: seen.company.id, name: seen.company.name },
      user: { id: seen.user.id, email: seen.user.email },
      before: { claim: claim.id, transferred: false },
    });
  });
}
