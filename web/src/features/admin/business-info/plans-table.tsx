import { Group, Paper, Text } from '@mantine/core';
import { formatDay } from '../components/format.ts';
import { formatAmount, PlanStatusBadge, planLabel } from '../components/plan-badge.tsx';
import { type Column, ResponsiveTable } from '../components/responsive-table.tsx';
import type { AdminPlan } from '../types.ts';

const columns: Column<AdminPlan>[] = [
  {
    label: 'Plan Duration',
    render: (p) => (
      <Group gap={6}>
        <Text fz="sm">{planLabel(p.plan_name)}</Text>
        <PlanStatusBadge status={p.status} />
      </Group>
    ),
  },
  { label: 'Start', render: (p) => <Text fz="sm">{formatDay(p.start_date)}</Text> },
  { label: 'End', render: (p) => <Text fz="sm">{formatDay(p.end_date)}</Text> },
  { label: 'Amount', render: (p) => <Text fz="sm">{formatAmount(p.amount)}</Text> },
];

/** The business's plans (spec §2 business-info): duration and status, period, amount. */
export function PlansTable({ plans }: { plans: AdminPlan[] }) {
  if (plans.length === 0)
    return (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>No Plans Available</Text>
      </Paper>
    );
  return <ResponsiveTable caption="Plans" columns={columns} rows={plans} rowKey={(p) => p._id} />;
}
