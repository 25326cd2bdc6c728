import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { featuredPlans, paymentEvents } from '../../db/schema/listings.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import type { PaymentEvent, PaymentIntent, PaymentProvider } from './payment-port.ts';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';

const SECRET = 'whsec_listings_test_secret';
const stripe = new Stripe('sk_test_listings');

/**
 * Stripe as the server sees it, for the webhook and charge rules: intents kept in memory, and
 * the webhook verified by the `stripe` package itself over the raw body, as the adapter does.
 */
function stripeLike() {
  const intents = new Map<string, PaymentIntent>();
  const provider: PaymentProvider = {
    kind: 'stripe',
    publishableKey: 'pk_test_listings',
    async createIntent(input) {
      const id = `pi_${randomUUID().replace(/-/g, '')}`;
      const intent: PaymentIntent = {
        id,
        clientSecret: `${id}_secret_x`,
        status: 'requires_payment_method',
        amount: input.amountCents,
        currency: input.currency,
        metadata: input.metadata,
      };
      intents.set(id, intent);
      return { ...intent };
    },
    async retrieveIntent(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`No such payment_intent: ${id}`);
      return { ...intent };
    },
    parseWebhook(rawBody, signature) {
      const e = stripe.webhooks.constructEvent(rawBody, signature ?? '', SECRET);
      const o = e.data.object as Stripe.PaymentIntent;
      return {
        id: e.id,
        type: e.type,
        created: e.created,
        intent: {
          id: o.id,
          clientSecret: '',
          status: o.status as PaymentIntent['status'],
          amount: o.amount,
          currency: o.currency,
          metadata: (o.metadata ?? {}) as Record<string, string>,
          lastError: o.last_payment_error?.message ?? undefined,
        },
      } satisfies PaymentEvent;
    },
  };
  return { provider, intents };
}

