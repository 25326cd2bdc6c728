import type { Db } from './connection.ts';
import { adminAudit } from './schema/audit.ts';
import type { UserRow } from '../http/auth.ts';

export interface AdminAction {
  action: string;
  company?: { id: string; name: string };
  user?: { id: string; email: string };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes who did what, to whom, before and after, in the caller's transaction: an action and
 * its record land together or not at all. Callers pass picked fields only, never secrets.
 */
export async function recordAdminAction(tx: Db, actor: UserRow, a: AdminAction): Promise<void> {
  await tx.insert(adminAudit).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: a.action,
    companyId: a.company?.id ?? null,
    companyName: a.company?.name ?? null,
    userId: a.user?.id ?? null,
    userEmail: a.user?.email ?? null,
    before: a.before ?? null,
    after: a.after ?? null,
  });
}
