import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { claims } from '../../db/schema/discovery.ts';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin, createUnclaimedCompany, createUser } from '../../test/factories.ts';
import { MSG_ALREADY_OWNED } from './claims.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

describe(`admins transfer and reject claims, on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const admin = filledBeforeAll(() => createAdmin(t));

  const claim = async (companyId: string) => {
    const who = await createUser(t);
    const res = await t.call('POST', '/api/claim', { company: companyId }, who.token);
    expect(res.statusCode).toBe(201);
    return { who, id: res.json()._id as string };
  };
  const titlesOf = async (userId: string) =>
    (await t.database.db.select().from(messages).where(eq(messages.userId, userId))).map(
      (m) => m.title,
    );

  it('transfers: the claimant owns it, the other claimants are told no, all recorded', async () => {
    const company = await createUnclaimedCompany(t, { name: 'Harbour Yoga' });
    const first = await claim(company._id);
    const second = await claim(company._id);

    const open = await t.call('GET', '/api/claim', undefined, admin.token);
    expect(open.json().map((c: { _id: string }) => c._id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    for (const who of [first.who]) {
      expect((await t.call('GET', '/api/claim', undefined, who.token)).statusCode).toBe(403);
      expect(
        (await t.call('PUT', '/api/claim/transfer', { id: first.id }, who.token)).statusCode,
      ).toBe(403);
    }

    const res = await t.call('PUT', '/api/claim/transfer', { id: first.id }, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Claim Transferred',
      claim: { _id: first.id, is_transfered: true },
    });
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company._id));
    expect(row).toMatchObject({ userId: first.who.id, isAdmin: false });
    expect(await t.database.db.select().from(claims).where(eq(claims.id, second.id))).toEqual([]);
    expect(await titlesOf(first.who.id)).toContain('Harbour Yoga is yours');
    expect(await titlesOf(second.who.id)).toContain('Your claim of Harbour Yoga was not accepted');
    const [mail] = await t.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.idempotencyKey, `mail:claim-transfer:${first.id}`));
    expect(mail.payload).toMatchObject({ to: first.who.email });

    const transferred = await t.call('GET', '/api/claim/transferred', undefined, admin.token);
    expect(transferred.json()[0]).toMatchObject({
      _id: first.id,
      transferredAt: expect.any(String),
    });
    const audit = await t.call(
      'GET',
      `/api/admin/audit?company=${company._id}`,
      undefined,
      admin.token,
    );
    expect(audit.json()).toMatchObject([
      { action: 'claim.transfer', user: { _id: first.who.id }, after: { owner: first.who.id } },
    ]);
    // The new owner manages it.
    const mine = await t.call('GET', '/api/company/mine', undefined, first.who.token);
    expect(mine.json().map((c: { _id: string }) => c._id)).toContain(company._id);
  });

  it('gives a business to exactly one of two transfers racing for it', async () => {
    const company = await createUnclaimedCompany(t, { name: 'Racing Pilates' });
    const [a, b] = [await claim(company._id), await claim(company._id)];
    const answers = await Promise.all(
      [a, b].map((c) => t.call('PUT', '/api/claim/transfer', { id: c.id }, admin.token)),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([404, 409]).toContain(codes[1]);
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company._id));
    const winner = answers[0].statusCode === 200 ? a : b;
    expect(row.userId).toBe(winner.who.id);
    // A business claimed since cannot be transferred again.
    const late = await claim(company._id).catch(() => null);
    expect(late).toBeNull();
    const third = await createUnclaimedCompany(t, { name: 'Third' });
    const c = await claim(third._id);
    await t.database.db
      .update(companies)
      .set({ isAdmin: false, userId: admin.id })
      .where(eq(companies.id, third._id));
    const refused = await t.call('PUT', '/api/claim/transfer', { id: c.id }, admin.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].msg).toBe(MSG_ALREADY_OWNED);
  });

  it('rejects: the claim goes and its claimant is told', async () => {
    const company = await createUnclaimedCompany(t, { name: 'Quiet Barber' });
    const c = await claim(company._id);
    const res = await t.call('DELETE', `/api/claim/${c.id}`, undefined, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Claim Removed' });
    expect(await t.database.db.select().from(claims).where(eq(claims.id, c.id))).toEqual([]);
    expect(await titlesOf(c.who.id)).toContain('Your claim of Quiet Barber was not accepted');
    expect((await t.call('DELETE', `/api/claim/${c.id}`, undefined, admin.token)).statusCode).toBe(
      404,
    );
    const [row] = await t.database.db.select().from(companies).where(eq(companies.id, company._id));
    expect(row.isAdmin).toBe(true);
  });
});
