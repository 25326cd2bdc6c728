import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentProvider } from '../../modules/listings/payment-port.ts';
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
});
