import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { messages } from '../../db/schema/messages.ts';

export function listMessages(db: Db, userId: string) {
  return db
    .select()
    .from(messages)
    .where(eq(messages.userId, userId))
    .orderBy(desc(messages.createdAt), desc(messages.id));
}
