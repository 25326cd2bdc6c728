import { Group, Paper, Tabs, Text } from '@mantine/core';
import { formatDay } from '../components/format.ts';
import { PlanStatusBadge } from '../../../components/plan-status-badge.tsx';
import { formatAmount, planLabel } from '../components/plan-badge.tsx';
import { type Column, ResponsiveTable } from '../components/responsive-table.tsx';
import type { AdminPlan } from '../types.ts';

const columns: Column<AdminPlan>[] = [
  {
    label: 'Plan Duration',
    render: (p) => (
      <Group gap={6}>
        <Text fz="sm">{planLabel(p.plan_name)}</Text>
        <PlanStatusBadge plan={p} />
      </Group>
    ),
  },
  { label: 'Start', render: (p) => <Text fz="sm">{formatDay(p.start_date)}</Text> },
  { label: 'End', render: (p) => <Text fz="sm">{formatDay(p.end_date)}</Text> },
  { label: 'Amount', render: (p) => <Text fz="sm">{formatAmount(p.amount)}</Text> },
];

/** A list of the business's plans (spec §2 business-info): duration and status, period, amount. */
export function PlansTable({
  plans,
  caption,
  empty,
}: {
  plans: AdminPlan[];
  caption: string;
  empty: string;
}) {
  if (plans.length === 0)
    return (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>{empty}</Text>
      </Paper>
    );
  return <ResponsiveTable caption={caption} columns={columns} rows={plans} rowKey={(p) => p._id} />;
}

/**
 * Active Plans (spec §2, §4): pending and active plans are the current ones; inactive plans are on
 * their own tab.
 */
export function ActivePlans({ plans }: { plans: AdminPlan[] }) {
  const current = plans.filter((p) => p.status !== 'inactive');
  const inactive = plans.filter((p) => p.status === 'inactive');
  return (
    <Tabs defaultValue="active" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="active">{`Active (${current.length})`}</Tabs.Tab>
        <Tabs.Tab value="inactive">{`InActive (${inactive.length})`}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="active">
        <PlansTable plans={current} caption="Active plans" empty="No Plans Available" />
      </Tabs.Panel>
      <Tabs.Panel value="inactive">
        <PlansTable plans={inactive} caption="Inactive plans" empty="No Inactive Plans found" />
      </Tabs.Panel>
    </Tabs>
  );
}
