import { z } from 'zod';
import { firstNameField, lastNameField, phoneField } from './accounts.ts';
import { companyInfoSchema } from './companies.ts';
import { companyFormSchema } from './company-payloads.ts';
import { EARLIEST_DATE, isoDate, LATEST_DATE } from './date-range.ts';
import { pagingSchema, wideSearchQuerySchema } from './paging.ts';

/** The super-admin area's requests (spec business §2 Users tab, §7; docs/api-admin.md). */

export const MSG_USER_UPDATED = 'User Updated';
export const MSG_USER_DELETED = 'User Deleted';
export const MSG_NOT_YOURSELF = 'You cannot delete your own account here';
export const MSG_DATE_RANGE = 'The start date must not be after the end date';

const FIRST_YEAR = EARLIEST_DATE.slice(0, 4);
const LAST_YEAR = LATEST_DATE.slice(0, 4);
// Values with names, as the catalogue of their translations names them (decision 069).
const YEARS = `${FIRST_YEAR} to ${LAST_YEAR}`;
export const MSG_START_DATE = `The start date must be a day from ${YEARS} (yyyy-MM-DD)`;
export const MSG_END_DATE = `The end date must be a day from ${YEARS} (yyyy-MM-DD)`;

/** A day, or '' for none; one message however it is wrong (a union would say 'Invalid input'). */
const dayOrNone = (message: string) =>
  z.union([z.literal(''), isoDate(message)], message).optional();

const signUpRangeShape = {
  startDate: dayOrNone(MSG_START_DATE),
  endDate: dayOrNone(MSG_END_DATE),
};
const inOrder = (q: { startDate?: string; endDate?: string }) =>
  !q.startDate || !q.endDate || q.startDate <= q.endDate;
// On the end date: the field a person usually sets last, and where the Users tab says it.
const rangeInOrder = { message: MSG_DATE_RANGE, path: ['endDate'] };

/** The Users tab's sign-up range alone (yyyy-MM-DD, inclusive), checked before it is sent. */
export const signUpRangeSchema = z.object(signUpRangeShape).refine(inOrder, rangeInOrder);

/** GET /users/userlist: a name or e-mail, and a sign-up range (yyyy-MM-DD, inclusive). */
export const userListQuerySchema = wideSearchQuerySchema
  .extend(signUpRangeShape)
  .refine(inOrder, rangeInOrder);
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

export const MSG_STREET_REQUIRED = 'Street address is required';

/**
 * Spec business §5: "street address also required in the admin add form". An owner may list a
 * business by its city alone; a business the platform lists for someone else to claim has to say
 * where it is.
 */
const requiredStreet = z
  .string(MSG_STREET_REQUIRED)
  .trim()
  .min(1, MSG_STREET_REQUIRED)
  .max(100, 'Street address must be at most 100 characters');

/** The admin's Add Business form in the browser (business information, no hours). */
export const adminCompanyInfoSchema = companyInfoSchema.safeExtend({
  street_address: requiredStreet,
});

/** POST /company/business: the business form of POST /company, with a street address. */
export const adminCompanyFormSchema = companyFormSchema.safeExtend({
  street_address: requiredStreet,
});
