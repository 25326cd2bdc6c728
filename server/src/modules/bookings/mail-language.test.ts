import type { BookingView } from '@slotmap/domain/booking-view';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingWorld,
  bookingBody,
  bookingWorld,
  setLanguage,
} from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { runOutbox } from '../../test/inbox.ts';
import { keep, seen, to, spaced } from '../../test/mail-reading.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';

describe(`the booking confirmation in the customer's language, as the SMTP server received it, on ${testDbKind}`, () => {
  let smtp: TestSmtpServer;
  let w: BookingWorld;
  let booking: BookingView;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    w = await bookingWorld({ smtpUrl: smtp.url });
    // Stan reads Slotmap in French; Olga, the owner, in English.
    await setLanguage(w, w.stranger.token, 'fr');
    const created = await w.t.call('POST', '/api/bookings', bookingBody(w), w.stranger.token);
    expect(created.statusCode, created.body).toBe(201);
    booking = created.json();
    await runOutbox(w.t, 3);
  }, 120_000);
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  const mailTo = (email: string) => smtp.received.find((m) => to(m).includes(email));

  it('says everything in French, the date and time in fr-CA with the zone, in both parts', () => {
    const mail = mailTo(w.stranger.email);
    keep('booking-confirmed-fr', mail);
    expect(mail?.subject).toBe(`Rendez-vous confirmé\u00a0: Cleaning chez ${w.company.name}`);
    expect(mail?.html).toMatch(/<html[^>]* lang="fr-CA"/);
    const link = `http://slotmap.test/bookings/${booking._id}`;
    for (const part of [spaced(mail?.text ?? ''), spaced(seen(mail?.html ?? ''))]) {
      expect(part).toContain('Bonjour Stan,');
      expect(part).toContain(`Votre rendez-vous chez ${w.company.name} est réservé.`);
      expect(part).toContain('Entreprise');
      expect(part).toContain('Cleaning (30 minutes)');
      expect(part).toContain('80,00 $');
      expect(part).toContain('mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE');
      expect(part).toContain('Voir la carte');
      expect(part).toContain(
        'Pour l’ajouter à votre calendrier, ouvrez le fichier invite.ics joint.',
      );
      expect(part).toContain(`Envoyé par Slotmap pour ${w.company.name}.`);
      expect(part).not.toMatch(/Hi Stan|Business|When|Manage the booking|EST/);
    }
    // The plain text writes its labels as French does, with a space before the colon.
    expect(mail?.text).toContain('Quand\u00a0: mercredi 2 décembre 2026');
    // A time never breaks across two lines in French.
    expect(mail?.text).toContain('10\u00a0h\u00a030\u00a0HNE');
    expect(mail?.text).toContain(`Gérer le rendez-vous\u00a0: ${link}`);
    expect(mail?.html).toContain(`href="${link}"`);
  });

  it("names the calendar invitation's event in French", () => {
    const ics = mailTo(w.stranger.email)?.attachments.find((a) => a.filename === 'invite.ics');
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toBe(`Cleaning chez ${w.company.name}`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-02T15:00:00.000Z');
  });

  it("writes the customer's notice in French too", async () => {
    const res = await w.t.call('GET', '/api/messages?page=1&limit=10', undefined, w.stranger.token);
    const notice = (res.json() as { title: string; text: string }[]).find((m) =>
      m.title.startsWith('Rendez-vous confirmé'),
    );
    expect(notice?.text.replace(/\u00a0/g, ' ')).toBe(
      'mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE',
    );
  });

  it("tells the owner in the owner's own language, one language a mail", () => {
    const mail = mailTo(w.owner.email);
    expect(mail?.subject).toMatch(/^New booking: Cleaning on Wednesday, December 2, 2026/);
    expect(mail?.html).toMatch(/<html[^>]* lang="en"/);
    expect(mail?.text).toContain('Hi Olga,');
    expect(mail?.text).toContain('When: Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST');
    expect(mail?.text).not.toMatch(/Quand|Entreprise|HNE/);
    const ics = mail?.attachments.find((a) => a.filename === 'invite.ics');
    expect(ics?.content.toString('utf8')).toContain(`SUMMARY:Cleaning at ${w.company.name}`);
  });
});
