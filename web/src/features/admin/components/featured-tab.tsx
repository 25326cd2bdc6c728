import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { notify, notifyError } from '../../../lib/notify.ts';
import type { AdminPageState } from '../admin-tabs.ts';
import {
  type FeaturedStatus,
  useCancelPlan,
  useFeaturedPlans,
  useRenewPlan,
} from '../data/featured.ts';
import type { FeaturedRow } from '../types.ts';
import { confirmAction } from '../../../components/confirm-action.tsx';
import { formatDay, fullName } from './format.ts';
import { PagedList } from './list-states.tsx';
import { PlanStatusBadge } from '../../../components/plan-status-badge.tsx';
import { formatAmount, planLabel } from './plan-badge.tsx';
import { type Column, ResponsiveTable } from './responsive-table.tsx';
import { SearchBox } from './search-box.tsx';
import { usePagedSearch } from './use-paged-search.ts';

interface FeaturedTabProps {
  status: FeaturedStatus;
  /** Opens the other list: the inactive one is a hidden tab reached from here. */
  onSwitch: () => void;
}

const columnsFor = (state: AdminPageState): Column<FeaturedRow>[] => [
  {
    label: 'Business',
    render: (r) => (
      <Stack gap={2}>
        <Anchor
          component={Link}
          to={`/superadmin/business-info/${r.company._id}`}
          state={state}
          fw={600}
        >
          {r.company.name}
        </Anchor>
        <Text fz="sm" c="dimmed">
          {[r.company.city, r.company.province].filter(Boolean).join(', ')}
        </Text>
      </Stack>
    ),
  },
  {
    label: 'Owner',
    render: (r) =>
      r.owner ? (
        <Stack gap={2}>
          <Text fz="sm">{fullName(r.owner)}</Text>
          <Text fz="sm" c="dimmed">
            {r.owner.email}
          </Text>
        </Stack>
      ) : (
        <Text fz="sm" c="dimmed">
          No owner
        </Text>
      ),
  },
  {
    label: 'Plan',
    render: (r) => (
      <Group gap={6}>
        <Text fz="sm">{planLabel(r.plan.plan_name)}</Text>
        <PlanStatusBadge plan={r.plan} />
      </Group>
    ),
  },
  {
    label: 'Period',
    render: (r) => (
      <Text fz="sm">
        {r.plan.start_date
          ? `${formatDay(r.plan.start_date)} – ${formatDay(r.plan.end_date)}`
          : 'Starts once paid'}
      </Text>
    ),
  },
  { label: 'Amount', render: (r) => <Text fz="sm">{formatAmount(r.plan.amount)}</Text> },
];

/** Featured Businesses (current plans, cancel) and InActive Featured Businesses (renew). */
export function FeaturedTab({ status, onSwitch }: FeaturedTabProps) {
  const { search, setSearch, sent, page, setPage } = usePagedSearch();
  const list = useFeaturedPlans(status, page, sent);
  const cancel = useCancelPlan();
  const renew = useRenewPlan();
  const active = status === 'active';
  const columns = columnsFor({ tab: active ? 'featured' : 'inactive-featured' });

  const confirmCancel = (r: FeaturedRow) =>
    confirmAction({
      title: `Cancel the plan of ${r.company.name}`,
      confirm: 'Cancel plan',
      message: 'Are you sure? The business stops being featured now.',
      onConfirm: () =>
        cancel.mutate(r.plan._id, {
          onSuccess: (answer) => notify(answer?.message || 'Plans are deleted.'),
          onError: notifyError,
        }),
    });

  const confirmRenew = (r: FeaturedRow) =>
    confirmAction({
      title: `Renew the plan of ${r.company.name}`,
      confirm: 'Give the plan',
      danger: false,
      message: `${r.company.name} gets a complimentary ${planLabel(r.plan.plan_name)} plan, active at once. Nothing is charged, the owner is e-mailed a receipt, and it is recorded in the audit log.`,
      onConfirm: () =>
        renew.mutate(
          { companyId: r.company._id, plan: r.plan.plan_name },
          {
            onSuccess: (answer) => notify(answer?.message || 'Complimentary plan added'),
            onError: notifyError,
          },
        ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchBox
          label={active ? 'Search featured businesses' : 'Search inactive plans'}
          placeholder="Business name"
          value={search}
          onChange={setSearch}
        />
        <Anchor component="button" type="button" onClick={onSwitch} fz="sm">
          {active ? 'Show inactive plans' : 'Show active plans'}
        </Anchor>
      </Group>
      <PagedList
        query={list}
        noun={active ? 'featured businesses' : 'inactive plans'}
        empty={active ? 'No active plans found' : 'No Inactive Plans found'}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <ResponsiveTable
            caption={active ? 'Current plans' : 'Inactive plans'}
            columns={columns}
            rows={items}
            rowKey={(r) => r.plan._id}
            actions={(r) =>
              active ? (
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  leftSection={<IconPlayerStop size={16} />}
                  onClick={() => confirmCancel(r)}
                  loading={cancel.isPending && cancel.variables === r.plan._id}
                  aria-label={`Cancel the plan of ${r.company.name}`}
                >
                  Cancel
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => confirmRenew(r)}
                  loading={renew.isPending && renew.variables?.companyId === r.company._id}
                  aria-label={`Renew the plan of ${r.company.name}`}
                >
                  Renew
                </Button>
              )
            }
          />
        )}
      </PagedList>
    </Stack>
  );
}
