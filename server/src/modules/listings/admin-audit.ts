import type { Db } from '../../db/connection.ts';
import type { FeaturedPlanRow } from '../../db/schema/listings.ts';
import type { UserRow } from '../../http/auth.ts';
import { recordAdminAction } from '../../db/audit-log.ts';

/**
 * An admin's cancel, renew or free month on a business's plan goes into the audit log in the
 * plan's own transaction; an owner's own plan changes are not admin actions and are not recorded.
 */
export async function auditPlanAction(
  tx: Db,
  actor: UserRow,
  action: 'plan.cancel' | 'plan.renew' | 'plan.free-month',
  company: { id: string; name: string },
  plan: FeaturedPlanRow,
  before: FeaturedPlanRow['status'] | null,
): Promise<void> {
  if (!actor.isAdmin) return;
  await recordAdminAction(tx, actor, {
    action,
    company: { id: company.id, name: company.name },
    before: before ? { plan: plan.planName, status: before } : null,
    after: {
      plan: plan.planName,
      status: plan.status,
      amountCents: plan.amountCents,
      provider: plan.provider,
    },
  });
}
