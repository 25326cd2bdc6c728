import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { ownedByUser } from './refs.ts';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    userId: ownedByUser(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    type: text('type', { enum: ['message', 'booking', 'comment', 'company'] }).notNull(),
    /** The booking a notice is about (foreign key in migration 0005, set null on delete). */
    bookingId: uuid('booking_id'),
    section: text('section', { enum: ['user', 'business'] }).notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_user_created_idx').on(t.userId, t.createdAt),
    // The header bell asks for the unread count of each section.
    index('messages_user_unread_idx').on(t.userId, t.section).where(sql`read = false`),
  ],
);
