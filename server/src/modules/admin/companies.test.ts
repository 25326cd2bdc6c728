import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import {
  createAdmin,
  createCompany,
  createUnclaimedCompany,
  createUser,
} from '../../test/factories.ts';

describe(`the admin's business list, on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckedTestApp();
  }, 120_000);
  afterAll(() => t?.close());

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
});
