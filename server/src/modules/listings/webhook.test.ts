import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { featuredPlans, paymentEvents } from '../../db/schema/listings.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { planBought, stripeKeys, suiteStripeWorld } from '../../test/stripe-world.ts';
import { deliverWebhook, signedEvent } from '../../test/stripe-events.ts';

const STRIPE = 'listings';
/** Only for forging signatures; the app has its own client. */
const stripe = new Stripe(stripeKeys(STRIPE).secretKey);

describe(`the Stripe webhook and charge on ${testDbKind}`, () => {
  const { t, fake } = suiteStripeWorld(STRIPE);

  const newPlan = async () => {
    const { owner, company, res, intentId } = await planBought(t);
    expect(res.json().testMode).toBe(false);
    // Stripe was asked for the server's price, once per plan.
    const sent = fake.requests.filter((r) => r.method === 'POST').at(-1);
    expect(sent?.form.get('amount')).toBe('1000');
    expect(sent?.idempotencyKey).toBe(`feature-plan:${res.json().planId}`);
    return { owner, company, intentId };
  };
  /** The event Stripe would send about the plan's payment, signed. */
  const signed = (type: string, intentId: string, eventId?: string) =>
    signedEvent(
      stripeKeys(STRIPE).webhookSecret,
      type,
      {
        id: intentId,
        object: 'payment_intent',
        amount: 1000,
        currency: 'usd',
        status: type.endsWith('succeeded') ? 'succeeded' : 'requires_payment_method',
        metadata: {},
        last_payment_error: type.endsWith('failed') ? { message: 'Your card was declined.' } : null,
      },
      eventId,
    );
  const deliver = (body: { payload: string; signature?: string }) => deliverWebhook(t, body);
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
    fake.settle(intentId, { status: 'processing' });
    const pending = await charge();
    expect(pending.statusCode).toBe(202);
    expect(pending.json()).toMatchObject({ success: false, plan: { status: 'pending' } });
    fake.settle(intentId, { status: 'requires_payment_method', error: 'Your card was declined.' });
    expectErrors(await charge(), 402, [{ msg: 'Your card was declined.' }]);
    fake.settle(intentId, { status: 'succeeded' });
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
