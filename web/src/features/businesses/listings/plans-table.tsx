import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { PLANS, type PlanView } from '@slotmap/domain/listings';

const STATUS_COLOR = { pending: 'yellow', active: 'teal', inactive: 'red' } as const;

/** 'Dec 01, 2026' (the spec's 'MMM DD, yyyy'), or a dash before a plan is paid. */
export function planDate(iso: string | null): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

/** A business's plans: duration, period, amount, status badge and the row's action. */
export function PlansTable({
  plans,
  action,
  empty,
}: {
  plans: PlanView[];
  action: (plan: PlanView) => { label: string; run: () => void; color?: string } | null;
  empty: string;
}) {
  if (plans.length === 0)
    return (
      <Text c="dimmed" py="md" ta="center">
        {empty}
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan Duration</Table.Th>
            <Table.Th>Start</Table.Th>
            <Table.Th>End</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Action</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => {
            const act = action(plan);
            return (
              <Table.Tr key={plan._id}>
                <Table.Td>
                  {PLANS[plan.plan_name].label}
                  {plan.free_month && (
                    <Badge ml={6} size="xs" variant="outline" tt="none">
                      Free month
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{planDate(plan.start_date)}</Table.Td>
                <Table.Td>{planDate(plan.end_date)}</Table.Td>
                <Table.Td>{`$${plan.amount}`}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[plan.status]} variant="light" tt="none">
                    {plan.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {act && (
                    <Button size="compact-sm" variant="subtle" color={act.color} onClick={act.run}>
                      {act.label}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
