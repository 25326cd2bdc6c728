import type { Language } from '@slotmap/domain/language';
import type { PlanName } from '@slotmap/domain/listings';
import { formatPrice } from '@slotmap/domain/price-format';
import type { AdminId, AdminT } from '../messages.ts';

const PLAN_LABELS: Record<PlanName, AdminId> = {
  '1m': 'admin.plan.1m',
  '2m': 'admin.plan.2m',
  '3m': 'admin.plan.3m',
  '6m': 'admin.plan.6m',
  '1year': 'admin.plan.1year',
};

/** '3 Months' ('3 mois') for 3m; an unknown name as it is. */
export const planLabel = (name: PlanName, t: AdminT) =>
  PLAN_LABELS[name] ? t(PLAN_LABELS[name]) : name;

/** Spec: amounts prefixed '$' (10 → $10.00); in French as Canada writes them (10,00 $). */
export const formatAmount = (dollars: number, language: Language = 'en') =>
  language === 'en' ? `$${dollars.toFixed(2)}` : formatPrice(dollars, language);
