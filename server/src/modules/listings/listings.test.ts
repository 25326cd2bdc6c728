import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { featuredPlans } from '../../db/schema/listings.ts';
import { devMails } from '../../db/schema/platform.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createOwnedCompany } from '../../test/factories.ts';
import { NOW, suiteBookingWorld } from '../../test/booking-world.ts';
import { ListingSweep, sweepListings } from './sweep.ts';
import { filledBeforeAll } from '../../test/suite.ts';

const GOOD = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const DECLINED = { ...GOOD, number: '4000000000000002' };
const NO_FUNDS = { ...GOOD, number: '4000000000009995' };
const DAY = 86_400_000;

describe(`feature listings (test-mode payments) on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
    w.t.call(method, url, body, token);
  const featured = async (id: string) =>
    (await w.t.database.db.select().from(companies).where(eq(companies.id, id)))[0].isFeatured;
  const newBusiness = () => createOwnedCompany(w.t);
  /** Moves the app's clock to `at`, runs the minute's sweep by it, and moves the clock back. */
  const sweepAt = async (at: Date) => {
    w.clock.now = at;
    try {
      return await sweepListings(w.t.database.db, w.t.app.ctx.clock());
    } finally {
      w.clock.now = NOW;
    }
  };
  /** A paid plan: intent then the 4242 card, as the owner. */
  const buy = async (companyID: string, plan: string, token: string) => {
    const intent = await call(
      'POST',
      '/api/feature/create-payment-intent',
      { companyID, plan },
      token,
    );
    expect(intent.statusCode, intent.body).toBe(201);
    const paid = await call(
      'POST',
      '/api/feature/stripe/charge',
      { id: intent.json().paymentIntentId, companyID, plan, card: GOOD },
      token,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    return paid.json();
  };

  it('lists the plans at the server’s prices and says it is in test mode', async () => {
    const plans = (await call('GET', '/api/feature/allPlans')).json();
    expect(
      plans.map((p: { plan_name: string; amount: number }) => [p.plan_name, p.amount]),
    ).toEqual([
      ['1m', 10],
      ['2m', 20],
      ['3m', 28],
      ['6m', 50],
      ['1year', 100],
    ]);
    expect((await call('GET', '/api/feature/config')).json()).toEqual({
      provider: 'test',
      publishableKey: null,
      testMode: true,
    });
  });

  it('charges the server’s price: a different amount is refused, none is fine', async () => {
    const { company, owner } = await newBusiness();
    const body = { companyID: company._id, plan: '3m' };
    for (const amount of [1, 0, 27.99, 10]) {
      const res = await call(
        'POST',
        '/api/feature/create-payment-intent',
        { ...body, amount },
        owner.token,
      );
      expectErrors(res, 400, [{ msg: 'The amount does not match the price of this plan' }]);
    }
    const exact = await call(
      'POST',
      '/api/feature/create-payment-intent',
      { ...body, amount: 28 },
      owner.token,
    );
    expect(exact.statusCode).toBe(201);
    const none = await call('POST', '/api/feature/create-payment-intent', body, owner.token);
    expect(none.statusCode).toBe(201);
    expect(none.json()).toMatchObject({ amount: 28, testMode: true });
    expect(none.json().client_secret).toEqual(expect.any(String));
    const plans = await w.t.database.db
      .select()
      .from(featuredPlans)
      .where(eq(featuredPlans.companyId, company._id));
    expect(plans.map((p) => [p.amountCents, p.status])).toEqual([
      [2800, 'pending'],
      [2800, 'pending'],
    ]);
    const bad = await call(
      'POST',
      '/api/feature/create-payment-intent',
      { ...body, plan: '5m' },
      owner.token,
    );
    expectErrors(bad, 400, [{ msg: 'Plan must be one of 1m, 2m, 3m, 6m, 1year', param: 'plan' }]);
  });

  it('lets only the owner and admins buy, read and cancel a business’s plans', async () => {
    const { company, owner } = await newBusiness();
    const body = { companyID: company._id, plan: '1m' };
    const intent = '/api/feature/create-payment-intent';
    expect((await call('POST', intent, body)).statusCode).toBe(401);
    for (const other of [w.customer, w.owner]) {
      expectErrors(await call('POST', intent, body, other.token), 403, [
        { msg: 'You are not allowed to change this business' },
      ]);
      expect(
        (await call('GET', `/api/feature/plans/${company._id}`, undefined, other.token)).statusCode,
      ).toBe(403);
    }
    const byAdmin = await call('POST', intent, body, admin.token);
    expect(byAdmin.statusCode).toBe(201);
    const charge = { id: byAdmin.json().paymentIntentId, ...body, card: GOOD };
    expect(
      (await call('POST', '/api/feature/stripe/charge', charge, w.owner.token)).statusCode,
    ).toBe(403);
    const missing = { ...body, companyID: '00000000-0000-4000-8000-000000000000' };
    expectErrors(await call('POST', intent, missing, owner.token), 404, [
      { msg: 'Company not found' },
    ]);
    const list = await call('GET', `/api/feature/plans/${company._id}`, undefined, owner.token);
    expect(list.statusCode).toBe(200);
    const [head, plan] = list.json();
    expect(head).toMatchObject({ _id: company._id, is_featured: false, free_months: 0 });
    expect(plan).toMatchObject({ plan_name: '1m', amount: 10, status: 'pending' });
    const cancel = { id: plan._id };
    expect(
      (await call('POST', '/api/feature/plans/currentinactive', cancel, w.customer.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/feature/plans/currentinactive', cancel, admin.token)).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/feature/inavtive', undefined, owner.token)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', '/api/feature/add-free-month', { userId: owner.id }, owner.token))
        .statusCode,
    ).toBe(403);
  });

  it('keeps a declined card’s plan pending with its message, then pays with 4242', async () => {
    const { company, owner } = await newBusiness();
    const body = { companyID: company._id, plan: '1m' };
    const intent = (
      await call('POST', '/api/feature/create-payment-intent', body, owner.token)
    ).json();
    const charge = (card: unknown) =>
      call(
        'POST',
        '/api/feature/stripe/charge',
        { id: intent.paymentIntentId, ...body, card },
        owner.token,
      );
    expectErrors(await charge(DECLINED), 402, [{ msg: 'Your card was declined.' }]);
    expectErrors(await charge(NO_FUNDS), 402, [{ msg: 'Your card has insufficient funds.' }]);
    const [pending] = await w.t.database.db
      .select()
      .from(featuredPlans)
      .where(eq(featuredPlans.companyId, company._id));
    expect(pending).toMatchObject({
      status: 'pending',
      failure: 'Your card has insufficient funds.',
    });
    expect(await featured(company._id)).toBe(false);

    const paid = await charge(GOOD);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      success: true,
      company: { _id: company._id, is_featured: true },
      plan: {
        status: 'active',
        failure: null,
        start_date: NOW.toISOString(),
        end_date: '2027-01-01T14:00:00.000Z',
      },
    });
    expect(await featured(company._id)).toBe(true);
    // Paying again changes nothing.
    const again = await charge(GOOD);
    expect(again.json().plan.end_date).toBe('2027-01-01T14:00:00.000Z');

    await w.t.app.outbox.runOnce();
    const mails = await w.t.database.db
      .select()
      .from(devMails)
      .where(eq(devMails.to, owner.email.toLowerCase()));
    const receipts = mails.filter((m) => m.subject.startsWith('Receipt: feature listing'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0].text).toContain('Amount: $10.00');
    expect(receipts[0].text).toContain('Dec 01, 2026 to Jan 01, 2027');
    expect(receipts[0].text).toContain('Test mode — no card was charged');
  });

  it('stacks a second plan after the first, and the sweep ends them in turn', async () => {
    const { company, owner } = await newBusiness();
    const first = await buy(company._id, '1m', owner.token);
    const second = await buy(company._id, '2m', owner.token);
    expect(second.plan.start_date).toBe(first.plan.end_date);
    expect(second.plan.end_date).toBe('2027-03-01T14:00:00.000Z');

    const plans = async () =>
      Object.fromEntries(
        (
          await w.t.database.db
            .select()
            .from(featuredPlans)
            .where(eq(featuredPlans.companyId, company._id))
        ).map((p) => [p.planName, p.status]),
      );
    await sweepAt(new Date(Date.parse(first.plan.end_date) + 60_000));
    expect(await plans()).toEqual({ '1m': 'inactive', '2m': 'active' });
    expect(await featured(company._id)).toBe(true);
    await sweepAt(new Date(Date.parse(second.plan.end_date) + 60_000));
    expect(await plans()).toEqual({ '1m': 'inactive', '2m': 'inactive' });
    expect(await featured(company._id)).toBe(false);
  });

  it('sweeps on its own schedule, by the app’s clock', async () => {
    const { company, owner } = await newBusiness();
    const bought = await buy(company._id, '1m', owner.token);
    const sweep = new ListingSweep(
      w.t.database.db,
      w.t.app.ctx.payments,
      w.t.app.ctx.clock,
      w.t.app.log,
    );
    w.clock.now = new Date(Date.parse(bought.plan.end_date) + 1000);
    try {
      sweep.start(20);
      for (let i = 0; i < 100 && (await featured(company._id)); i++)
        await new Promise((r) => setTimeout(r, 20));
    } finally {
      await sweep.stop();
      w.clock.now = NOW;
    }
    expect(await featured(company._id)).toBe(false);
    const [plan] = await w.t.database.db
      .select()
      .from(featuredPlans)
      .where(eq(featuredPlans.id, bought.plan._id));
    expect(plan.status).toBe('inactive');
  });

  it('features a business by the sweep when a plan bought ahead begins', async () => {
    const { company, owner } = await newBusiness();
    const first = await buy(company._id, '1m', owner.token);
    await buy(company._id, '1m', owner.token);
    // The first plan is cancelled: the second, which starts later, does not cover now yet.
    await call('POST', '/api/feature/plans/currentinactive', { id: first.plan._id }, owner.token);
    expect(await featured(company._id)).toBe(false);
    const result = await sweepAt(new Date(NOW.getTime() + 32 * DAY));
    expect(result.featured).toBeGreaterThanOrEqual(1);
    expect(await featured(company._id)).toBe(true);
  });

  it('cancels a plan: inactive, no longer featured, listed for admins by business name', async () => {
    const { company, owner } = await newBusiness();
    const bought = await buy(company._id, '6m', owner.token);
    expect(await featured(company._id)).toBe(true);
    const res = await call(
      'POST',
      '/api/feature/plans/currentinactive',
      { id: bought.plan._id },
      owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Plans are deleted.',
      company: { is_featured: false },
    });
    expect(await featured(company._id)).toBe(false);
    const page = await call(
      'GET',
      `/api/feature/inavtive?search=${encodeURIComponent(company.name)}&limit=5`,
      undefined,
      admin.token,
    );
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe('1');
    expect(page.json()[0]).toMatchObject({
      _id: bought.plan._id,
      status: 'inactive',
      company: { _id: company._id },
    });
  });

  it('puts a business with an active plan first in the radius search', async () => {
    const near = await newBusiness();
    const far = await createCompany(w.t, near.owner, { lat: 43.7, lng: -79.38 });
    const search = async () =>
      (await call('GET', '/api/company?lat=43.6487&lng=-79.3817&miles=10&limit=50'))
        .json()
        .items.map((c: { _id: string }) => c._id);
    const before = await search();
    expect(before.indexOf(near.company._id)).toBeLessThan(before.indexOf(far._id));
    await buy(far._id, '1m', near.owner.token);
    const after = await search();
    expect(after.indexOf(far._id)).toBeLessThan(after.indexOf(near.company._id));
  });
});
