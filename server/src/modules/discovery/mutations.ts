import { localDate } from '@slotmap/domain/zoned-time';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyFollows, companyLikes } from '../../db/schema/discovery.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import type { UserRow } from '../../http/auth.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { knownId, MSG_COMPANY_NOT_FOUND } from '../companies/access.ts';
import { reactionsOf } from '../companies/data.ts';
import type { ReactionSummary } from '../companies/present.ts';
import { createMessage } from '../../jobs/notices.ts';

export const MSG_OWN_LIKE = 'You cannot like your own business';
export const MSG_OWN_FOLLOW = 'You cannot follow your own business';

interface ReactedCompany {
  id: string;
  name: string;
  userId: string | null;
  timeZone: string;
}

/**
 * Runs one reaction change in a transaction and reads, after it, the business's like and follower
 * counts and whether the actor likes and follows it. The business is held (FOR KEY SHARE) until the end so it cannot be deleted in
 * between; `ownMessage` refuses its owner, as nobody may like or follow their own business.
 */
function react(
  db: Db,
  actor: UserRow,
  companyId: string,
  ownMessage: string | null,
  change: (tx: Db, company: ReactedCompany) => Promise<unknown>,
): Promise<{ companyId: string; reactions: ReactionSummary }> {
  const id = knownId(companyId, MSG_COMPANY_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .select({
        id: companies.id,
        name: companies.name,
        userId: companies.userId,
        timeZone: companies.timeZone,
      })
      .from(companies)
      .where(eq(companies.id, id))
      .for('key share');
    if (!company) throw notFound(MSG_COMPANY_NOT_FOUND);
    if (ownMessage && company.userId === actor.id) throw forbidden(ownMessage);
    await change(tx, company);
    return { companyId: company.id, reactions: await reactionsOf(tx, company.id, actor.id) };
  });
}

const unlike = (tx: Db, companyId: string, userId: string) =>
  tx
    .delete(companyLikes)
    .where(and(eq(companyLikes.companyId, companyId), eq(companyLikes.userId, userId)));

const unfollow = (tx: Db, companyId: string, userId: string) =>
  tx
    .delete(companyFollows)
    .where(and(eq(companyFollows.companyId, companyId), eq(companyFollows.userId, userId)));

/**
 * Whether this is the first like by this person of this business today (the business's day). The
 * outbox's unique key decides, so concurrent likes cannot both answer yes; the row is written as
 * already delivered, as the notice itself is written in the same transaction.
 */
async function firstLikeToday(tx: Db, company: ReactedCompany, userId: string) {
  // The business's day by the server's zone rules, not the database's (decision 072).
  const day = localDate(Date.now(), company.timeZone);
  const marked = await tx
    .insert(outboxJobs)
    .values({
      kind: 'like-notice',
      payload: {},
      idempotencyKey: `like-notice:${company.id}:${userId}:${day}`,
      doneAt: sql`now()`,
    })
    .onConflictDoNothing({ target: outboxJobs.idempotencyKey })
    .returning({ id: outboxJobs.id });
  return marked.length > 0;
}

/**
 * Likes a business; liking it again changes nothing. A new like tells the owner (if the business
 * has one) in the same transaction, so there is never a notice without its like; liking, unliking
 * and liking again tells them once a day, not each time.
 */
export const likeCompany = (db: Db, actor: UserRow, companyId: string) =>
  react(db, actor, companyId, MSG_OWN_LIKE, async (tx, company) => {
    const added = await tx
      .insert(companyLikes)
      .values({ companyId: company.id, userId: actor.id })
      .onConflictDoNothing()
      .returning({ userId: companyLikes.userId });
    if (added.length > 0 && company.userId && (await firstLikeToday(tx, company, actor.id)))
      await createMessage(tx, {
        userId: company.userId,
        title: `${actor.firstName} ${actor.lastName} liked ${company.name}`,
        type: 'company',
        section: 'business',
      });
  });

/**
 * Removes the like and the follow with it: the page offers "Notify Me!" only to someone who
 * likes the business, so an unlike leaves no follow the user could no longer see or undo.
 */
export const unlikeCompany = (db: Db, actor: UserRow, companyId: string) =>
  react(db, actor, companyId, null, async (tx, company) => {
    await unlike(tx, company.id, actor.id);
    await unfollow(tx, company.id, actor.id);
  });

/** Asks to hear from a business ("Notify Me!"); asking again changes nothing. */
export const followCompany = (db: Db, actor: UserRow, companyId: string) =>
  react(db, actor, companyId, MSG_OWN_FOLLOW, (tx, company) =>
    tx
      .insert(companyFollows)
      .values({ companyId: company.id, userId: actor.id })
      .onConflictDoNothing(),
  );

export const unfollowCompany = (db: Db, actor: UserRow, companyId: string) =>
  react(db, actor, companyId, null, (tx, company) => unfollow(tx, company.id, actor.id));
