import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';

/**
 * Images kept under DATA_DIR/uploads. The file name (`<id>.<ext>`) is the public address, so a
 * row proves a URL is one of ours; the uploader may delete their account and the image stays.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  // Deleting an account sets its uploads' user_id to null: the index keeps that from scanning.
  (t) => [index('uploads_user_idx').on(t.userId)],
);
