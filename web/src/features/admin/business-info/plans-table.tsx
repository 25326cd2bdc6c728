import { Group, Paper, Tabs, Text } from '@mantine/core';
import type { Language } from '@slotmap/domain/language';
import { PlanStatusBadge } from '../../../components/plan-status-badge.tsx';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { formatDay } from '../components/format.ts';
import { formatAmount, planLabel } from '../components/plan-badge.tsx';
import { type Column, ResponsiveTable } from '../components/responsive-table.tsx';
import { type AdminT, adminMessages } from '../messages.ts';
import type { AdminPlan } from '../types.ts';

const columnsOf = (t: AdminT, language: Language): Column<AdminPlan>[] => [
  {
    label: t('admin.plans.duration'),
    render: (p) => (
      <Group gap={6}>
        <Text fz="sm">{planLabel(p.plan_name, t)}</Text>
        <PlanStatusBadge plan={p} />
      </Group>
    ),
  },
  {
    label: t('admin.plans.start'),
    render: (p) => <Text fz="sm">{formatDay(p.start_date, language)}</Text>,
  },
  {
    label: t('admin.plans.end'),
    render: (p) => <Text fz="sm">{formatDay(p.end_date, language)}</Text>,
  },
  {
    label: t('admin.column.amount'),
    render: (p) => <Text fz="sm">{formatAmount(p.amount, language)}</Text>,
  },
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
  const t = useT(adminMessages);
  const language = useLanguage();
  if (plans.length === 0)
    return (
      <Paper withBorder p="lg" ta="center">
        <Text fw={600}>{empty}</Text>
      </Paper>
    );
  return (
    <ResponsiveTable
      caption={caption}
      columns={columnsOf(t, language)}
      rows={plans}
      rowKey={(p) => p._id}
    />
  );
}

/**
 * Active Plans (spec §2, §4): pending and active plans are the current ones; inactive plans are on
 * their own tab.
 */
export function ActivePlans({ plans }: { plans: AdminPlan[] }) {
  const t = useT(adminMessages);
  const current = plans.filter((p) => p.status !== 'inactive');
  const inactive = plans.filter((p) => p.status === 'inactive');
  return (
    <Tabs defaultValue="active" keepMounted={false}>
      <Tabs.List mb="sm">
        <Tabs.Tab value="active">{t('admin.plans.activeTab', { count: current.length })}</Tabs.Tab>
        <Tabs.Tab value="inactive">
          {t('admin.plans.inactiveTab', { count: inactive.length })}
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="active">
        <PlansTable
          plans={current}
          caption={t('admin.plans.activeCaption')}
          empty={t('admin.plans.none')}
        />
      </Tabs.Panel>
      <Tabs.Panel value="inactive">
        <PlansTable
          plans={inactive}
          caption={t('admin.plans.inactiveCaption')}
          empty={t('admin.plans.noneInactive')}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
