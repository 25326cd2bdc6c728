import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { featuredPlans } from '../../db/schema/listings.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createOwnedCompany } from '../../test/factories.ts';
import { suiteBookingWorld } from '../../test/booking-world.ts';
import { filledBeforeAll } from '../../test/suite.ts';

describe(`free months and renewals on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const admin = filledBeforeAll(() => createAdmin(w.t));

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, token?: string) =>
    w.t.call(method, url, body, token);
  const newBusiness = () => createOwnedCompany(w.t);

  it('gives a free month only with free months left, once per business', async () => {
    const { company, owner } = await newBusiness();
    const free = { companyID: company._id, plan: '1m', isReferalMonth: true, amount: 0 };
    expectErrors(await call('POST', '/api/feature/renew', free, owner.token), 400, [
      { msg: 'You have no free months left' },
    ]);
    const grant = await call(
      'POST',
      '/api/feature/add-free-month',
      { userId: owner.id },
      admin.token,
    );
    expect(grant.json()).toEqual({ message: 'Free month added successfully' });
    await call('POST', '/api/feature/add-free-month', { userId: owner.id }, admin.token);
    const used = await call('POST', '/api/feature/renew', free, owner.token);
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json()).toMatchObject({
      message: 'Free month applied',
      company: { is_featured: true, free_months: 1 },
      plan: { plan_name: '1m', amount: 0, status: 'active', free_month: true },
    });
    expectErrors(await call('POST', '/api/feature/renew', free, owner.token), 400, [
      { msg: 'This business has already used its free month' },
    ]);
    // The month left is for another business of the same owner.
    const second = await createCompany(w.t, owner);
    const other = await call(
      'POST',
      '/api/feature/renew',
      { ...free, companyID: second._id },
      owner.token,
    );
    expect(other.statusCode).toBe(201);
    expect(other.json().company.free_months).toBe(0);
  });

  it('makes exactly one plan of one free month asked for many times at once', async () => {
    const { company, owner } = await newBusiness();
    await w.t.database.db.update(users).set({ freeMonths: 3 }).where(eq(users.id, owner.id));
    const free = { companyID: company._id, plan: '1m', isReferalMonth: true };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', '/api/feature/renew', free, owner.token)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400, 400, 400, 400, 400]);
    for (const a of answers.filter((x) => x.statusCode === 400))
      expect(a.json().errors[0].msg).toBe('This business has already used its free month');
    const plans = await w.t.database.db
      .select()
      .from(featuredPlans)
      .where(and(eq(featuredPlans.companyId, company._id), eq(featuredPlans.freeMonth, true)));
    expect(plans).toHaveLength(1);
    const [u] = await w.t.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(u.freeMonths).toBe(2);
  });

  it('renews with a new pending plan at the server’s price', async () => {
    const { company, owner } = await newBusiness();
    const body = { companyID: company._id, plan: '1year', userId: owner.id };
    expectErrors(
      await call('POST', '/api/feature/renew', { ...body, amount: 1 }, owner.token),
      400,
      [{ msg: 'The amount does not match the price of this plan' }],
    );
    const res = await call('POST', '/api/feature/renew', body, owner.token);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 100, plan: { status: 'pending', amount: 100 } });
  });
});
