import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { messages } from '../../db/schema/messages.ts';

export async function markMessageRead(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .returning();
  return row;
}
