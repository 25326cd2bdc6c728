import type { BookingView } from '@slotmap/domain/booking-view';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import {
  type BookingWorld,
  bookingBody,
  bookingWorld,
  createBooking,
  setLanguage,
  TOMORROW,
} from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { spaced } from '../../test/mail-reading.ts';
import { noticesOfBooking } from '../../test/inbox.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The booking's other notices (the business's copy, a move, a comment, a cancellation, the
 * server's relayed note, an account deleted) are written in each recipient's saved language:
 * Cora reads Slotmap in French, Olga (the owner) and Stan in English, until Olga switches.
 */
describe(`a booking's notices in each recipient's language, on ${testDbKind}`, () => {
  let w: BookingWorld;
  let booking: BookingView;
  const when = 'mercredi 2 décembre 2026, 11 h 00 – 11 h 30 HNE';

  const jobs = async (key: string) =>
    (await w.t.database.db.select().from(outboxJobs).where(like(outboxJobs.idempotencyKey, key)))
      .map((j) => j.payload as unknown as Mail)
      .sort((a, b) => a.to.localeCompare(b.to));
  const mailTo = async (key: string, email: string) => {
    const mail = (await jobs(key)).find((m) => m.to === email);
    expect(mail, `${key} to ${email}`).toBeDefined();
    return mail as Mail;
  };
  beforeAll(async () => {
    w = await bookingWorld();
    await setLanguage(w, w.customer.token, 'fr');
    // The owner's own number, so a text to it is the owner's.
    await w.t.database.db
      .update(users)
      .set({ phone: '4165550111' })
      .where(eq(users.id, w.owner.id));
    booking = await createBooking(w);
    const moved = await w.t.call(
      'POST',
      `/api/bookings/${booking._id}/reschedule`,
      { start_date: TOMORROW, start_time: 660 },
      w.owner.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
  }, 120_000);
  afterAll(() => w.t.close());

  it('tells a French customer of a move in French: notice, mail and its invitation', async () => {
    const mail = await mailTo(`mail:booking-moved:${booking._id}:%`, w.customer.email);
    expect(spaced(mail.subject)).toBe(
      `Déplacé : Cleaning chez ${w.company.name}, maintenant le ${when}`,
    );
    expect(mail.html).toMatch(/<html[^>]* lang="fr-CA"/);
    expect(spaced(mail.text)).toContain(
      `${w.company.name} a déplacé le rendez-vous Cleaning chez ${w.company.name}.`,
    );
    expect(spaced(mail.text)).toContain('Avant : mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE');
    expect(mail.text).not.toMatch(/Hi |moved|When/);
    const [notice] = await noticesOfBooking(
      w.t,
      booking._id,
      `Rendez-vous déplacé\u00a0: Cleaning chez ${w.company.name}`,
    );
    expect(spaced(notice.text)).toBe(
      `${w.company.name} l’a déplacé au ${when} (auparavant le mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE).`,
    );
  });

  it("writes a comment's mail in its reader's language, either way", async () => {
    const comment = (token: string, text: string) =>
      w.t.call('POST', `/api/bookings/comment/${booking._id}`, { text }, token);
    expect((await comment(w.owner.token, 'See you then')).statusCode).toBe(201);
    expect((await comment(w.customer.token, 'Merci')).statusCode).toBe(201);
    const toCora = await mailTo('mail:comment:%', w.customer.email);
    expect(spaced(toCora.subject)).toBe(`Nouveau commentaire sur Cleaning chez ${w.company.name}`);
    expect(toCora.html).toMatch(/<html[^>]* lang="fr-CA"/);
    expect(spaced(toCora.text)).toContain(
      `${w.company.name} a écrit au sujet du rendez-vous du ${when} :`,
    );
    expect(spaced(toCora.text)).toContain('Répondre sur la page du rendez-vous');
    const toOlga = await mailTo('mail:comment:%', w.owner.email);
    expect(toOlga.subject).toBe(`New comment on Cleaning at ${w.company.name}`);
    expect(toOlga.html).toMatch(/<html[^>]* lang="en"/);
    expect(toOlga.text).toContain(
      'Cora User wrote about the appointment of Wednesday, December 2, 2026, 11:00 AM – 11:30 AM EST:',
    );
  });

  it("relays the server's note in the reader's language, by mail and by text", async () => {
    const relay = (to: string, token: string) =>
      w.t.call('POST', '/api/bookings/send-booking-email', { booking: booking._id, to }, token);
    expect((await relay(w.customer.email, w.owner.token)).statusCode).toBe(202);
    expect((await relay(w.owner.email, w.customer.token)).statusCode).toBe(202);
    const toCora = await mailTo('mail:relay-booking:%', w.customer.email);
    expect(spaced(toCora.subject)).toBe(
      `À propos de votre rendez-vous : Cleaning chez ${w.company.name}`,
    );
    expect(toCora.html).toMatch(/<html[^>]* lang="fr-CA"/);
    expect(spaced(toCora.text)).toContain(
      `Une note au sujet du rendez-vous Cleaning chez ${w.company.name}, le ${when}.`,
    );
    const toOlga = await mailTo('mail:relay-booking:%', w.owner.email);
    expect(toOlga.subject).toBe(`About your appointment: Cleaning at ${w.company.name}`);

    const text = (phone: string) =>
      w.t.call('POST', '/api/messages/sendsms', { booking: booking._id, phone }, w.owner.token);
    expect((await text(w.customer.phone)).statusCode).toBe(202);
    expect((await text('4165550111')).statusCode).toBe(202);
    const texts = (
      await w.t.database.db
        .select()
        .from(outboxJobs)
        .where(like(outboxJobs.idempotencyKey, 'sms:relay-sms:%'))
    ).map((j) => j.payload as { to: string; body: string });
    const link = `http://slotmap.test/bookings/${booking._id}`;
    expect(texts.map((t) => spaced(t.body)).sort()).toEqual([
      `Slotmap : une note au sujet de Cleaning chez ${w.company.name}, le ${when}. ${link}`,
      `Slotmap: a note about Cleaning at ${w.company.name}, Wednesday, December 2, 2026, 11:00 AM – 11:30 AM EST. ${link}`,
    ]);
  });

  it('tells each side of a cancellation in their own language', async () => {
    const res = await w.t.call(
      'DELETE',
      `/api/bookings/${booking._id}`,
      { reason: 'Empêchement' },
      w.customer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    const toCora = await mailTo(`mail:booking-cancelled:${booking._id}:%`, w.customer.email);
    expect(spaced(toCora.subject)).toBe(`Annulé : Cleaning chez ${w.company.name}`);
    expect(toCora.html).toMatch(/<html[^>]* lang="fr-CA"/);
    expect(spaced(toCora.text)).toContain(
      `Vous avez annulé le rendez-vous Cleaning chez ${w.company.name}, le ${when}. ${w.company.name} en a été avisé.`,
    );
    expect(spaced(toCora.text)).toContain('Motif : Empêchement');
    expect(spaced(toCora.text)).toContain('Voir le rendez-vous');
    const toOlga = await mailTo(`mail:booking-cancelled:${booking._id}:%`, w.owner.email);
    expect(toOlga.subject).toBe(`Cancelled: Cleaning at ${w.company.name}`);
    expect(toOlga.text).toContain(
      `Cora User cancelled the appointment Cleaning at ${w.company.name},`,
    );
    expect(toOlga.text).toContain('Reason: Empêchement');
    const notices = await noticesOfBooking(w.t, booking._id);
    expect(notices.map((n) => spaced(n.title))).toEqual(
      expect.arrayContaining([
        `Rendez-vous annulé : Cleaning chez ${w.company.name}`,
        `Booking cancelled: Cleaning at ${w.company.name}`,
      ]),
    );
  });

  it("writes the business's copy of a new booking in the owner's language", async () => {
    await setLanguage(w, w.owner.token, 'fr');
    const created = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_time: 780 }),
      w.stranger.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as BookingView)._id;
    const toOlga = await mailTo(`mail:booking-created:${id}:owner`, w.owner.email);
    expect(spaced(toOlga.subject)).toBe(
      'Nouveau rendez-vous : Cleaning le mercredi 2 décembre 2026, 13 h 00 – 13 h 30 HNE',
    );
    expect(toOlga.html).toMatch(/<html[^>]* lang="fr-CA"/);
    const text = spaced(toOlga.text);
    expect(text).toContain(`Stan User a réservé Cleaning chez ${w.company.name}.`);
    expect(text).toContain('Client : Stan User');
    expect(text).toContain('Réponses au questionnaire d’accueil');
    expect(text).toContain('Ouvrir le rendez-vous');
    expect(text).not.toMatch(/New booking|Customer|Intake answers/);
    const [notice] = await noticesOfBooking(
      w.t,
      id,
      'Nouveau rendez-vous\u00a0: Stan User, Cleaning',
    );
    expect(notice?.userId).toBe(w.owner.id);
    // Stan's own confirmation stays English.
    const toStan = await mailTo(`mail:booking-created:${id}:customer`, w.stranger.email);
    expect(toStan.subject).toBe(`Booking confirmed: Cleaning at ${w.company.name}`);
    await setLanguage(w, w.owner.token, 'en');
  });

  it('lists what an account deletion cancelled in the French customer’s language', async () => {
    await createBooking(w, { start_time: 840 });
    const res = await w.t.call('DELETE', '/api/profile', undefined, w.customer.token);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await mailTo('mail:account-deleted:%', w.customer.email);
    expect(spaced(mail.subject)).toBe('Votre compte Slotmap est supprimé : 1 rendez-vous annulé');
    expect(mail.html).toMatch(/<html[^>]* lang="fr-CA"/);
    const text = spaced(mail.text);
    expect(text).toContain('Vous avez supprimé votre compte Slotmap.');
    expect(text).toContain(
      'Ce rendez-vous à venir a été annulé, et l’entreprise en a été avisée :',
    );
    expect(text).toContain(`Cleaning chez ${w.company.name}`);
    expect(text).toContain('mercredi 2 décembre 2026, 14 h 00 – 14 h 30 HNE');
    expect(text).toContain('Pour réserver de nouveau, créez un compte en tout temps.');
  });
});
