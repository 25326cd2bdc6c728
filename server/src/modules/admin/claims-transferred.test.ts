import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAudit } from '../../db/schema/audit.ts';
import { companies } from '../../db/schema/companies.ts';
import { claims } from '../../db/schema/discovery.ts';
import { messages } from '../../db/schema/messages.ts';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createUnclaimedCompany, createUser } from '../../test/factories.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/** Lets other requests run for `n` turns of the event loop (none when `n` is not above 0). */
async function turns(n: number) {
  for (let i = 0; i < n; i++) await new Promise((done) => setImmediate(done));
}

describe(`a transferred claim stays transferred, on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  beforeAll(async () => {
    // Each race signs up two people of its own.
    t = await createCheckedTestApp({
      config: { rateLimits: steadyRateLimits({ registrations: 100 }) },
    });
    admin = await createAdmin(t);
  }, 120_000);
  afterAll(() => t?.close());

  const fileClaim = (companyId: string, who: User) =>
    t.call('POST', '/api/claim', { company: companyId }, who.token);
  const transfer = (id: string) => t.call('PUT', '/api/claim/transfer', { id }, admin.token);
  const titlesOf = async (userId: string) =>
    (await t.database.db.select().from(messages).where(eq(messages.userId, userId))).map(
      (m) => m.title,
    );
  const openClaimsOf = (companyId: string) =>
    t.database.db
      .select()
      .from(claims)
      .where(and(eq(claims.companyId, companyId), eq(claims.isTransfered, false)));

  it('refuses to reject a transferred claim (409): the owner keeps it and is told nothing', async () => {
    const company = await createUnclaimedCompany(t, { name: 'Kept Osteopathy' });
    const owner = await createUser(t);
    const filed = await fileClaim(company._id, owner);
    expect((await transfer(filed.json()._id)).statusCode).toBe(200);

    expectErrors(
      await t.call('DELETE', `/api/claim/${filed.json()._id}`, undefined, admin.token),
      409,
      [{ msg: 'This claim was already transferred: it cannot be rejected' }],
    );
    const [kept] = await t.database.db.select().from(claims).where(eq(claims.id, filed.json()._id));
    expect(kept).toMatchObject({ isTransfered: true, userId: owner.id });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company._id));
    expect(row).toMatchObject({ userId: owner.id, isAdmin: false });
    expect(await titlesOf(owner.id)).toContain('Kept Osteopathy is yours');
    expect(await titlesOf(owner.id)).not.toContain(
      'Your claim of Kept Osteopathy was not accepted',
    );
    const transferred = await t.call(
      'GET',
      '/api/claim/transferred?limit=50',
      undefined,
      admin.token,
    );
    expect(transferred.json().map((c: { _id: string }) => c._id)).toContain(filed.json()._id);
    const recorded = await t.database.db
      .select({ action: adminAudit.action })
      .from(adminAudit)
      .where(eq(adminAudit.companyId, company._id));
    expect(recorded.map((r) => r.action)).toEqual(['claim.transfer']);
  });

  it('never leaves a claim open on a business transferred while it was filed', async () => {
    const races = await Promise.all(
      Array.from({ length: 16 }, async (_, i) => {
        const company = await createUnclaimedCompany(t, { name: `Racing Clinic ${i}` });
        const [first, late] = [await createUser(t), await createUser(t)];
        const filed = await fileClaim(company._id, first);
        return { company, first, late, claimId: filed.json()._id as string };
      }),
    );
    // One race at a time, each starting the claim a turn later against the transfer than the one
    // before (from 8 turns ahead to 7 behind), so that some claim is read before a transfer
    // takes the business and written after it.
    const answers = [];
    for (const [i, { company, late, claimId }] of races.entries()) {
      const lead = 8 - i;
      answers.push(
        await Promise.all([
          turns(-lead).then(() => transfer(claimId)),
          turns(lead).then(() => fileClaim(company._id, late)),
        ]),
      );
    }
    for (const [i, [transferred, claimed]] of answers.entries()) {
      const { company, first, late } = races[i];
      expect(transferred.statusCode, transferred.body).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(companies)
        .where(eq(companies.id, company._id));
      expect(row).toMatchObject({ userId: first.id, isAdmin: false });
      expect(await openClaimsOf(company._id)).toEqual([]);
      if (claimed.statusCode === 201)
        // Filed first: the transfer refused it and told its claimant.
        expect(await titlesOf(late.id)).toContain(`Your claim of ${company.name} was not accepted`);
      else expectErrors(claimed, 400, [{ msg: 'This business is already claimed' }]);
    }
  });
});
