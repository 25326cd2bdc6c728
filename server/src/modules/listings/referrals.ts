import { REFERRAL_REWARD_TITLE } from '@slotmap/domain/listings';
import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { createMessage } from '../messages/mutations.ts';

/**
 * Gives the referrer of `userId` one free month of feature listing, with a notification, the
 * first time the referred account books or buys a plan; a bare sign-up earns nothing
 * (docs/decisions/042). Once per referred account: the guarded UPDATE of
 * `referral_rewarded_at` lets only one transaction through, however many run at once. Never for
 * referring yourself. Call it inside the transaction that makes the booking or pays the plan.
 * Answers the rewarded referrer's id, or null.
 */
export async function rewardReferral(tx: Db, userId: string, now: Date): Promise<string | null> {
  const [marked] = await tx
    .update(users)
    .set({ referralRewardedAt: now })
    .where(
      and(
        eq(users.id, userId),
        isNull(users.referralRewardedAt),
        isNotNull(users.referredBy),
        ne(users.referredBy, userId),
      ),
    )
    .returning({ referrer: users.referredBy, firstName: users.firstName });
  if (!marked?.referrer) return null;
  const [referrer] = await tx
    .update(users)
    .set({ freeMonths: sql`${users.freeMonths} + 1` })
    .where(eq(users.id, marked.referrer))
    .returning({ id: users.id });
  if (!referrer) return null;
  await createMessage(tx, {
    userId: referrer.id,
    title: REFERRAL_REWARD_TITLE,
    text: `${marked.firstName}, who signed up with your referral link, made their first booking or plan: one free month of feature listing is yours. Use it on the Feature Listing tab of a business.`,
    type: 'message',
    section: 'business',
  });
  return referrer.id;
}
