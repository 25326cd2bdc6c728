import {
  Alert,
  Button,
  Group,
  Loader,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { CompanyView } from '@slotmap/domain/company-view';
import type { PlanName, PlanView } from '@slotmap/domain/listings';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { readMessage } from '../../../lib/i18n/form-errors.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { businessMessages } from '../messages.ts';
import { CardForm } from './card-forms.tsx';
import {
  newPurchaseKey,
  type Payment,
  useCancelPlan,
  useCompanyPlans,
  usePaymentConfig,
  usePlanOffers,
  useStartPayment,
} from './data.ts';
import { FreeMonthOffer } from './free-month-offer.tsx';
import { PlansTable } from './plans-table.tsx';
import { ReferralLink } from './referral-link.tsx';

/**
 * The business's Feature Listing tab (spec business §2, §4): choose a plan, pay by card (or use
 * a free month), see the plans, cancel or renew them, and share the referral link that earns
 * free months. Prices come from the server.
 */
export function FeatureListingTab({ company }: { company: CompanyView }) {
  const t = useT(businessMessages);
  const offers = usePlanOffers();
  const config = usePaymentConfig();
  const [processing, setProcessing] = useState<Payment | null>(null);
  const plans = useCompanyPlans(company._id, processing !== null);
  const start = useStartPayment();
  const cancel = useCancelPlan();
  const [plan, setPlan] = useState<PlanName>('1m');
  const [payment, setPayment] = useState<Payment | null>(null);
  // One key per purchase (plan and kind): pressing again before it is paid answers the same one.
  const purchase = useRef<{ of: string; key: string } | null>(null);
  const keyFor = (of: string) => {
    if (purchase.current?.of !== of) purchase.current = { of, key: newPurchaseKey() };
    return purchase.current.key;
  };
  const settled = usePaymentOutcome(processing, plans.data?.plans);
  useEffect(() => {
    if (!settled) return;
    setProcessing(null);
    purchase.current = null;
    if (settled === 'paid') notify(t('businesses.listings.purchased'));
    else notify(t('businesses.listings.notPaid'), 'danger');
  }, [settled, t]);

  if (offers.isPending || config.isPending || plans.isPending)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" aria-label={t('businesses.listings.loading')} />
      </Group>
    );
  if (offers.isError || config.isError || plans.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {t('businesses.listings.loadFailed')}
      </Alert>
    );

  const startPayment = (name: PlanName, renew = false) =>
    start.mutate(
      {
        companyID: company._id,
        plan: name,
        renew,
        idempotencyKey: keyFor(`${renew ? 'renew' : 'buy'}:${name}`),
      },
      { onSuccess: (p) => setPayment(p), onError: notifyError },
    );
  const current = plans.data.plans.filter((p) => p.status !== 'inactive');
  const inactive = plans.data.plans.filter((p) => p.status === 'inactive');

  const confirmCancel = (p: PlanView) =>
    modals.openConfirmModal({
      title: t('businesses.listings.cancelTitle'),
      children: <Text fz="sm">{t('businesses.listings.cancelText')}</Text>,
      labels: {
        confirm: t('businesses.listings.cancelConfirm'),
        cancel: t('businesses.listings.keep'),
      },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(p._id, {
          // Either "Plans are deleted." or, when the payment had gone through, that it is active:
          // the server's own words, which it leaves English.
          onSuccess: (a) => notify(readMessage(a.message)),
          onError: notifyError,
        }),
    });

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('businesses.listings.addTitle')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('businesses.listings.addText')}
        </Text>
        <Radio.Group
          value={plan}
          onChange={(v) => setPlan(v as PlanName)}
          label={t('businesses.listings.planLabel')}
          aria-label={t('businesses.listings.plans')}
        >
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" mt="xs">
            {offers.data.map((o) => (
              <Radio.Card key={o.plan_name} value={o.plan_name} radius="md" p="sm" withBorder>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={0}>
                    <Text fw={700} fz="sm">
                      {t('businesses.listings.plan', { plan: o.plan_name })}
                    </Text>
                    <Text fz="lg" fw={700} c="blue.8">
                      {t('businesses.listings.price', { amount: o.amount })}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Group gap="sm">
          <Button
            leftSection={<IconSpeakerphone size={18} />}
            onClick={() => startPayment(plan)}
            loading={start.isPending}
          >
            {t('businesses.listings.purchase')}
          </Button>
          <ReferralLink />
        </Group>
      </Stack>

      <FreeMonthOffer
        companyId={company._id}
        freeMonths={plans.data.company.free_months}
        plans={plans.data.plans}
      />

      {payment && (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-label={t('businesses.listings.payment')}
        >
          <Stack gap="sm">
            <Text fw={600}>
              {t('businesses.listings.payFor', {
                amount: payment.amount,
                plan: t('businesses.listings.plan', { plan: payment.plan }),
              })}
            </Text>
            <CardForm
              config={config.data}
              payment={payment}
              companyId={company._id}
              onPaid={(done) => {
                setPayment(null);
                if (done) {
                  purchase.current = null;
                  notify(t('businesses.listings.purchased'));
                } else setProcessing(payment);
              }}
            />
          </Stack>
        </Paper>
      )}

      {processing && <ProcessingNotice payment={processing} />}

      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('businesses.listings.activePlans')}
        </Title>
        <Tabs defaultValue="active">
          <Tabs.List>
            <Tabs.Tab value="active">{t('businesses.listings.active')}</Tabs.Tab>
            <Tabs.Tab value="inactive">{t('businesses.listings.inactive')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="active" pt="xs">
            <PlansTable
              plans={current}
              empty={t('businesses.listings.noActive')}
              action={(p) => ({
                label: t('businesses.listings.cancel'),
                color: 'red',
                run: () => confirmCancel(p),
              })}
            />
          </Tabs.Panel>
          <Tabs.Panel value="inactive" pt="xs">
            <PlansTable
              plans={inactive}
              empty={t('businesses.listings.noInactive')}
              action={(p) =>
                p.free_month
                  ? null
                  : {
                      label: t('businesses.listings.renew'),
                      run: () => startPayment(p.plan_name, true),
                    }
              }
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Stack>
  );
}

/** How long the tab waits on a processing payment before saying the mail will tell. */
const PATIENCE_MS = 60_000;

/**
 * A payment the card network is still processing (202): the plans are read again every 2 seconds
 * until its plan is active ('paid') or ended ('failed').
 */
function usePaymentOutcome(processing: Payment | null, plans: PlanView[] | undefined) {
  const plan = processing ? plans?.find((p) => p._id === processing.planId) : undefined;
  if (!plan) return null;
  if (plan.status === 'active') return 'paid';
  if (plan.status === 'inactive') return 'failed';
  return null;
}

function ProcessingNotice({ payment }: { payment: Payment }) {
  const t = useT(businessMessages);
  const [patient, setPatient] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setPatient(false), PATIENCE_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Alert
      color="blue"
      variant="light"
      role="status"
      icon={<Loader size={16} />}
      title={t('businesses.listings.processing')}
    >
      {patient
        ? t('businesses.listings.processingSent', { amount: payment.amount })
        : t('businesses.listings.processingSlow')}
    </Alert>
  );
}
