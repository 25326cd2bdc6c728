import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs } from '../../db/schema/platform.ts';
import {
  type BookingWorld,
  bookingWorld,
  createBooking,
  setLanguage,
} from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { spaced } from '../../test/mail-reading.ts';
import { noticesOfType } from '../../test/inbox.ts';
import { sendReviewRequests } from './request-sweep.ts';

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/* Cora reads Slotmap in French, Stan in English; both visits end by 16:30Z tomorrow. */
describe(`review requests in the customer's language, on ${testDbKind}`, () => {
  let w: BookingWorld;
  let mails: Mail[];

  beforeAll(async () => {
    w = await bookingWorld();
    await setLanguage(w, w.customer.token, 'fr');
    await createBooking(w, { start_time: 600 });
    await createBooking(w, { start_time: 660 }, w.stranger.token);
    expect(
      await sendReviewRequests(
        w.t.database.db,
        new Date('2026-12-02T17:00:00Z'),
        'http://slotmap.test',
      ),
    ).toBe(2);
    mails = (
      await w.t.database.db
        .select()
        .from(outboxJobs)
        .where(like(outboxJobs.idempotencyKey, 'mail:review-request:%'))
    ).map((j) => j.payload as unknown as Mail);
  }, 120_000);
  afterAll(() => w.t.close());

  it('asks a French customer in French: the mail and the notice', async () => {
    const mail = mails.find((m) => m.to === w.customer.email);
    expect(spaced(mail?.subject ?? '')).toBe(
      `Comment s’est passée votre visite chez ${w.company.name}?`,
    );
    expect(mail?.html).toMatch(/<html[^>]* lang="fr-CA"/);
    const text = spaced(mail?.text ?? '');
    expect(text).toContain('Bonjour Cora,');
    expect(text).toContain(
      `Merci de votre visite chez ${w.company.name} pour votre rendez-vous (Cleaning).`,
    );
    expect(text).toContain('Évaluer votre visite');
    expect(text).toContain('avec la mention « visite vérifiée ».');
    expect(text).toContain('mercredi 2 décembre 2026, 10 h 00 – 10 h 30 HNE');
    expect(text).not.toMatch(/Rate your visit|How was|Hi Cora/);
    const [notice] = await noticesOfType(w.t, w.customer.id, 'booking').then((n) =>
      n.filter((m) => m.title.startsWith('Comment')),
    );
    expect(spaced(notice.text)).toBe(
      'Évaluez votre rendez-vous (Cleaning) et aidez les autres à choisir : votre avis portera la mention « visite vérifiée ».',
    );
  });

  it('asks an English customer in English', async () => {
    const mail = mails.find((m) => m.to === w.stranger.email);
    expect(mail?.subject).toBe(`How was your visit to ${w.company.name}?`);
    expect(mail?.html).toMatch(/<html[^>]* lang="en"/);
    expect(mail?.text).toContain(
      `Thank you for visiting ${w.company.name} for your Cleaning. How was it? Rate your visit and leave a few words.`,
    );
    expect(mail?.text).toContain('Rate your visit');
  });
});
