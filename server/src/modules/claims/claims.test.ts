import type { ClaimView } from '@slotmap/domain/company-view';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { claims } from '../../db/schema/discovery.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUnclaimedCompany, createUser } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

type User = Awaited<ReturnType<typeof createUser>>;

describe(`claims on ${testDbKind}`, () => {
  const t = suiteTestApp();
  let ana: User;
  let ben: User;
  beforeAll(async () => {
    [ana, ben] = await Promise.all([
      createUser(t, { firstName: 'Ana', lastName: 'Lima', phone: '4165550111' }),
      createUser(t),
    ]);
  });

  const claim = (body: unknown, user: User | undefined = ana) =>
    t.call('POST', '/api/claim', body, user?.token);
  const mine = async (user: User) => {
    const res = await t.call('GET', '/api/claim/me', undefined, user.token);
    expect(res.statusCode).toBe(200);
    return res.json() as ClaimView[];
  };
  const storedFor = (companyId: string) =>
    t.database.db.select().from(claims).where(eq(claims.companyId, companyId));

  it('files the caller’s claim to an unclaimed business (201, with who and what)', async () => {
    const company = await createUnclaimedCompany(t, {
      name: 'Ownerless Dental',
      phone: '4165550177',
    });
    const res = await claim({ company: company._id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      _id: expect.any(String),
      company: {
        _id: company._id,
        name: 'Ownerless Dental',
        email: company.email,
        phone: '4165550177',
      },
      user: {
        _id: ana.id,
        firstName: 'Ana',
        lastName: 'Lima',
        email: ana.email,
        phone: '4165550111',
      },
      is_transfered: false,
      date_created: expect.any(String),
    });
    expect(Date.parse(res.json().date_created)).toBeGreaterThan(Date.now() - 60_000);
    // Sending the caller's own id as `user` is fine, as older clients do.
    const other = await createUnclaimedCompany(t);
    expect((await claim({ company: other._id, user: ana.id })).statusCode).toBe(201);
  });

  it('refuses a second open claim by the same user (409), also when sent at once', async () => {
    const company = await createUnclaimedCompany(t);
    const both = await Promise.all([
      claim({ company: company._id }, ben),
      claim({ company: company._id }, ben),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectErrors(await claim({ company: company._id }, ben), 409, [
      { msg: 'You have already claimed this business' },
    ]);
    expect(await storedFor(company._id)).toHaveLength(1);
    // Someone else may still claim it.
    expect((await claim({ company: company._id }, ana)).statusCode).toBe(201);
  });

  it('refuses a business that has an owner (400)', async () => {
    const company = await createCompany(t, ben);
    expectErrors(await claim({ company: company._id }), 400, [
      { msg: 'This business is already claimed' },
    ]);
    expect(await storedFor(company._id)).toHaveLength(0);
  });

  it('refuses a claim by the business’s own owner (403)', async () => {
    const company = await createCompany(t, ben);
    // Listed by the platform while still tied to its owner: unclaimed, yet theirs.
    await t.database.db
      .update(companies)
      .set({ isAdmin: true })
      .where(eq(companies.id, company._id));
    expectErrors(await claim({ company: company._id }, ben), 403, [
      { msg: 'You cannot claim your own business' },
    ]);
  });

  it('refuses a claim in someone else’s name (403)', async () => {
    const company = await createUnclaimedCompany(t);
    expectErrors(await claim({ company: company._id, user: ben.id }), 403, [
      { msg: 'You can only claim for yourself' },
    ]);
    expect(await storedFor(company._id)).toHaveLength(0);
  });

  it('answers 404 for an unknown business, 400 without one, 401 without a token', async () => {
    for (const company of ['0190a0a0-0000-7000-8000-000000000000', 'not-an-id'])
      expectErrors(await claim({ company }), 404, [{ msg: 'Company not found' }]);
    expectErrors(await claim({}), 400, [{ msg: 'Company is required', param: 'company' }]);
    expectErrors(await t.call('POST', '/api/claim', { company: 'x' }), 401, [
      { msg: 'No token, authorization denied' },
    ]);
    expectErrors(await t.call('GET', '/api/claim/me'), 401, [
      { msg: 'No token, authorization denied' },
    ]);
  });

  it('lists the caller’s own claims, newest first', async () => {
    const carl = await createUser(t);
    const first = await createUnclaimedCompany(t, { name: 'First Claimed' });
    const second = await createUnclaimedCompany(t, { name: 'Second Claimed' });
    expect(await mine(carl)).toEqual([]);
    const a = (await claim({ company: first._id }, carl)).json() as ClaimView;
    const b = (await claim({ company: second._id }, carl)).json() as ClaimView;
    await claim({ company: second._id }, ben);
    expect(await mine(carl)).toEqual([b, a]);
  });
});
