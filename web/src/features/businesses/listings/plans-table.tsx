import { Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PlanView } from '@slotmap/domain/listings';
import { PlanStatusBadge } from '../../../components/plan-status-badge.tsx';
import { ListStack } from '../../../components/lists.tsx';
import { useLocale, useT } from '../../../lib/i18n/use-t.tsx';
import { businessMessages } from '../messages.ts';

/** 'Dec 01, 2026' (the spec's 'MMM DD, yyyy'; '01 déc. 2026' in French), or a dash before a plan is paid. */
export function planDate(iso: string | null, locale = 'en-US'): string {
  if (!iso) return '—';
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).format(new Date(iso));
}

type PlanAction = (plan: PlanView) => { label: string; run: () => void; color?: string } | null;

/** Below this width the six columns no longer fit: each plan becomes a card, as the admin tables do. */
const CARDS = '(max-width: 599px)';

function PlanName({ plan }: { plan: PlanView }) {
  const t = useT(businessMessages);
  return (
    <>
      {t('businesses.listings.plan', { plan: plan.plan_name })}
      {plan.free_month && (
        <Badge ml={6} size="xs" variant="outline" tt="none">
          {t('businesses.listings.freeMonth')}
        </Badge>
      )}
    </>
  );
}

function ActionButton({ plan, action }: { plan: PlanView; action: PlanAction }) {
  const act = action(plan);
  if (!act) return null;
  return (
    <Button size="compact-sm" variant="subtle" color={act.color} onClick={act.run}>
      {act.label}
    </Button>
  );
}

function Pair({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="sm">{value}</Text>
    </div>
  );
}

/** A phone's plans: one card each, nothing to scroll sideways. */
function PlanCards({ plans, action }: { plans: PlanView[]; action: PlanAction }) {
  const t = useT(businessMessages);
  const locale = useLocale();
  return (
    <ListStack gap="sm" aria-label={t('businesses.listings.planList')}>
      {plans.map((plan) => (
        <Paper component="li" key={plan._id} withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={600}>
                <PlanName plan={plan} />
              </Text>
              <PlanStatusBadge plan={plan} />
            </Group>
            <Group gap="lg">
              <Pair
                label={t('businesses.listings.start')}
                value={planDate(plan.start_date, locale)}
              />
              <Pair label={t('businesses.listings.end')} value={planDate(plan.end_date, locale)} />
              <Pair
                label={t('businesses.listings.amount')}
                value={t('businesses.listings.price', { amount: plan.amount })}
              />
            </Group>
            <Group>
              <ActionButton plan={plan} action={action} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </ListStack>
  );
}

/** A business's plans: duration, period, amount, status badge and the row's action. */
export function PlansTable({
  plans,
  action,
  empty,
}: {
  plans: PlanView[];
  action: PlanAction;
  empty: string;
}) {
  const t = useT(businessMessages);
  const locale = useLocale();
  const cards = useMediaQuery(CARDS);
  if (plans.length === 0)
    return (
      <Text c="dimmed" py="md" ta="center">
        {empty}
      </Text>
    );
  if (cards) return <PlanCards plans={plans} action={action} />;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('businesses.listings.duration')}</Table.Th>
            <Table.Th>{t('businesses.listings.start')}</Table.Th>
            <Table.Th>{t('businesses.listings.end')}</Table.Th>
            <Table.Th>{t('businesses.listings.amount')}</Table.Th>
            <Table.Th>{t('businesses.listings.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('businesses.listings.action')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <Table.Tr key={plan._id}>
              <Table.Td>
                <PlanName plan={plan} />
              </Table.Td>
              <Table.Td>{planDate(plan.start_date, locale)}</Table.Td>
              <Table.Td>{planDate(plan.end_date, locale)}</Table.Td>
              <Table.Td>{t('businesses.listings.price', { amount: plan.amount })}</Table.Td>
              <Table.Td>
                <PlanStatusBadge plan={plan} />
              </Table.Td>
              <Table.Td>
                <ActionButton plan={plan} action={action} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
