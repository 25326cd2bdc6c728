import {
  dollars,
  type PlanCompanyView,
  type PlanName,
  type PlanStatus,
  type PlanView,
} from '@slotmap/domain/listings';
import type { FeaturedPlanRow } from '../../db/schema/listings.ts';
import type { PlanWithCompany, PlanCompany } from './data.ts';

export function presentPlan(p: FeaturedPlanRow): PlanView {
  return {
    _id: p.id,
    plan_name: p.planName as PlanName,
    amount: dollars(p.amountCents),
    start_date: p.startDate?.toISOString() ?? null,
    end_date: p.endDate?.toISOString() ?? null,
    status: p.status as PlanStatus,
    free_month: p.freeMonth,
    complimentary: p.provider === 'complimentary',
    failure: p.failure,
    end_reason: p.endReason,
    refunded: p.refundedAt !== null,
    dispute_status: p.disputeStatus,
    createdAt: p.createdAt.toISOString(),
  };
}

export function presentPlanCompany(c: PlanCompany): PlanCompanyView {
  return {
    _id: c.id,
    name: c.name,
    is_featured: c.isFeatured,
    user: c.userId,
    free_months: c.freeMonths,
  };
}

/** GET /feature/inavtive: an inactive plan with the name of its business. */
export function presentInactivePlan({ plan, company }: PlanWithCompany) {
  return {
    ...presentPlan(plan),
    company: { _id: company.id, name: company.name, is_featured: company.isFeatured },
  };
}
