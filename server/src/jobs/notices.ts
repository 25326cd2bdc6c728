import { sql } from 'drizzle-orm';
import type { Db } from '../db/connection.ts';
import { messages } from '../db/schema/messages.ts';
import { enqueueAll, jobsInsert, type QueuedJob } from './outbox.ts';

export type MessageRow = typeof messages.$inferSelect;

export interface NewMessage {
  userId: string;
  title: string;
  text?: string;
  type: MessageRow['type'];
  section: MessageRow['section'];
  bookingId?: string | null;
}

/** The one way a notification is written; call it inside the transaction of the change it reports. */
export async function createMessage(tx: Db, m: NewMessage): Promise<MessageRow> {
  const [row] = await tx
    .insert(messages)
    .values({ ...m, text: m.text ?? '', bookingId: m.bookingId ?? null })
    .returning();
  return row;
}

const messagesInsert = (tx: Db, list: NewMessage[]) =>
  tx
    .insert(messages)
    .values(list.map((m) => ({ ...m, text: m.text ?? '', bookingId: m.bookingId ?? null })));

/** Several notifications in one statement. */
export async function createMessages(tx: Db, list: NewMessage[]): Promise<void> {
  if (list.length === 0) return;
  await messagesInsert(tx, list);
}

/**
 * A change's notifications and the mail and texts it queues, in one statement (decision 064): the
 * change's transaction, and the lock it holds, last one round trip less.
 */
export async function createMessagesAndJobs(
  tx: Db,
  list: NewMessage[],
  jobs: QueuedJob[],
): Promise<void> {
  if (list.length === 0) return enqueueAll(tx, jobs);
  if (jobs.length === 0) return createMessages(tx, list);
  // A data-modifying WITH runs once whether or not the outer statement reads it.
  const [notices, queued] = [messagesInsert(tx, list).getSQL(), jobsInsert(tx, jobs).getSQL()];
  await tx.execute(sql`WITH notices AS (${notices}) ${queued}`);
}
