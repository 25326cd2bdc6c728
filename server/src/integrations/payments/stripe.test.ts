import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPaymentUnknown, type PaymentProvider } from './port.ts';
import { startFakeStripe } from '../../test/fake-stripe.ts';
import { stripePayments } from './stripe.ts';

const SECRET_KEY = 'sk_test_slotmapadapter';
const WEBHOOK_SECRET = 'whsec_slotmapadapter';

describe('the Stripe adapter, against a local server speaking Stripe’s API', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let payments: PaymentProvider;
  const signer = new Stripe(SECRET_KEY);
  beforeAll(async () => {
    fake = await startFakeStripe(SECRET_KEY);
    payments = stripePayments({
      secretKey: SECRET_KEY,
      publishableKey: 'pk_test_slotmapadapter',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
  });
  afterAll(() => fake.close());

  const create = (key: string) =>
    payments.createIntent({
      amountCents: 1000,
      currency: 'usd',
      metadata: { companyId: 'c1', planId: 'p1', plan: '1m' },
      idempotencyKey: key,
      description: 'Feature listing 1m',
    });

  it('creates a PaymentIntent as Stripe documents it, once per idempotency key', async () => {
    const intent = await create('plan-p1');
    expect(intent).toMatchObject({
      status: 'requires_payment_method',
      amount: 1000,
      currency: 'usd',
      metadata: { companyId: 'c1', planId: 'p1', plan: '1m' },
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
    const sent = fake.requests.at(-1);
    expect(sent).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      idempotencyKey: 'plan-p1',
      authorization: `Bearer ${SECRET_KEY}`,
    });
    expect(Object.fromEntries(sent?.form ?? [])).toMatchObject({
      amount: '1000',
      currency: 'usd',
      description: 'Feature listing 1m',
      'metadata[companyId]': 'c1',
      'metadata[plan]': '1m',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
    expect((await create('plan-p1')).id).toBe(intent.id);
    expect((await create('plan-p2')).id).not.toBe(intent.id);
  });

  it('reads an intent back with its status and the card’s own error', async () => {
    const intent = await create('plan-read');
    fake.settle(intent.id, { status: 'requires_payment_method', error: 'Your card was declined.' });
    expect(await payments.retrieveIntent(intent.id)).toMatchObject({
      id: intent.id,
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
    fake.settle(intent.id, { status: 'succeeded' });
    expect((await payments.retrieveIntent(intent.id)).status).toBe('succeeded');
    await expect(payments.retrieveIntent('pi_unknown')).rejects.toThrow(/No such payment_intent/);
  });

  it('refuses a wrong secret key with Stripe’s message', async () => {
    const wrong = stripePayments({
      secretKey: 'sk_test_wrong',
      publishableKey: 'pk_test_x',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
    });
    await expect(wrong.retrieveIntent('pi_x')).rejects.toThrow(/Invalid API Key/);
  });

  const event = (intent: object, id = 'evt_1') =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: 1_764_000_000,
      data: { object: intent },
    });

  it('accepts a webhook signed with the endpoint’s secret and reads its payment', async () => {
    const intent = fake.settle((await create('plan-hook')).id, { status: 'succeeded' });
    const payload = event(intent);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const parsed = payments.parseWebhook?.(Buffer.from(payload), signature);
    expect(parsed).toMatchObject({
      id: 'evt_1',
      type: 'payment_intent.succeeded',
      intent: { id: intent.id, status: 'succeeded', amount: 1000 },
    });
  });

  it('refuses a forged, missing, altered or old signature', async () => {
    const payload = event({ id: 'pi_forged', object: 'payment_intent', status: 'succeeded' });
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    const old = signer.webhooks.generateTestHeaderString({
      payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    const good = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const parse = (body: string, sig: string | undefined) => () =>
      payments.parseWebhook?.(Buffer.from(body), sig);
    expect(parse(payload, forged)).toThrow();
    expect(parse(payload, undefined)).toThrow();
    expect(parse(payload, old)).toThrow(/tolerance/i);
    expect(parse(payload.replace('succeeded', 'canceled'), good)).toThrow();
    expect(parse(payload, good)).not.toThrow();
  });

  it('cancels a payment still to be paid, and answers a succeeded one as it is', async () => {
    const open = await create('plan-cancel-open');
    expect(await payments.cancelIntent(open.id)).toMatchObject({ id: open.id, status: 'canceled' });
    expect(Object.fromEntries(fake.requests.at(-1)?.form ?? [])).toEqual({
      cancellation_reason: 'abandoned',
    });
    // Cancelled already: Stripe refuses again, and the answer is the intent as it stands.
    expect((await payments.cancelIntent(open.id)).status).toBe('canceled');
    const paid = await create('plan-cancel-paid');
    fake.settle(paid.id, { status: 'succeeded' });
    expect((await payments.cancelIntent(paid.id)).status).toBe('succeeded');
    expect(fake.status(paid.id)).toBe('succeeded');
    const err = await payments.cancelIntent('pi_missing').catch((e: unknown) => e);
    expect(isPaymentUnknown(err)).toBe(true);
  });

  it('reads refund and dispute events into the payment they are about', async () => {
    const intent = fake.settle((await create('plan-refund')).id, { status: 'succeeded' });
    const parse = (type: string, object: object) => {
      const payload = JSON.stringify({
        id: `evt_${type}`,
        object: 'event',
        type,
        created: 1_764_000_000,
        data: { object },
      });
      const signature = signer.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      return payments.parseWebhook?.(Buffer.from(payload), signature);
    };
    expect(parse('charge.refunded', fake.charge(intent.id, 1000))).toMatchObject({
      kind: 'refund',
      paymentIntentId: intent.id,
      full: true,
      amountRefunded: 1000,
    });
    expect(parse('charge.refunded', fake.charge(intent.id, 400))).toMatchObject({
      kind: 'refund',
      full: false,
    });
    expect(
      parse('charge.dispute.created', fake.dispute(intent.id, 'needs_response')),
    ).toMatchObject({
      kind: 'dispute',
      paymentIntentId: intent.id,
      status: 'needs_response',
      closed: false,
    });
    expect(parse('charge.dispute.closed', fake.dispute(intent.id, 'won'))).toMatchObject({
      kind: 'dispute',
      status: 'won',
      closed: true,
    });
    expect(parse('customer.created', { id: 'cus_1', object: 'customer' })).toMatchObject({
      kind: 'other',
      type: 'customer.created',
    });
  });
});
