import type { Db } from '../db/connection.ts';
import { messages } from '../db/schema/messages.ts';

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

/** Several notifications in one statement. */
export async function createMessages(tx: Db, list: NewMessage[]): Promise<void> {
  if (list.length === 0) return;
  await tx
    .insert(messages)
    .values(list.map((m) => ({ ...m, text: m.text ?? '', bookingId: m.bookingId ?? null })));
}
