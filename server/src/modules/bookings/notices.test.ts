import type { BookingView } from '@slotmap/domain/booking-view';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devTexts, outboxJobs } from '../../db/schema/platform.ts';
import { testDbKind } from '../../test/database.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../../test/booking-world.ts';
import { runOutbox } from '../../test/inbox.ts';

/** The VEVENT lines of an .ics text, unfolded (RFC 5545 §3.1). */
function icsLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n');
}

type Mail = TestSmtpServer['received'][number];
const recipients = (m: Mail) =>
  m.to && !Array.isArray(m.to) ? m.to.value.map((a) => a.address) : [];

describe(`what a booking tells its parties on ${testDbKind}`, () => {
  let smtp: TestSmtpServer;
  let w: BookingWorld;
  let booking: BookingView;
  // The first two deliveries are refused: the outbox must retry and deliver each mail once.
  beforeAll(async () => {
    smtp = await startSmtpServer({ failFirst: 2 });
    w = await bookingWorld({ smtpUrl: smtp.url });
    // The customer asks for texts: without it none is sent (decision 057, reminder-choices tests).
    booking = (
      await w.t.call(
        'POST',
        '/api/bookings',
        bookingBody(w, { reminder_texts: true }),
        w.customer.token,
      )
    ).json();
  });
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  const deliverAll = () => runOutbox(w.t, 6);

  it('confirms by mail with a calendar invitation to both, once each despite refused deliveries', async () => {
    expect(booking._id).toBeTruthy();
    await deliverAll();
    const confirmations = smtp.received.filter((m) => m.subject?.includes(booking.service.name));
    expect(confirmations.flatMap(recipients).sort()).toEqual(
      [w.customer.email, w.owner.email].sort(),
    );
    for (const mail of confirmations) {
      const invite = mail.attachments.find((a) => a.filename === 'invite.ics');
      expect(invite?.contentType).toBe('text/calendar');
      const lines = icsLines(invite?.content.toString('utf8') ?? '');
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines).toContain('METHOD:REQUEST');
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain(`UID:${booking._id}@slotmap`);
      // 10:00–10:30 in Toronto on 2 December 2026 is 15:00–15:30 UTC.
      expect(lines).toContain('DTSTART:20261202T150000Z');
      expect(lines).toContain('DTEND:20261202T153000Z');
      expect(
        lines.some(
          (l) => l.startsWith('ATTENDEE') && l.toLowerCase().includes(`mailto:${w.customer.email}`),
        ),
      ).toBe(true);
    }
    const customerMail = confirmations.find((m) => recipients(m).includes(w.customer.email));
    // Named in the business's zone: the reader may be elsewhere.
    const when = 'Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST';
    expect(customerMail?.text).toContain(`When: ${when}`);
    const ownerMail = confirmations.find((m) => recipients(m).includes(w.owner.email));
    expect(ownerMail?.subject).toContain(`on ${when}`);
    expect(customerMail?.text).toContain(`http://slotmap.test/bookings/${booking._id}`);
    const failed = await w.t.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.kind, 'mail'));
    expect(failed.every((j) => j.doneAt !== null && j.failedAt === null)).toBe(true);
  });

  it('texts the customer and notifies both sides in their own section', async () => {
    const texts = await w.t.database.db.select().from(devTexts);
    expect(texts).toHaveLength(1);
    expect(texts[0].to).toBe('+14165550100');
    expect(texts[0].body).toContain('Cleaning');
    expect(texts[0].body).toContain('for Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST.');
    const mine = (await w.t.call('GET', '/api/messages', undefined, w.customer.token)).json();
    const theirs = (await w.t.call('GET', '/api/messages', undefined, w.owner.token)).json();
    const about = (list: { booking?: string; section: string; type: string }[]) =>
      list.filter((m) => m.booking === booking._id);
    expect(about(mine)).toEqual([expect.objectContaining({ section: 'user', type: 'booking' })]);
    expect(about(theirs)).toEqual([
      expect.objectContaining({ section: 'business', type: 'booking' }),
    ]);
  });

  it('a comment reaches the other party; a cancellation both, with the reason and a CANCEL invitation', async () => {
    await w.t.call(
      'POST',
      `/api/bookings/comment/${booking._id}`,
      { text: 'Running late' },
      w.customer.token,
    );
    await w.t.call(
      'DELETE',
      `/api/bookings/${booking._id}`,
      { reason: 'Car broke down' },
      w.customer.token,
    );
    await deliverAll();
    const comment = smtp.received.filter((m) => m.subject?.startsWith('New comment'));
    expect(comment.flatMap(recipients)).toEqual([w.owner.email]);
    expect(comment[0].text).toContain('Running late');
    expect(comment[0].text).toContain(
      'appointment of Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST:',
    );
    const cancelled = smtp.received.filter((m) => m.subject?.startsWith('Cancelled'));
    expect(cancelled.flatMap(recipients).sort()).toEqual([w.customer.email, w.owner.email].sort());
    for (const mail of cancelled) {
      expect(mail.text).toContain('Reason: Car broke down');
      expect(mail.text).toContain(', Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST.');
      const lines = icsLines(mail.attachments[0].content.toString('utf8'));
      expect(lines).toContain('METHOD:CANCEL');
      expect(lines).toContain('STATUS:CANCELLED');
    }
  });
});
