import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { featuredPlans } from '../../db/schema/listings.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createOwnedCompany } from '../../test/factories.ts';
import { deliverWebhook, signedEvent } from '../../test/stripe-events.ts';
import { settlePendingPayments } from './settle.ts';
import { startPurchase, stripeKeys, suiteStripeWorld } from '../../test/stripe-world.ts';
import { countNoticesTitled } from '../../test/inbox.ts';

const STRIPE = 'pending';
const MINUTE = 60_000;
const START = new Date('2026-12-01T14:00:00Z');

describe(`pending payments of feature listings (Stripe) on ${testDbKind}`, () => {
  const clock = { now: START };
  const { t, fake } = suiteStripeWorld(STRIPE, () => clock.now);
  beforeEach(() => {
    clock.now = START;
  });

  const business = () => createOwnedCompany(t);
  const purchase = (companyID: string, token: string, extra: Record<string, unknown> = {}) =>
    startPurchase(t, companyID, token, extra);
  const planOf = async (id: string) =>
    (await t.database.db.select().from(featuredPlans).where(eq(featuredPlans.id, id)))[0];
  const plansOfCompany = (companyId: string) =>
    t.database.db.select().from(featuredPlans).where(eq(featuredPlans.companyId, companyId));
  const notices = (userId: string, title: string) => countNoticesTitled(t, userId, title);
  const cancel = (id: string, token: string) =>
    t.call('POST', '/api/feature/plans/currentinactive', { id }, token);
  const sweepAt = (at: Date) => settlePendingPayments(t.database.db, t.app.ctx.payments, at);

  it('cancelling a pending plan cancels its payment first, so it can no longer be charged', async () => {
    const { owner, company } = await business();
    const started = (await purchase(company._id, owner.token)).json();
    const res = await cancel(started.planId, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Plans are deleted.', cancelled: true });
    expect(fake.cancellations).toContain(started.paymentIntentId);
    expect(fake.status(started.paymentIntentId)).toBe('canceled');
    expect(await planOf(started.planId)).toMatchObject({
      status: 'inactive',
      endReason: 'cancelled',
    });
  });

  it('activates the plan instead when the payment went through before the cancel, and tells the owner', async () => {
    const { owner, company } = await business();
    const started = (await purchase(company._id, owner.token)).json();
    fake.settle(started.paymentIntentId, { status: 'succeeded' });
    const res = await cancel(started.planId, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'The payment had already gone through, so the plan is active instead of cancelled',
      cancelled: false,
      company: { is_featured: true },
    });
    expect(await planOf(started.planId)).toMatchObject({ status: 'active', endReason: null });
    expect(await notices(owner.id, 'Feature listing paid and active')).toBe(1);
  });

  it('activates a plan cancelled before a late success and tells the owner: money is never taken for nothing', async () => {
    const { owner, company } = await business();
    const started = (await purchase(company._id, owner.token)).json();
    // Cancelled in the database only (as before payments were cancelled at the provider).
    await t.database.db
      .update(featuredPlans)
      .set({ status: 'inactive', endReason: 'cancelled', cancelledAt: START })
      .where(eq(featuredPlans.id, started.planId));
    const paid = fake.settle(started.paymentIntentId, { status: 'succeeded' });
    const res = await deliverWebhook(
      t,
      signedEvent(stripeKeys(STRIPE).webhookSecret, 'payment_intent.succeeded', paid),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await planOf(started.planId)).toMatchObject({ status: 'active' });
    expect(await notices(owner.id, 'Feature listing paid and active')).toBe(1);
  });

  it('refuses to cancel while the payment is being processed, changing nothing', async () => {
    const { owner, company } = await business();
    const started = (await purchase(company._id, owner.token)).json();
    // Stripe cancels a processing payment only in rare cases; this one it will not let go of.
    fake.settle(started.paymentIntentId, { status: 'processing', cancellable: false });
    expectErrors(await cancel(started.planId, owner.token), 409, [
      {
        msg: 'The payment is being processed and cannot be cancelled now; try again in a few minutes',
      },
    ]);
    expect(fake.status(started.paymentIntentId)).toBe('processing');
    expect(await planOf(started.planId)).toMatchObject({ status: 'pending', endReason: null });
  });

  it('settles a payment whose webhook never came, and keeps a declined card’s message', async () => {
    const { owner, company } = await business();
    const paid = (await purchase(company._id, owner.token)).json();
    const declined = (await purchase(company._id, owner.token, { plan: '2m' })).json();
    fake.settle(paid.paymentIntentId, { status: 'succeeded' });
    fake.settle(declined.paymentIntentId, {
      status: 'requires_payment_method',
      error: 'Your card was declined.',
    });
    // Too soon: the browser and the webhook are given five minutes.
    await sweepAt(new Date(START.getTime() + 2 * MINUTE));
    expect((await planOf(paid.planId)).status).toBe('pending');

    const result = await sweepAt(new Date(START.getTime() + 6 * MINUTE));
    expect(result).toMatchObject({ paid: 1 });
    expect(await planOf(paid.planId)).toMatchObject({ status: 'active' });
    expect(await planOf(declined.planId)).toMatchObject({
      status: 'pending',
      failure: 'Your card was declined.',
    });
  });

  it('expires a payment left unpaid for a day: cancelled at Stripe, the plan ended, the owner told', async () => {
    const { owner, company } = await business();
    const left = (await purchase(company._id, owner.token)).json();
    await sweepAt(new Date(START.getTime() + 23 * 60 * MINUTE));
    expect((await planOf(left.planId)).status).toBe('pending');
    await sweepAt(new Date(START.getTime() + 24 * 60 * MINUTE + MINUTE));
    expect(fake.status(left.paymentIntentId)).toBe('canceled');
    expect(await planOf(left.planId)).toMatchObject({ status: 'inactive', endReason: 'expired' });
    expect(await notices(owner.id, 'Unpaid feature listing expired')).toBe(1);
  });

  it('makes a plan active when a day-old payment turns out to have succeeded', async () => {
    const { owner, company } = await business();
    const late = (await purchase(company._id, owner.token)).json();
    fake.settle(late.paymentIntentId, { status: 'succeeded' });
    await sweepAt(new Date(START.getTime() + 25 * 60 * MINUTE));
    expect(await planOf(late.planId)).toMatchObject({ status: 'active' });
  });

  it('ends a pending plan whose payment Stripe does not know, without telling anyone it expired', async () => {
    const { owner, company } = await business();
    const lost = (await purchase(company._id, owner.token)).json();
    await t.database.db
      .update(featuredPlans)
      .set({ paymentIntentId: 'pi_never_made' })
      .where(eq(featuredPlans.id, lost.planId));
    await sweepAt(new Date(START.getTime() + 10 * MINUTE));
    expect(await planOf(lost.planId)).toMatchObject({ status: 'inactive', endReason: 'abandoned' });
    expect(await notices(owner.id, 'Unpaid feature listing expired')).toBe(0);
  });

  it('makes one plan and one payment for one purchase key, however often it is sent', async () => {
    const { owner, company } = await business();
    const key = 'purchase-key-one-press-1';
    const creates = () =>
      fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;
    const before = creates();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => purchase(company._id, owner.token, { idempotencyKey: key })),
    );
    for (const a of answers) expect([200, 201]).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 201).length).toBeGreaterThanOrEqual(1);
    const ids = new Set(answers.map((a) => a.json().paymentIntentId));
    expect(ids.size).toBe(1);
    expect(new Set(answers.map((a) => a.json().client_secret)).size).toBe(1);
    expect(await plansOfCompany(company._id)).toHaveLength(1);
    // Concurrent requests may each ask Stripe, with one idempotency key: still one payment.
    expect(creates() - before).toBeLessThanOrEqual(5);

    const again = await purchase(company._id, owner.token, { idempotencyKey: key });
    expect(again.statusCode).toBe(200);
    expect(again.json().planId).toBe(answers[0].json().planId);
    expectErrors(
      await purchase(company._id, owner.token, { idempotencyKey: key, plan: '3m' }),
      409,
      [{ msg: 'This purchase was started for another plan; start a new one' }],
    );
    const other = await purchase(company._id, owner.token, { idempotencyKey: 'another-press-2' });
    expect(other.statusCode).toBe(201);
    expect(await plansOfCompany(company._id)).toHaveLength(2);
  });

  it('an admin’s Renew gives the plan for nothing, active at once; the owner’s own still pays', async () => {
    const admin = await createAdmin(t);
    const { owner, company } = await business();
    const gift = await t.call(
      'POST',
      '/api/feature/renew',
      { companyID: company._id, plan: '2m' },
      admin.token,
    );
    expect(gift.statusCode, gift.body).toBe(201);
    expect(gift.json()).toMatchObject({
      message: 'Complimentary plan added',
      company: { is_featured: true },
      plan: { status: 'active', amount: 0, complimentary: true, plan_name: '2m' },
    });
    const bought = await t.call(
      'POST',
      '/api/feature/renew',
      { companyID: company._id, plan: '1m' },
      owner.token,
    );
    expect(bought.statusCode, bought.body).toBe(201);
    expect(bought.json()).toMatchObject({ plan: { status: 'pending', amount: 10 } });
    expect(bought.json().client_secret).toMatch(/_secret_/);
  });
});
