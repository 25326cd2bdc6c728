import { REFERRAL_REWARD_TITLE } from '@slotmap/domain/listings';
import { and, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { companies } from '../../db/schema/companies.ts';
import { createMessages } from '../../jobs/notices.ts';

/**
 * Gives each referrer one free month of feature listing, with a notification, once the person
 * they referred has confirmed their e-mail address and been to a first visit: a booking whose end
 * has passed and that was not cancelled, at a business neither of them owns. A sign-up, or a
 * booking made and cancelled a minute later, earns nothing (docs/decisions/046).
 *
 * Once per referred person: the UPDATE that marks `referral_rewarded_at` is the lock. Two runs at
 * once (two instances) both try it; the second waits on the row, then finds it marked and skips.
 * Answers how many referrers were rewarded.
 */
export async function rewardAttendedReferrals(db: Db, now: Date): Promise<number> {
  const firstVisit = db
    .select({ one: sql`1` })
    .from(bookings)
    .leftJoin(companies, eq(companies.id, bookings.companyId))
    .where(
      and(
        eq(bookings.userId, users.id),
        isNull(bookings.cancelledAt),
        lte(bookings.endAt, now),
        or(
          isNull(companies.userId),
          and(ne(companies.userId, users.id), ne(companies.userId, sql`${users.referredBy}`)),
        ),
      ),
    );
  return db.transaction(async (tx) => {
    const marked = await tx
      .update(users)
      .set({ referralRewardedAt: now })
      .where(
        and(
          isNotNull(users.referredBy),
          isNull(users.referralRewardedAt),
          ne(users.referredBy, users.id),
          isNotNull(users.emailConfirmedAt),
          sql`EXISTS (${firstVisit})`,
        ),
      )
      .returning({ referrer: users.referredBy, firstName: users.firstName });
    const notices = [];
    for (const { referrer, firstName } of marked) {
      if (!referrer) continue;
      const [rewarded] = await tx
        .update(users)
        .set({ freeMonths: sql`${users.freeMonths} + 1` })
        .where(eq(users.id, referrer))
        .returning({ id: users.id });
      if (!rewarded) continue;
      notices.push({
        userId: rewarded.id,
        title: REFERRAL_REWARD_TITLE,
        text: `${firstName}, who signed up with your referral link, has been to their first appointment: one free month of feature listing is yours. Use it on the Feature Listing tab of a business.`,
        type: 'message' as const,
        section: 'business' as const,
      });
    }
    await createMessages(tx, notices);
    return notices.length;
  });
}
