import { Badge, Group, Text } from '@mantine/core';
import type { PlanEndReason, PlanStatus } from '@slotmap/domain/listings';
import { useT } from '../lib/i18n/use-t.tsx';
import { componentMessages } from './messages.ts';

/** Spec business §2, §4: pending in the warning style, active in the success style, inactive as danger. */
const STATUS_COLOR: Record<PlanStatus, string> = {
  pending: 'yellow',
  active: 'teal',
  inactive: 'red',
};

/** A plan's status as the badge says it. */
const STATUS_WORDS = {
  pending: 'components.plan.pending',
  active: 'components.plan.active',
  inactive: 'components.plan.inactive',
} as const satisfies Record<PlanStatus, string>;

/** How an inactive plan's reason reads in the plans tables. */
const END_REASON_WORDS = {
  cancelled: 'components.plan.cancelled',
  expired: 'components.plan.notPaid',
  abandoned: 'components.plan.notPaid',
  refunded: 'components.plan.refunded',
  disputed: 'components.plan.disputed',
  'run-out': 'components.plan.ended',
} as const satisfies Record<PlanEndReason, string>;

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
  const t = useT(componentMessages);
  const reason = plan.status === 'inactive' && plan.end_reason ? plan.end_reason : null;
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="light" color={STATUS_COLOR[plan.status] ?? 'gray'} tt="none">
        {/* A status this app does not know yet shows as the server wrote it. */}
        {plan.status in STATUS_WORDS ? t(STATUS_WORDS[plan.status]) : plan.status}
      </Badge>
      {reason && (
        <Text fz="xs" c="dimmed">
          {t(END_REASON_WORDS[reason])}
        </Text>
      )}
      {plan.complimentary && (
        <Badge size="xs" variant="outline" tt="none">
          {t('components.plan.complimentary')}
        </Badge>
      )}
    </Group>
  );
}
