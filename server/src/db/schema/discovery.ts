import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { ownedByUser, ownedByCompany } from './refs.ts';

/** A user's like of a business (the spec's `likes`); one per user and business. */
export const companyLikes = pgTable(
  'company_likes',
  {
    companyId: ownedByCompany(),
    userId: ownedByUser(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_likes_user_idx').on(t.userId, t.createdAt),
  ],
);

/** A user who asked to hear from a business (the spec's `notified`, "Notify Me!"). */
export const companyFollows = pgTable(
  'company_follows',
  {
    companyId: ownedByCompany(),
    userId: ownedByUser(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    index('company_follows_user_idx').on(t.userId),
  ],
);

/** A user's claim to own an unclaimed business; open until an admin transfers or rejects it. */
export const claims = pgTable(
  'claims',
  {
    id: id(),
    companyId: ownedByCompany(),
    userId: ownedByUser(),
    isTransfered: boolean('is_transfered').notNull().default(false),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One open claim per user and business; a transferred one is history.
    uniqueIndex('claims_open_unique').on(t.companyId, t.userId).where(sql`NOT ${t.isTransfered}`),
    index('claims_user_idx').on(t.userId, t.createdAt),
    index('claims_created_idx').on(t.createdAt),
  ],
);

export type ClaimRow = typeof claims.$inferSelect;
