import { Badge, Group, Text } from '@mantine/core';
import { END_REASON_LABELS, type PlanEndReason, type PlanStatus } from '@slotmap/domain/listings';

/** Spec business §2, §4: pending in the warning style, active in the success style, inactive as danger. */
const STATUS_COLOR: Record<PlanStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  inactive: 'red',
};

/**
 * A plan's status badge; an inactive plan says why it ended (refunded, disputed, not paid…), and a
 * gift or a free month says nothing was charged.
 */
export function PlanStatusBadge({
  plan,
}: {
  plan: {
    status: PlanStatus;
    end_reason?: PlanEndReason | null;
    free_month?: boolean;
    complimentary?: boolean;
  };
}) {
  const reason = plan.status === 'inactive' && plan.end_reason ? plan.end_reason : null;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLOR[plan.status] ?? 'gray'} tt="none">
        {plan.status}
      </Badge>
      {reason && (
        <Text fz="xs" c="dimmed">
          {END_REASON_LABELS[reason]}
        </Text>
      )}
      {plan.complimentary && (
        <Badge size="xs" variant="outline" tt="none">
          Complimentary
        </Badge>
      )}
    </Group>
  );
}