describe(`the Stripe webhook and charge on ${testDbKind}`, () => {
  let t: TestApp;
  let fake: ReturnType<typeof stripeLike>;
  beforeAll(async () => {
    t = await createCheckedTestApp();
    fake = stripeLike();
    t.app.ctx.payments = fake.provider;
  }, 120_000);
  afterAll(() => t.close());

  const newPlan = async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner);
    const res = await t.call(
      'POST',
      '/api/feature/create-payment-intent',
      { companyID: company._id, plan: '1m' },
      owner.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().testMode).toBe(false);
    return { owner, company, intentId: res.json().paymentIntentId as string };
  };
  /** The bytes Stripe would send, pretty-printed as it does, and their signature. */
  const signed = (type: string, intentId: string, eventId = `evt_${randomUUID()}`) => {
    const payload = JSON.stringify(
      {
        id: eventId,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: intentId,
            object: 'payment_intent',
            amount: 1000,
            currency: 'usd',
            status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method',
            metadata: {},
            last_payment_error: type.endsWith('failed')
              ? { message: 'Your card was declined.' }
              : null,
          },
        },
      },
      null,
      2,
    );
    return {
      payload,
      signature: stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    };
  };
  const deliver = (body: { payload: string; signature?: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/feature/stripe/webhook',
      payload: body.payload,
      headers: {
        'content-type': 'application/json',
        ...(body.signature ? { 'stripe-signature': body.signature } : {}),
      },
    });
  const planOf = async (intentId: string) =>
    (
      await t.database.db
        .select()
        .from(featuredPlans)
        .where(eq(featuredPlans.paymentIntentId, intentId))
    )[0];
  const featured = async (id: string) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0].isFeatured;

  it('refuses a forged or missing signature and changes nothing', async () => {
    const { intentId, company } = await newPlan();
    const good = signed('payment_intent.succeeded', intentId);
    const forged = stripe.webhooks.generateTestHeaderString({
      payload: good.payload,
      secret: 'whsec_wrong',
    });
    expectErrors(await deliver({ ...good, signature: forged }), 400, [
      { msg: 'Invalid webhook signature' },
    ]);
    expectErrors(await deliver({ payload: good.payload }), 400, [
      { msg: 'Invalid webhook signature' },
    ]);
    // The signed bytes changed after signing: the amount of whitespace is enough.
    expectErrors(
      await deliver({ ...good, payload: JSON.stringify(JSON.parse(good.payload)) }),
      400,
      [{ msg: 'Invalid webhook signature' }],
    );
    expect((await planOf(intentId)).status).toBe('pending');
    expect(await featured(company._id)).toBe(false);
  });

  it('activates on a signed success, and a replay of it changes nothing', async () => {
    const { intentId, company } = await newPlan();
    const event = signed('payment_intent.succeeded', intentId);
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const active = await planOf(intentId);
    expect(active.status).toBe('active');
    expect(await featured(company._id)).toBe(true);

    const replay = await deliver(
      signed('payment_intent.succeeded', intentId, JSON.parse(event.payload).id),
    );
    expect(replay.statusCode).toBe(200);
    expect(await planOf(intentId)).toEqual(active);
    const [{ n }] = await t.database.db
      .select({ n: count() })
      .from(outboxJobs)
      .where(eq(outboxJobs.idempotencyKey, `mail:feature-receipt:${active.id}`));
    expect(n).toBe(1);
    // A second, different success event for the same payment does nothing either.
    expect((await deliver(signed('payment_intent.succeeded', intentId))).statusCode).toBe(200);
    expect(await planOf(intentId)).toEqual(active);
  });

  it('ignores a failure that arrives after the success', async () => {
    const { intentId } = await newPlan();
    await deliver(signed('payment_intent.succeeded', intentId));
    const late = await deliver(signed('payment_intent.payment_failed', intentId));
    expect(late.statusCode).toBe(200);
    expect(await planOf(intentId)).toMatchObject({ status: 'active', failure: null });
  });

  it('notes a failure on a pending plan, then activates on the success that follows', async () => {
    const { intentId } = await newPlan();
    await deliver(signed('payment_intent.payment_failed', intentId));
    expect(await planOf(intentId)).toMatchObject({
      status: 'pending',
      failure: 'Your card was declined.',
    });
    await deliver(signed('payment_intent.succeeded', intentId));
    expect(await planOf(intentId)).toMatchObject({ status: 'active', failure: null });
  });

  it('records and ignores an event for a payment it does not know', async () => {
    const event = signed('payment_intent.succeeded', 'pi_unknown');
    expect((await deliver(event)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, JSON.parse(event.payload).id));
    expect(rows).toMatchObject([
      { type: 'payment_intent.succeeded', paymentIntentId: 'pi_unknown' },
    ]);
  });

  it('charge asks Stripe: pending while processing, paid once succeeded, the card message when declined', async () => {
    const { intentId, company, owner } = await newPlan();
    const body = { id: intentId, companyID: company._id, plan: '1m' };
    const charge = (extra: Record<string, unknown> = {}) =>
      t.call('POST', '/api/feature/stripe/charge', { ...body, ...extra }, owner.token);
    expectErrors(
      await charge({
        card: { number: '4242424242424242', exp_month: 1, exp_year: 2030, cvc: '123' },
      }),
      400,
      [{ msg: 'A card can only be sent in test mode' }],
    );
    const intent = fake.intents.get(intentId);
    if (!intent) throw new Error('no intent');
    intent.status = 'processing';
    const pending = await charge();
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toMatchObject({ success: false, plan: { status: 'pending' } });
    Object.assign(intent, {
      status: 'requires_payment_method',
      lastError: 'Your card was declined.',
    });
    expectErrors(await charge(), 402, [{ msg: 'Your card was declined.' }]);
    Object.assign(intent, { status: 'succeeded', lastError: undefined });
    const paid = await charge();
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      company: { is_featured: true },
      plan: { status: 'active' },
    });
    // The webhook that follows finds it paid.
    const before = await planOf(intentId);
    expect((await deliver(signed('payment_intent.succeeded', intentId))).statusCode).toBe(200);
    expect(await planOf(intentId)).toEqual(before);
  });
});
