import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxJobs } from '../../db/schema/platform.ts';
import { bookElsewhere, placeIn, suiteBookingWorld, VANCOUVER } from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { noticesOfBooking, queuedMails } from '../../test/inbox.ts';

describe(`mail and texts name the business's zone on ${testDbKind}`, () => {
  const w = suiteBookingWorld();

  /** Books 10:00 tomorrow on the business's clock and returns what the booking told people. */
  async function bookAt(place: ReturnType<typeof placeIn>) {
    // Booking texts only go to a customer who asked for them (decision 057).
    const { booking } = await bookElsewhere(w, place, { reminder_texts: true });
    const mails = (await queuedMails(w.t))
      .filter((j) => j.idempotencyKey.includes(`booking-created:${booking._id}`))
      .map((j) => j.mail);
    const [text] = await w.t.database.db
      .select()
      .from(outboxJobs)
      .where(
        and(
          eq(outboxJobs.kind, 'sms'),
          like(outboxJobs.idempotencyKey, `%booking-created:${booking._id}%`),
        ),
      );
    const notices = await noticesOfBooking(w.t, booking._id);
    return { booking, mails, text: text?.payload as { body: string } | undefined, notices };
  }

  it('says PDT for a Vancouver business in the mails, the text and the notices', async () => {
    // British Columbia keeps its summer clock all year from 1 November 2026 (decision 072).
    const told = await bookAt(VANCOUVER);
    const when = 'Wednesday, December 2, 2026, 10:00 AM – 11:00 AM PDT';
    // 10:00 on Vancouver's clock is 17:00 UTC (UTC-7), not 18:00 as the old winter time had it.
    expect(told.booking.start).toBe('2026-12-02T17:00:00.000Z');
    expect(told.mails).toHaveLength(2);
    for (const mail of told.mails) expect(mail.text).toContain(when);
    expect(told.mails.map((m) => m.subject)).toContain(`New booking: Consult on ${when}`);
    expect(told.text?.body).toContain(`for ${when}.`);
    expect(told.notices.map((n) => n.text)).toEqual([when, when]);
  });

  it("keeps Intl's offset name where en-US has no abbreviation (St. John's)", async () => {
    const told = await bookAt(placeIn("St. John's", 'NL', 47.5615, -52.7126));
    const when = 'Wednesday, December 2, 2026, 10:00 AM – 11:00 AM GMT-3:30';
    for (const mail of told.mails) expect(mail.text).toContain(`When: ${when}`);
    expect(told.text?.body).toContain(when);
  });
});
