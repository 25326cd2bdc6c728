import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createCompany, createUser } from '../../test/factories.ts';

describe(`deleting an owner's account on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createCheckedTestApp();
  });
  afterAll(() => t.close());

  it('keeps their businesses listed, unclaimed, with their services', async () => {
    const owner = await createUser(t);
    const first = await createCompany(t, owner);
    const second = await createCompany(t, owner, { name: 'Second Clinic' });
    const other = await createCompany(t, await createUser(t));

    expect((await t.call('DELETE', '/api/profile', undefined, owner.token)).statusCode).toBe(200);

    for (const c of [first, second]) {
      const after = (await t.call('GET', `/api/company/${c._id}`)).json();
      expect(after).toEqual({ ...c, user: null, is_admin: true });
    }
    const untouched = (await t.call('GET', `/api/company/${other._id}`)).json();
    expect(untouched).toEqual(other);
  });

  it('lets only an admin change an unclaimed business', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner);
    await t.call('DELETE', '/api/profile', undefined, owner.token);
    const someone = await createUser(t);
    expectErrors(
      await t.call(
        'PUT',
        `/api/company/business/${company._id}`,
        { name: 'Mine Now' },
        someone.token,
      ),
      403,
      [{ msg: 'You are not allowed to change this business' }],
    );
    const admin = await createAdmin(t);
    const res = await t.call(
      'PUT',
      `/api/company/business/${company._id}`,
      { name: 'Listed' },
      admin.token,
    );
    expect(res.json()).toMatchObject({ name: 'Listed', user: null, is_admin: true });
  });
});
