import { customType, timestamp, uuid } from 'drizzle-orm/pg-core';
import { v7 as uuidv7 } from 'uuid';

/** Ids are UUID v7: time-ordered, so indexes stay compact and ids sort by creation. */
export const id = () =>
  uuid('id')
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Case-insensitive text (the citext extension): e-mail addresses are unique regardless of case. */
export const citext = customType<{ data: string }>({ dataType: () => 'citext' });
