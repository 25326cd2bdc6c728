import type { Db } from '../../db/connection.ts';
import type { UserRow } from '../../http/auth.ts';
import { recordAdminAction } from '../../db/audit-log.ts';

/** The fields whose values differ, each side keeping only those (nothing else is recorded). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const keys = Object.keys(after).filter(
    (k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (keys.length === 0) return null;
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * A platform admin changing someone else's business (its details, hours, services) goes into
 * the audit log in the change's own transaction (docs/api-admin.md: every admin action is). An
 * owner's changes to their own business, admin or not, are theirs and are not recorded.
 */
export async function auditBusinessChange(
  tx: Db,
  actor: UserRow,
  company: { id: string; name: string; userId: string | null },
  action: 'company.edit' | 'service.add' | 'service.edit' | 'service.delete',
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Promise<void> {
  if (!actor.isAdmin || company.userId === actor.id) return;
  await recordAdminAction(tx, actor, {
    action,
    company: { id: company.id, name: company.name },
    before,
    after,
  });
}
