import { describe, expect, it } from 'vitest';
import { featuredPlans } from '../../db/schema/listings.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createUser } from '../../test/factories.ts';
import { NOW, suiteBookingWorld } from '../../test/booking-world.ts';
import { filledBeforeAll } from '../../test/suite.ts';

describe(`admins' plan actions in the audit log, on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));

  const post = (url: string, body: unknown, token: string) =>
    w.t.call('POST', `/api/feature/${url}`, body, token);
  const actions = async (query: string) =>
    (await w.t.call('GET', `/api/admin/audit?${query}`, undefined, admin.token))
      .json()
      .map((a: { action: string; before: unknown; after: unknown }) => [
        a.action,
        a.before,
        a.after,
      ]);

  async function activePlan(companyId: string, boughtBy: string) {
    const [plan] = await w.t.database.db
      .insert(featuredPlans)
      .values({
        companyId,
        boughtBy,
        planName: '1m',
        amountCents: 1000,
        status: 'active',
        startDate: NOW,
        endDate: new Date(NOW.getTime() + 30 * 86_400_000),
        provider: 'test',
      })
      .returning();
    return plan;
  }

  it('records an admin’s cancel and renew, and not the owner’s own', async () => {
    const owner = await createUser(w.t);
    const company = await createCompany(w.t, owner, { name: 'Onyx Spa' });
    const mine = await activePlan(company._id, owner.id);
    expect((await post('plans/currentinactive', { id: mine.id }, owner.token)).statusCode).toBe(
      200,
    );
    expect(await actions(`company=${company._id}`)).toEqual([]);

    const plan = await activePlan(company._id, owner.id);
    const cancel = await post('plans/currentinactive', { id: plan.id }, admin.token);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const renew = await post('renew', { companyID: company._id, plan: '3m' }, admin.token);
    expect(renew.statusCode, renew.body).toBe(201);
    expect(await actions(`company=${company._id}`)).toEqual([
      // An admin's renew is a gift: active at once, nothing charged.
      [
        'plan.renew',
        null,
        { plan: '3m', status: 'active', amountCents: 0, provider: 'complimentary' },
      ],
      [
        'plan.cancel',
        { plan: '1m', status: 'active' },
        { plan: '1m', status: 'inactive', amountCents: 1000, provider: 'test' },
      ],
    ]);
    // Cancelling a plan already inactive changes nothing and records nothing.
    await post('plans/currentinactive', { id: plan.id }, admin.token);
    expect(await actions(`company=${company._id}`)).toHaveLength(2);
  });

  it('records a free month granted to a person and one spent on their business', async () => {
    const owner = await createUser(w.t);
    const company = await createCompany(w.t, owner, { name: 'Jasper Physio' });
    expect((await post('add-free-month', { userId: owner.id }, admin.token)).statusCode).toBe(200);
    expect(await actions(`user=${owner.id}`)).toEqual([
      ['user.free-month', { freeMonths: 0 }, { freeMonths: 1 }],
    ]);
    const spent = await post(
      'renew',
      { companyID: company._id, plan: '1m', isReferalMonthFromAdmin: true },
      admin.token,
    );
    expect(spent.statusCode, spent.body).toBe(201);
    expect(await actions(`company=${company._id}`)).toEqual([
      ['plan.free-month', null, { plan: '1m', status: 'active', amountCents: 0, provider: 'free' }],
    ]);
    expect(
      (
        await post(
          'add-free-month',
          { userId: '00000000-0000-4000-8000-000000000000' },
          admin.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});
