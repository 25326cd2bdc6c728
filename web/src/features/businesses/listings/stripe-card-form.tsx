import { Button, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlanName } from '@slotmap/domain/listings';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useMemo, useState } from 'react';
import { useLanguage, useT } from '../../../lib/i18n/use-t.tsx';
import { notify } from '../../../lib/notify.ts';
import { businessMessages } from '../messages.ts';
import { type CardFormProps, messageOf } from './card-forms.tsx';
import { useCharge } from './data.ts';

const stripes = new Map<string, Promise<Stripe | null>>();

/** Stripe Elements: the card goes to Stripe only; the server then reads the payment back. */
export default function StripeCardForm({
  publishableKey,
  ...props
}: CardFormProps & { publishableKey: string }) {
  const language = useLanguage();
  const stripe = useMemo(() => {
    let loading = stripes.get(publishableKey);
    if (!loading) {
      loading = loadStripe(publishableKey);
      stripes.set(publishableKey, loading);
    }
    return loading;
  }, [publishableKey]);
  return (
    // Stripe words its fields and its refusals in the page's language.
    <Elements stripe={stripe} options={{ locale: language === 'fr' ? 'fr-CA' : 'en' }}>
      <StripeFields {...props} />
    </Elements>
  );
}

function StripeFields({ payment, companyId, onPaid }: CardFormProps) {
  const t = useT(businessMessages);
  const stripe = useStripe();
  const elements = useElements();
  const charge = useCharge();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fail = (msg: string) => {
    setError(msg);
    notify(msg, 'danger');
  };
  const pay = async () => {
    const card = elements?.getElement(CardNumberElement);
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmCardPayment(payment.client_secret, {
      payment_method: { card },
    });
    setBusy(false);
    if (result.error) return fail(result.error.message ?? t('businesses.card.declined'));
    charge.mutate(
      { id: payment.paymentIntentId, companyID: companyId, plan: payment.plan as PlanName },
      {
        onSuccess: (answer) => {
          card.clear();
          elements?.getElement(CardExpiryElement)?.clear();
          elements?.getElement(CardCvcElement)?.clear();
          onPaid(answer.success);
        },
        onError: (err) => fail(messageOf(err)),
      },
    );
  };

  return (
    <Stack
      gap="sm"
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void pay();
      }}
    >
      <Input.Wrapper label={t('businesses.card.number')}>
        <Input component="div" py={10}>
          <CardNumberElement />
        </Input>
      </Input.Wrapper>
      <SimpleGrid cols={2} spacing="sm">
        <Input.Wrapper label={t('businesses.card.expiry')}>
          <Input component="div" py={10}>
            <CardExpiryElement />
          </Input>
        </Input.Wrapper>
        <Input.Wrapper label={t('businesses.card.cvc')}>
          <Input component="div" py={10}>
            <CardCvcElement />
          </Input>
        </Input.Wrapper>
      </SimpleGrid>
      {error && (
        <Text c="red.8" fz="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button type="submit" loading={busy || charge.isPending} disabled={!stripe}>
          {t('businesses.card.pay')}
        </Button>
      </Group>
    </Stack>
  );
}
