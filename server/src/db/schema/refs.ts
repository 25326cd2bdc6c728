import { uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { companies } from './companies.ts';

/*
 * The two foreign keys most tables carry. A row that is the person's or the business's own data
 * goes with them (ON DELETE CASCADE, decision 007): these helpers say so once.
 */

/** The person the row belongs to; it goes with them. */
export const ownedByUser = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** The business the row belongs to; it goes with it. */
export const ownedByCompany = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** One of a person or a business owns the row (a check says which); it goes with its owner. */
export const eitherOwner = () => ({
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
});
