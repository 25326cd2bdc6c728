import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devMails, devTexts } from '../../db/schema/platform.ts';
import {
  type BookingWorld,
  bookingWorld,
  createBooking,
  setLanguage,
} from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { spaced } from '../../test/mail-reading.ts';
import { runOutbox } from '../../test/inbox.ts';

/* Cora reads Slotmap in French, Stan in English; both have a visit tomorrow, and the day-before
   reminders go out at 15:00Z today (decision 057). */
describe(`reminders in the customer's language, on ${testDbKind}`, () => {
  let w: BookingWorld;

  beforeAll(async () => {
    w = await bookingWorld();
    await setLanguage(w, w.customer.token, 'fr');
    await createBooking(w, { start_time: 600, reminder_texts: true });
    await createBooking(w, { start_time: 660 }, w.stranger.token);
    w.clock.now = new Date('2026-12-01T16:00:00Z');
    await w.t.app.reminderSweep.runOnce();
    await runOutbox(w.t, 1);
  }, 120_000);
  afterAll(() => w.t.close());

  const mailTo = async (email: string) =>
    (
      await w.t.database.db.select().from(devMails).where(like(devMails.jobKey, 'reminder-mail:%'))
    ).find((m) => m.to === email);

  it('writes a French customer’s reminder mail in French', async () => {
    const mail = await mailTo(w.customer.email);
    expect(spaced(mail?.subject ?? '')).toBe(
      `Rappel : Cleaning chez ${w.company.name}, le mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE`,
    );
    expect(mail?.html).toMatch(/<html[^>]* lang="fr-CA"/);
    const text = spaced(mail?.text ?? '');
    expect(text).toContain('Bonjour Cora,');
    expect(text).toContain(`Un rappel de votre rendez-vous chez ${w.company.name}.`);
    expect(text).toContain('Quand : mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE');
    expect(text).toContain('Voir, déplacer ou annuler');
    expect(text).toContain('Vous pouvez désactiver les rappels sur la page de votre compte.');
    expect(text).not.toMatch(/Reminder|Hi Cora|When:/);
  });

  it('texts the reminder in French, with the opt-out keyword kept', async () => {
    const [text] = await w.t.database.db
      .select()
      .from(devTexts)
      .where(like(devTexts.jobKey, 'reminder-text:%'));
    expect(spaced(text.body)).toMatch(
      /^Rappel Slotmap : Cleaning chez .*, le mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE\. http:\/\/slotmap\.test\/bookings\/\S+ Répondez STOP pour ne plus recevoir de textos\.$/,
    );
  });

  it('writes an English customer’s reminder in English', async () => {
    const mail = await mailTo(w.stranger.email);
    expect(mail?.subject).toBe(
      `Reminder: Cleaning at ${w.company.name}, Wednesday, December 2, 2026, 11:00 AM – 11:30 AM EST`,
    );
    expect(mail?.html).toMatch(/<html[^>]* lang="en"/);
    expect(mail?.text).toContain('Hi Stan,');
    expect(mail?.text).toContain(`A reminder of your appointment at ${w.company.name}.`);
    expect(mail?.text).toContain('You can turn reminders off on your account page.');
  });
});
