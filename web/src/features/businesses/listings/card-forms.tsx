import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { PlanName } from '@slotmap/domain/listings';
import { IconCreditCard, IconFlask } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/use-t.tsx';
import { notify } from '../../../lib/notify.ts';
import { businessMessages } from '../messages.ts';
import { type Payment, type PaymentConfig, useCharge } from './data.ts';

/** Stripe.js and its elements load only when a Stripe payment is made. */
const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

export interface CardFormProps {
  payment: Payment;
  companyId: string;
  /** `settled` false: the payment was taken but is still being processed. */
  onPaid: (settled: boolean) => void;
}

/** '4242424242424242' shown as '4242 4242 4242 4242' while typed. */
export const cardGroups = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MM / YY' while typed. */
export function expiryText(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The server's words for a refused payment, or ours, in the language being read. */
export const messageOf = (err: unknown) =>
  err instanceof ApiError ? err.messages.join(' ') : businessMessages.t('businesses.card.failed');

/** The card form: test mode's own, or Stripe's elements with the publishable key. */
export function CardForm({ config, ...props }: CardFormProps & { config: PaymentConfig }) {
  const t = useT(businessMessages);
  if (!config.testMode && config.publishableKey)
    return (
      <Suspense fallback={<Text c="dimmed">{t('businesses.card.loading')}</Text>}>
        <StripeCardForm publishableKey={config.publishableKey} {...props} />
      </Suspense>
    );
  return <TestCardForm {...props} />;
}

/**
 * Test mode (no Stripe keys): Stripe's published test cards, sent to the server, which takes no
 * money. Plainly labelled, so nobody types a real card.
 */
function TestCardForm({ payment, companyId, onPaid }: CardFormProps) {
  const t = useT(businessMessages);
  const charge = useCharge();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);

  const pay = () => {
    const [mm, yy] = expiry.split('/').map((p) => Number(p.trim()));
    setError(null);
    charge.mutate(
      {
        id: payment.paymentIntentId,
        companyID: companyId,
        plan: payment.plan as PlanName,
        card: {
          number: number.replace(/\s/g, ''),
          exp_month: mm || 0,
          exp_year: yy ? 2000 + yy : 0,
          cvc,
        },
      },
      {
        onSuccess: (answer) => {
          setNumber('');
          setExpiry('');
          setCvc('');
          onPaid(answer.success);
        },
        onError: (err) => {
          const msg = messageOf(err);
          setError(msg);
          notify(msg, 'danger');
        },
      },
    );
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        pay();
      }}
    >
      <Alert
        color="yellow"
        variant="light"
        icon={<IconFlask size={18} />}
        title={t('businesses.card.testTitle')}
      >
        {t('businesses.card.testText')}
      </Alert>
      <TextInput
        label={t('businesses.card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={number}
        onChange={(e) => setNumber(cardGroups(e.currentTarget.value))}
        leftSection={<IconCreditCard size={16} />}
        required
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={t('businesses.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('businesses.card.expiryPlaceholder')}
          value={expiry}
          onChange={(e) => setExpiry(expiryText(e.currentTarget.value))}
          required
        />
        <TextInput
          label={t('businesses.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          value={cvc}
          onChange={(e) => setCvc(e.currentTarget.value.replace(/\D/g, ''))}
          required
        />
      </SimpleGrid>
      {error && (
        <Text c="red.8" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={charge.isPending}>
          {t('businesses.card.pay')}
        </Button>
      </Group>
    </Stack>
  );
}
