import { z } from 'zod';
import { firstNameField, lastNameField, phoneField } from './accounts.ts';
import { isoDate } from './date-range.ts';
import { pagingSchema, wideSearchQuerySchema } from './paging.ts';

/** The super-admin area's requests (spec business §2 Users tab, §7; docs/api-admin.md). */

export const MSG_USER_UPDATED = 'User Updated';
export const MSG_USER_DELETED = 'User Deleted';
export const MSG_NOT_YOURSELF = 'You cannot delete your own account here';
export const MSG_DATE_RANGE = 'The start date must not be after the end date';

/** GET /users/userlist: a name or e-mail, and a sign-up range (yyyy-MM-DD, inclusive). */
export const userListQuerySchema = wideSearchQuerySchema
  .extend({
    startDate: isoDate('startDate must be a date (yyyy-MM-DD)').optional().or(z.literal('')),
    endDate: isoDate('endDate must be a date (yyyy-MM-DD)').optional().or(z.literal('')),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, MSG_DATE_RANGE);
export type UserListQuery = z.output<typeof userListQuerySchema>;

/**
 * PUT /users/userlist/{id}: names and phone. The spec's call also carries id and email (and
 * clients may send more); they are read and ignored: an admin never changes an e-mail, the
 * admin flag or free months here.
 */
export const adminUserEditSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  phone: phoneField,
});
export type AdminUserEdit = z.output<typeof adminUserEditSchema>;

/** GET /admin/audit: one business's or one user's entries, or all. */
export const auditQuerySchema = pagingSchema.extend({
  company: z.uuid('company must be a business id').optional(),
  user: z.uuid('user must be a user id').optional(),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;
