import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { MessageListQuery, UnreadCountsView } from '@slotmap/domain/messages';
import { offsetOf } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { messages } from '../../db/schema/messages.ts';
import { likePattern } from '../../db/like.ts';

/**
 * One page of the user's notifications (one section, titles containing `search`), newest first
 * with the id breaking ties (a transaction's notices share their time), and the count of every
 * match. Exported so the query-plan test runs exactly what the API runs.
 */
export function messagePageQueries(db: Db, userId: string, q: MessageListQuery) {
  const filters: (SQL | undefined)[] = [eq(messages.userId, userId)];
  if (q.section) filters.push(eq(messages.section, q.section));
  if (q.search) filters.push(ilike(messages.title, likePattern(q.search)));
  const where = and(...filters);
  return {
    rows: db
      .select()
      .from(messages)
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    total: db.select({ n: count() }).from(messages).where(where),
  };
}

export async function pageMessages(db: Db, userId: string, q: MessageListQuery) {
  const queries = messagePageQueries(db, userId, q);
  const [rows, [{ n }]] = await Promise.all([queries.rows, queries.total]);
  return { rows, total: n };
}

/**
 * How many of the user's notifications are unread, per section. `read = false` is written as the
 * partial index `messages_user_unread_idx` states it, so the planner can prove the index applies
 * and count from it alone; the bell asks every minute.
 */
export function unreadCountsQuery(db: Db, userId: string) {
  return db
    .select({ section: messages.section, n: count() })
    .from(messages)
    .where(and(eq(messages.userId, userId), sql`${messages.read} = false`))
    .groupBy(messages.section);
}

export async function unreadCounts(db: Db, userId: string): Promise<UnreadCountsView> {
  const counts: UnreadCountsView = { user: 0, business: 0 };
  for (const row of await unreadCountsQuery(db, userId)) counts[row.section] = row.n;
  return counts;
}
