import type { AdminUserEdit, UserListQuery } from '@slotmap/domain/admin';
import { offsetOf } from '@slotmap/domain/paging';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import type { UserRow as Actor, UserRow } from '../../http/auth.ts';
import { notFound } from '../../http/errors.ts';
import { knownId } from '../companies/access.ts';
import { recordAdminAction } from '../../db/audit-log.ts';

export const MSG_USER_NOT_FOUND = 'User not found';

const DAY_MS = 24 * 60 * 60 * 1000;
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The Users tab: a page of users by name or e-mail and sign-up day, newest first. */
export async function pageUsers(db: Db, q: UserListQuery) {
  const conditions: (SQL | undefined)[] = [];
  if (q.search) {
    const like = likeText(q.search);
    conditions.push(
      or(ilike(users.firstName, like), ilike(users.lastName, like), ilike(users.email, like)),
    );
  }
  if (q.startDate) conditions.push(gte(users.createdAt, new Date(`${q.startDate}T00:00:00Z`)));
  if (q.endDate)
    conditions.push(lt(users.createdAt, new Date(Date.parse(`${q.endDate}T00:00:00Z`) + DAY_MS)));
  const where = and(...conditions);
  const [items, [{ n }]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items, total: n };
}

export const presentAdminUser = (u: UserRow) => ({
  _id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  phone: u.phone,
  date: u.createdAt.toISOString(),
  free_months: u.freeMonths,
  isAdmin: u.isAdmin,
});

const contact = (u: Pick<UserRow, 'firstName' | 'lastName' | 'phone'>) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
});

/** Names and phone only; the change and what it replaced are recorded with it. */
export async function editUser(db: Db, actor: Actor, id: string, edit: AdminUserEdit) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(users)
      .where(eq(users.id, knownId(id, MSG_USER_NOT_FOUND)))
      .for('update');
    if (!before) throw notFound(MSG_USER_NOT_FOUND);
    const [after] = await tx
      .update(users)
      .set({ firstName: edit.firstName, lastName: edit.lastName, phone: edit.phone })
      .where(eq(users.id, before.id))
      .returning();
    await recordAdminAction(tx, actor, {
      action: 'user.edit',
      user: { id: before.id, email: before.email },
      before: contact(before),
      after: contact(after),
    });
    return after;
  });
}
