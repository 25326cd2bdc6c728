import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { spaced } from '../../test/mail-reading.ts';
import { createAdmin, createUnclaimedCompany, createUser } from '../../test/factories.ts';

type User = Awaited<ReturnType<typeof createUser>>;

/* Élise and Félix read Slotmap in French, Ed in English: each is told of a claim in their own. */
describe(`a claim's outcome in each claimant's language, on ${testDbKind}`, () => {
  let t: TestApp;
  let admin: User;
  let elise: User;
  let felix: User;
  let ed: User;
  let claimId: string;
  const business = 'Clinique Soleil';

  beforeAll(async () => {
    t = await createCheckedTestApp({
      config: { rateLimits: steadyRateLimits({ registrations: 100 }) },
    });
    admin = await createAdmin(t);
    elise = await createUser(t, { firstName: 'Élise', language: 'fr' });
    felix = await createUser(t, { firstName: 'Félix', language: 'fr' });
    ed = await createUser(t, { firstName: 'Ed' });
    const company = await createUnclaimedCompany(t, { name: business });
    const other = await createUnclaimedCompany(t, { name: 'Studio Lune' });
    const file = async (companyId: string, who: User) =>
      (await t.call('POST', '/api/claim', { company: companyId }, who.token)).json()._id as string;
    claimId = await file(company._id, elise);
    await file(company._id, ed);
    const rejected = await file(other._id, felix);
    expect(
      (await t.call('PUT', '/api/claim/transfer', { id: claimId }, admin.token)).statusCode,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/claim/${rejected}`, undefined, admin.token)).statusCode,
    ).toBe(200);
  }, 120_000);
  afterAll(() => t?.close());

  // Their notices about businesses (each also has the welcome of the sign-up).
  const noticesOf = async (userId: string) =>
    (await t.database.db.select().from(messages).where(eq(messages.userId, userId))).filter(
      (m) => m.type === 'company',
    );

  it('tells the new French owner in French, in the notice and the mail', async () => {
    const [notice] = await noticesOf(elise.id);
    expect(notice.title).toBe(`${business} est à vous`);
    expect(spaced(notice.text)).toBe(
      'Votre revendication a été acceptée : l’entreprise est maintenant dans votre Gestion d’entreprise.',
    );
    const [job] = await t.database.db
      .select()
      .from(outboxJobs)
      .where(like(outboxJobs.idempotencyKey, `mail:claim-transfer:${claimId}`));
    const mail = job.payload as { to: string; subject: string; text: string; html: string };
    expect(mail.to).toBe(elise.email);
    expect(mail.subject).toBe(`${business} est maintenant à vous sur Slotmap`);
    expect(mail.html).toMatch(/<html[^>]* lang="fr-CA"/);
    const text = spaced(mail.text);
    expect(text).toContain('Bonjour Élise,');
    expect(text).toContain(`Votre revendication de ${business} a été acceptée :`);
    expect(text).toContain('ses heures d’ouverture');
    expect(text).toContain('Gérer votre entreprise');
    expect(text).toContain('Entreprise');
    expect(text).not.toMatch(/Hi |Manage your business|Your claim/);
  });

  it('tells the English claimant refused in English, the French one rejected in French', async () => {
    const [refused] = await noticesOf(ed.id);
    expect(refused).toMatchObject({
      title: `Your claim of ${business} was not accepted`,
      text: 'The business was transferred to another claimant.',
    });
    const [rejected] = await noticesOf(felix.id);
    expect(rejected).toMatchObject({
      title: 'Votre revendication de Studio Lune n’a pas été acceptée',
      text: 'Un administrateur a refusé la revendication.',
    });
  });
});
