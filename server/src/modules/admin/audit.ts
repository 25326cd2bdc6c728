import type { AuditQuery } from '@slotmap/domain/admin';
import { offsetOf } from '@slotmap/domain/paging';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { type AdminAuditRow, adminAudit } from '../../db/schema/audit.ts';

export async function pageAudit(db: Db, q: AuditQuery) {
  const where = and(
    q.company ? eq(adminAudit.companyId, q.company) : undefined,
    q.user ? eq(adminAudit.userId, q.user) : undefined,
  );
  const [items, [{ n }]] = await Promise.all([
    db
      .select()
      .from(adminAudit)
      .where(where)
      .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db.select({ n: count() }).from(adminAudit).where(where),
  ]);
  return { items, total: n };
}

export const presentAudit = (r: AdminAuditRow) => ({
  _id: r.id,
  action: r.action,
  actor: { _id: r.actorId, email: r.actorEmail },
  company: r.companyId ? { _id: r.companyId, name: r.companyName ?? '' } : null,
  user: r.userId ? { _id: r.userId, email: r.userEmail ?? '' } : null,
  before: r.before,
  after: r.after,
  createdAt: r.createdAt.toISOString(),
});
