import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { citext, createdAt, id } from './columns.ts';

/**
 * Every platform admin's action (transfer, reject, delete, edit, free month, plan cancel or
 * renew): who, when, what, before and after. Rows outlive what they describe, so the admin, the
 * business and the user they concern are plain ids (no foreign key) with a name kept beside
 * them. The table is append-only: a trigger (migration 0013) refuses UPDATE, DELETE and TRUNCATE.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: id(),
    actorId: uuid('actor_id'),
    actorEmail: citext('actor_email').notNull(),
    action: text('action').notNull(),
    /** The business the action concerns, if any (shown on its business-info page). */
    companyId: uuid('company_id'),
    companyName: text('company_name'),
    /** The user the action concerns, if any (shown on their Users row). */
    userId: uuid('user_id'),
    userEmail: citext('user_email'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_company_idx').on(t.companyId, t.createdAt),
    index('admin_audit_user_idx').on(t.userId, t.createdAt),
    index('admin_audit_created_idx').on(t.createdAt),
  ],
);

export type AdminAuditRow = typeof adminAudit.$inferSelect;
