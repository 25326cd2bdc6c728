import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import type { Language } from '@slotmap/domain/language';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import type { AdminPageState } from '../admin-tabs.ts';
import {
  type FeaturedStatus,
  useCancelPlan,
  useFeaturedPlans,
  useRenewPlan,
} from '../data/featured.ts';
import { type AdminT, adminMessages } from '../messages.ts';
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

const columnsFor = (
  state: AdminPageState,
  t: AdminT,
  language: Language,
): Column<FeaturedRow>[] => [
  {
    label: t('admin.column.business'),
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
    label: t('admin.column.owner'),
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
          {t('admin.featured.noOwner')}
        </Text>
      ),
  },
  {
    label: t('admin.featured.plan'),
    render: (r) => (
      <Group gap={6}>
        <Text fz="sm">{planLabel(r.plan.plan_name, t)}</Text>
        <PlanStatusBadge plan={r.plan} />
      </Group>
    ),
  },
  {
    label: t('admin.featured.period'),
    render: (r) => (
      <Text fz="sm">
        {r.plan.start_date
          ? `${formatDay(r.plan.start_date, language)} – ${formatDay(r.plan.end_date, language)}`
          : t('admin.featured.startsOncePaid')}
      </Text>
    ),
  },
  {
    label: t('admin.column.amount'),
    render: (r) => <Text fz="sm">{formatAmount(r.plan.amount, language)}</Text>,
  },
];

/** Featured Businesses (current plans, cancel) and InActive Featured Businesses (renew). */
export function FeaturedTab({ status, onSwitch }: FeaturedTabProps) {
  const t = useT(adminMessages);
  const language = useLanguage();
  const { search, setSearch, sent, page, setPage } = usePagedSearch();
  const list = useFeaturedPlans(status, page, sent);
  const cancel = useCancelPlan();
  const renew = useRenewPlan();
  const active = status === 'active';
  const columns = columnsFor({ tab: active ? 'featured' : 'inactive-featured' }, t, language);

  const confirmCancel = (r: FeaturedRow) =>
    confirmAction({
      title: t('admin.featured.cancelTitle', { company: r.company.name }),
      confirm: t('admin.featured.cancelConfirm'),
      message: t('admin.featured.cancelMessage'),
      onConfirm: () =>
        cancel.mutate(r.plan._id, {
          onSuccess: (answer) => notify(answer?.message || t('admin.featured.cancelled')),
          onError: notifyError,
        }),
    });

  const confirmRenew = (r: FeaturedRow) =>
    confirmAction({
      title: t('admin.featured.renewTitle', { company: r.company.name }),
      confirm: t('admin.featured.renewConfirm'),
      danger: false,
      message: t('admin.featured.renewMessage', {
        company: r.company.name,
        plan: planLabel(r.plan.plan_name, t),
      }),
      onConfirm: () =>
        renew.mutate(
          { companyId: r.company._id, plan: r.plan.plan_name },
          {
            onSuccess: (answer) => notify(answer?.message || t('admin.featured.renewed')),
            onError: notifyError,
          },
        ),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <SearchBox
          label={t(active ? 'admin.featured.searchActive' : 'admin.featured.searchInactive')}
          placeholder={t('admin.featured.searchPlaceholder')}
          value={search}
          onChange={setSearch}
        />
        <Anchor component="button" type="button" onClick={onSwitch} fz="sm">
          {t(active ? 'admin.featured.showInactive' : 'admin.featured.showActive')}
        </Anchor>
      </Group>
      <PagedList
        query={list}
        noun={active ? 'featured' : 'inactivePlans'}
        empty={t(active ? 'admin.featured.emptyActive' : 'admin.featured.emptyInactive')}
        page={page}
        onPage={setPage}
      >
        {(items) => (
          <ResponsiveTable
            caption={t(active ? 'admin.featured.captionActive' : 'admin.featured.captionInactive')}
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
                  aria-label={t('admin.featured.cancelTitle', { company: r.company.name })}
                >
                  {t('admin.featured.cancel')}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => confirmRenew(r)}
                  loading={renew.isPending && renew.variables?.companyId === r.company._id}
                  aria-label={t('admin.featured.renewTitle', { company: r.company.name })}
                >
                  {t('admin.featured.renew')}
                </Button>
              )
            }
          />
        )}
      </PagedList>
    </Stack>
  );
}
