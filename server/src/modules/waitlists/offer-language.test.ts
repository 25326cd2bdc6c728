import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { devTexts } from '../../db/schema/platform.ts';
import { testDbKind } from '../../test/database.ts';
import { spaced } from '../../test/mail-reading.ts';
import { setLanguage } from '../../test/booking-world.ts';
import {
  book,
  cancel,
  mailsTo,
  messagesOf,
  suiteOfferWorld,
  wait,
} from '../../test/offer-world.ts';

/* WaiterA and the owner read Slotmap in French, WaiterB in English: a freed time offered and wider
   hours are told to each in their own language (decision 069). */
describe(`waitlist notices in each reader's language, on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(2);
  const [french, english] = people;
  beforeAll(async () => {
    await setLanguage(w, french.token, 'fr');
    await setLanguage(w, w.owner.token, 'fr');
    await wait(w, french, 'Wednesday', 'morning', { byText: true });
    const booking = await book(w, w.customer, 600);
    expect((await cancel(w, w.customer, booking._id)).statusCode).toBe(200);
  }, 120_000);

  it('offers a freed time to a French waiter in French: mail, text and notice', async () => {
    const [mail] = (await mailsTo(w, french.email)).filter((m) => m.subject.startsWith('Une'));
    expect(mail.subject).toBe(`Une plage horaire s’est libérée chez ${w.company.name}`);
    expect(mail.html).toMatch(/<html[^>]* lang="fr-CA"/);
    const text = spaced(mail.text);
    expect(text).toContain('Bonjour WaiterA,');
    expect(text).toContain(
      `Une plage horaire que vous attendiez s’est libérée : Cleaning chez ${w.company.name}, le mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE.`,
    );
    expect(text).toContain('Elle vous est réservée jusqu’à 9 h 15 HNE, soit 15 minutes.');
    expect(text).toContain('Réserver ou refuser');
    expect(text).not.toMatch(/held for you|Hi |When:/);
    const [sms] = await w.t.database.db
      .select()
      .from(devTexts)
      .where(like(devTexts.jobKey, 'sms:waitlist-offer:%'));
    expect(spaced(sms.body)).toMatch(
      /^Slotmap : une plage horaire s’est libérée, Cleaning chez .*, le mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE\. Elle vous est réservée jusqu’à 9 h 15 HNE, soit 15 minutes\. http:\/\/slotmap\.test\/company\/\S+\?offer=\S+$/,
    );
    const [notice] = (await messagesOf(w, french.id, 'user')).filter((m) =>
      m.title.startsWith('Une plage'),
    );
    expect(spaced(notice.text)).toMatch(/ Réserver ou refuser : http:\/\/slotmap\.test\/company\//);
  });

  it("writes the owner's copy in the owner's French", async () => {
    const [mail] = (await mailsTo(w, w.owner.email)).filter((m) =>
      m.subject.startsWith('Une plage libérée'),
    );
    expect(mail.subject).toBe('Une plage libérée a été offerte à votre liste d’attente');
    expect(mail.html).toMatch(/<html[^>]* lang="fr-CA"/);
    expect(spaced(mail.text)).toContain(
      'Une plage libérée, le mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE, a été offerte à WaiterA, de votre liste d’attente; elle lui est réservée jusqu’à 9 h 15 HNE, soit 15 minutes.',
    );
    expect(mail.text).toContain('Voir la page de l’entreprise');
  });

  it('tells each waiter of wider hours in their language, naming their weekdays and periods', async () => {
    await wait(w, french, 'Saturday', 'morning');
    await wait(w, french, 'Sunday', 'morning');
    await wait(w, english, 'Saturday', 'morning');
    const saved = await w.t.call(
      'PUT',
      `/api/company/business/${w.company._id}`,
      { Saturday_start_time: 480, Sunday_start_time: 480 },
      w.owner.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [fr] = (await mailsTo(w, french.email)).filter((m) => m.subject.includes('offre plus'));
    expect(fr.subject).toBe(
      `${w.company.name} offre plus de plages horaires le samedi matin et le dimanche matin`,
    );
    expect(fr.html).toMatch(/<html[^>]* lang="fr-CA"/);
    expect(fr.text).toContain(
      `${w.company.name} ouvre maintenant plus longtemps le samedi matin et le dimanche matin, une période que vous attendez.`,
    );
    expect(fr.text).toContain('Premier arrivé, premier servi');
    const [en] = (await mailsTo(w, english.email)).filter((m) => m.subject.includes('opened more'));
    expect(en.subject).toBe(`${w.company.name} opened more times on Saturday mornings`);
    expect(en.html).toMatch(/<html[^>]* lang="en"/);
    expect(en.text).toContain('First come, first served');
    const told = (await messagesOf(w, english.id, 'user')).filter((m) => m.type === 'company');
    expect(told.map((m) => m.title)).toEqual([
      `${w.company.name} opened more times on Saturday mornings`,
    ]);
  });
});
