import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import {
  createAdmin,
  createCompany,
  createUnclaimedCompany,
  createUser,
} from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe(`an admin grants a free month to a business owner, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const admin = filledBeforeAll(() => createAdmin(t));

  const grant = (body: unknown) => t.call('POST', '/api/feature/add-free-month', body, admin.token);
  const freeMonthsOf = async (who: User) =>
    (await t.database.db.select().from(users).where(eq(users.id, who.id)))[0].freeMonths;
  const audit = async (query: string) =>
    (await t.call('GET', `/api/admin/audit?${query}`, undefined, admin.token)).json();

  it('refuses a person who owns no business (400): nothing given, nothing recorded', async () => {
    const customer = await createUser(t);
    expectErrors(await grant({ userId: customer.id }), 400, [
      { msg: 'Free months are only for business owners: this person owns no business' },
    ]);
    expect(await freeMonthsOf(customer)).toBe(0);
    expect(await audit(`user=${customer.id}`)).toEqual([]);
  });

  it('records a month granted from a business page with that business, for its Activity', async () => {
    const owner = await createUser(t);
    const company = await createCompany(t, owner, { name: 'Birch Podiatry' });
    const res = await grant({ userId: owner.id, companyId: company._id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Free month added successfully' });
    expect(await freeMonthsOf(owner)).toBe(1);
    const page = await t.call('GET', `/api/admin/companies/${company._id}`, undefined, admin.token);
    expect(page.json().user).toMatchObject({ _id: owner.id, free_months: 1 });
    expect(await audit(`company=${company._id}`)).toEqual([
      expect.objectContaining({
        action: 'user.free-month',
        actor: { _id: admin.id, email: admin.email },
        company: { _id: company._id, name: 'Birch Podiatry' },
        user: { _id: owner.id, email: owner.email },
        before: { freeMonths: 0 },
        after: { freeMonths: 1 },
      }),
    ]);
    // Without a business (the spec's call), an owner still gets one, recorded with them alone.
    expect((await grant({ userId: owner.id })).statusCode).toBe(200);
    expect(await freeMonthsOf(owner)).toBe(2);
    const [latest] = await audit(`user=${owner.id}`);
    expect(latest).toMatchObject({ action: 'user.free-month', company: null });
  });

  it('refuses a business that is not the person’s, an unknown one and one that is no id', async () => {
    const owner = await createUser(t);
    await createCompany(t, owner);
    const other = await createCompany(t, await createUser(t));
    const unclaimed = await createUnclaimedCompany(t);
    for (const companyId of [other._id, unclaimed._id])
      expectErrors(await grant({ userId: owner.id, companyId }), 400, [
        { msg: 'This business is not owned by this person' },
      ]);
    expectErrors(
      await grant({ userId: owner.id, companyId: '0190a0a0-0000-7000-8000-000000000000' }),
      404,
      [{ msg: 'Company not found' }],
    );
    expectErrors(await grant({ userId: owner.id, companyId: 'nope' }), 400, [
      { msg: 'companyId must be a business id', param: 'companyId' },
    ]);
    expect(await freeMonthsOf(owner)).toBe(0);
  });
});
