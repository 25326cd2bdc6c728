import type { OwnerView } from '@slotmap/domain/company-view';
import type { StoreHours } from '@slotmap/domain/hours';
import type { PlanEndReason, PlanName, PlanStatus } from '@slotmap/domain/listings';

/**
 * The shapes the admin calls answer with (issue 16's contract). The web reads only these fields;
 * anything else the server adds is ignored.
 */

export interface AdminLocation {
  street_address: string;
  city: string;
  province: string;
  postal: string;
}

/** GET /company/admin/companies: one business with its owner (null while unclaimed). */
export interface AdminCompany {
  _id: string;
  name: string;
  email: string;
  phone: string;
  website: string;
  location: AdminLocation;
  /** True while the business is unclaimed (listed by the platform). */
  is_admin: boolean;
  is_featured: boolean;
  user: OwnerView | null;
  date_created: string;
}

/** A featured plan as the admin pages show it (amount in dollars). */
export interface AdminPlan {
  _id: string;
  plan_name: PlanName;
  amount: number;
  start_date: string | null;
  end_date: string | null;
  status: PlanStatus;
  end_reason?: PlanEndReason | null;
  complimentary?: boolean;
  /** A free month spent on the business (each business gets one). */
  free_month?: boolean;
}

/** GET /admin/companies/:id: the business-info page. */
export interface AdminCompanyInfo extends AdminCompany {
  /** The owner, with the free months they have yet to use. */
  user: (OwnerView & { free_months?: number }) | null;
  description: string;
  social: { facebook: string; instagram: string; linkedin: string };
  store_hours: StoreHours;
  /** Present when the server tells the business's zone; hours are read in it. */
  time_zone?: string;
  services: { _id: string; name: string }[];
  plans: AdminPlan[];
}

export interface AdminClaim {
  _id: string;
  company: { _id: string; name: string; email: string; phone: string };
  user: OwnerView;
  is_transfered: boolean;
  createdAt: string;
  transferredAt: string | null;
}

export interface AdminUser {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** Sign-up instant (ISO). */
  date: string;
  free_months: number;
  isAdmin: boolean;
}

export interface AuditEntry {
  _id: string;
  action: string;
  actor: { _id: string | null; email: string };
  company: { _id: string; name: string } | null;
  user: { _id: string; email: string } | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** GET /admin/featured: a plan with its business and the business's owner. */
export interface FeaturedRow {
  plan: AdminPlan;
  company: { _id: string; name: string; city: string; province: string };
  owner: { _id: string; firstName: string; lastName: string; email: string } | null;
}
