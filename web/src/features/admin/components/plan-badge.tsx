import { Badge } from '@mantine/core';
import { PLANS, type PlanName, type PlanStatus } from '@slotmap/domain/listings';

/** Spec §2, §4: pending in the warning style, active in the success style, inactive as danger. */
const STATUS_COLOR: Record<PlanStatus, string> = {
  pending: 'yellow',
  active: 'green',
  inactive: 'red',
};

export function PlanStatusBadge({ status }: { status: PlanStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLOR[status] ?? 'gray'}>
      {status}
    </Badge>
  );
}

/** '3 Months' for 3m; an unknown name as it is. */
export const planLabel = (name: PlanName) => PLANS[name]?.label ?? name;

/** Spec: amounts prefixed '$' (10 → $10.00). */
export const formatAmount = (dollars: number) => `$${dollars.toFixed(2)}`;
