import { PLANS, type PlanName } from '@slotmap/domain/listings';

/** '3 Months' for 3m; an unknown name as it is. */
export const planLabel = (name: PlanName) => PLANS[name]?.label ?? name;

/** Spec: amounts prefixed '$' (10 → $10.00). */
export const formatAmount = (dollars: number) => `$${dollars.toFixed(2)}`;
