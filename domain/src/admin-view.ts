import { z } from 'zod';
import { claimViewSchema, ownerViewSchema, storeHoursViewSchema } from './company-view.ts';
import { planViewSchema } from './listing-view.ts';
import { msgViewSchema } from './view-schema.ts';

/** The answers of the super-admin calls (docs/api-admin.md), as schemas. */

/** GET /users/userlist: a person as the Users tab lists them. */
export const adminUserViewSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Sign-up instant (ISO). */
  date: z.string(),
  free_months: z.number(),
  isAdmin: z.boolean(),
});
export type AdminUserView = z.output<typeof adminUserViewSchema>;
export const adminUserListViewSchema = z.array(adminUserViewSchema);

/** GET /company/admin/companies: one business with its owner (null while unclaimed). */
export const adminCompanyViewSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  website: z.string(),
  location: z.object({
    street_address: z.string(),
    city: z.string(),
    province: z.string(),
    postal: z.string(),
  }),
  /** True while the business is unclaimed (listed by the platform). */
  is_admin: z.boolean(),
  is_featured: z.boolean(),
  user: ownerViewSchema.nullable(),
  date_created: z.string(),
});
export type AdminCompanyView = z.output<typeof adminCompanyViewSchema>;
export const adminCompanyListViewSchema = z.array(adminCompanyViewSchema);

/** GET /admin/companies/:id: the business-info page. */
export const adminCompanyInfoViewSchema = adminCompanyViewSchema.extend({
  /** The owner, with the free months they have yet to use. */
  user: ownerViewSchema.extend({ free_months: z.number() }).nullable(),
  description: z.string(),
  social: z.object({ facebook: z.string(), instagram: z.string(), linkedin: z.string() }),
  store_hours: storeHoursViewSchema,
  time_zone: z.string(),
  services: z.array(z.object({ _id: z.string(), name: z.string() })),
  plans: z.array(planViewSchema),
});

/** GET /claim, GET /claim/transferred: a claim with when it was made and transferred. */
export const adminClaimViewSchema = claimViewSchema.extend({
  createdAt: z.string(),
  transferredAt: z.string().nullable(),
});
export const adminClaimListViewSchema = z.array(adminClaimViewSchema);

/** PUT /claim/transfer */
export const claimTransferredViewSchema = msgViewSchema.extend({ claim: adminClaimViewSchema });

/** GET /admin/featured: a plan with its business and the business's owner. */
export const featuredListViewSchema = z.array(
  z.object({
    plan: planViewSchema,
    company: z.object({
      _id: z.string(),
      name: z.string(),
      city: z.string(),
      province: z.string(),
    }),
    owner: z
      .object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() })
      .nullable(),
  }),
);

/** GET /admin/audit: an admin's action, with what changed. */
export const auditListViewSchema = z.array(
  z.object({
    _id: z.string(),
    action: z.string(),
    actor: z.object({ _id: z.string().nullable(), email: z.string() }),
    company: z.object({ _id: z.string(), name: z.string() }).nullable(),
    user: z.object({ _id: z.string(), email: z.string() }).nullable(),
    before: z.unknown(),
    after: z.unknown(),
    createdAt: z.string(),
  }),
);
