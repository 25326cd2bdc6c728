import { describe, expect, it } from 'vitest';
import { featuredPlans } from '../../db/schema/listings.ts';
import { testDbKind } from '../../test/database.ts';
import {
  createAdmin,
  createCompany,
  createUnclaimedCompany,
  createUser,
} from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

describe(`the admin's business list, on ${testDbKind}`, () => {
  const t = suiteTestApp();

  it('pages every business with its owner (none while unclaimed), searchable, for admins only', async () => {
    const admin = await createAdmin(t);
    const owner = await createUser(t, { firstName: 'Odette', lastName: 'Owner' });
    const owned = await createCompany(t, owner, { name: 'Zircon Physio' });
    const unclaimed = await createUnclaimedCompany(t, { name: 'Zircon Dental' });
    const res = await t.call(
      'GET',
      '/api/company/admin/companies?search=zircon',
      undefined,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const byId = new Map(res.json().map((c: { _id: string }) => [c._id, c]));
    expect(byId.get(owned._id)).toMatchObject({
      name: 'Zircon Physio',
      is_admin: false,
      user: { _id: owner.id, firstName: 'Odette', lastName: 'Owner', email: owner.email },
      location: { city: expect.any(String) },
    });
    expect(byId.get(unclaimed._id)).toMatchObject({ is_admin: true, user: null });
    const paged = await t.call(
      'GET',
      '/api/company/admin/companies?limit=1&page=2',
      undefined,
      admin.token,
    );
    expect(paged.json()).toHaveLength(1);
    expect(
      (await t.call('GET', '/api/company/admin/companies?search=zi', undefined, admin.token))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.call('GET', '/api/company/admin/companies', undefined, owner.token)).statusCode,
    ).toBe(403);
    expect((await t.call('GET', '/api/company/admin/companies')).statusCode).toBe(401);
  });

  it('shows one business with owner, services and plans, and the featured plans by status', async () => {
    const admin = await createAdmin(t);
    const owner = await createUser(t, { firstName: 'Fay' });
    const company = await createCompany(t, owner, { name: 'Garnet Massage' });
    const start = new Date();
    await t.database.db.insert(featuredPlans).values([
      {
        companyId: company._id,
        boughtBy: owner.id,
        planName: '1m',
        amountCents: 1000,
        status: 'active',
        startDate: start,
        endDate: new Date(start.getTime() + 30 * 86_400_000),
        provider: 'test',
      },
      {
        companyId: company._id,
        planName: '3m',
        amountCents: 2800,
        status: 'inactive',
        provider: 'test',
      },
    ]);
    const info = await t.call('GET', `/api/admin/companies/${company._id}`, undefined, admin.token);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      _id: company._id,
      name: 'Garnet Massage',
      user: { _id: owner.id, firstName: 'Fay' },
      services: [{ _id: company.services[0]._id, name: company.services[0].name }],
      store_hours: expect.any(Object),
    });
    expect(
      info
        .json()
        .plans.map((p: { plan_name: string; amount: number }) => [p.plan_name, p.amount])
        .sort(),
    ).toEqual([
      ['1m', 10],
      ['3m', 28],
    ]);
    const active = await t.call('GET', '/api/admin/featured?search=garnet', undefined, admin.token);
    expect(active.json()).toMatchObject([
      {
        plan: { plan_name: '1m', status: 'active' },
        company: { _id: company._id },
        owner: { _id: owner.id },
      },
    ]);
    const inactive = await t.call(
      'GET',
      '/api/admin/featured?status=inactive&search=garnet',
      undefined,
      admin.token,
    );
    expect(inactive.json().map((r: { plan: { plan_name: string } }) => r.plan.plan_name)).toEqual([
      '3m',
    ]);
    expect(
      (await t.call('GET', '/api/admin/featured?status=gone', undefined, admin.token)).statusCode,
    ).toBe(400);
    expect(
      (await t.call('GET', `/api/admin/companies/${company._id}`, undefined, owner.token))
        .statusCode,
    ).toBe(403);
  });
});
