import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BookingView } from '@slotmap/domain/booking-view';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BookingWorld,
  bookingBody,
  bookingWorld,
  TOMORROW,
} from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { runOutbox } from '../../test/inbox.ts';
import { sendReviewRequests } from '../reviews/request-sweep.ts';
import { keep, seen, to } from '../../test/mail-reading.ts';
import { startSmtpServer, type TestSmtpServer } from '../../test/smtp-server.ts';
import { imageFile, PNG, upload } from '../../test/upload-kit.ts';

const WHEN = 'Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST';

/**
 * With MAIL_HTML_DIR set, each mail's HTML part is kept there as a file, to look at in a browser
 * (the screenshots of decision 059 are taken from them).
 */
describe(`the mails a booking sends, as the SMTP server received them, on ${testDbKind}`, () => {
  let smtp: TestSmtpServer;
  let w: BookingWorld;
  let booking: BookingView;
  const dataDir = mkdtempSync(join(tmpdir(), 'slotmap-mail-uploads-'));
  const mailTo = (email: string, subject: string) =>
    smtp.received.find((m) => to(m).includes(email) && m.subject?.startsWith(subject));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    w = await bookingWorld({ smtpUrl: smtp.url, dataDir });
    const created = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, {
        intakeForm: [{ field_label: 'Reason for visit', field_type: 'text', value: 'Toothache' }],
      }),
      w.customer.token,
    );
    expect(created.statusCode, created.body).toBe(201);
    booking = created.json();
    await runOutbox(w.t, 3);
  }, 120_000);
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  it('confirms in HTML and plain text with every fact, a map link and a calendar file', async () => {
    const mail = mailTo(w.customer.email, 'Booking confirmed');
    keep('booking-confirmed', mail);
    expect(mail?.html).toBeTruthy();
    const link = `http://slotmap.test/bookings/${booking._id}`;
    for (const part of [mail?.text ?? '', seen(mail?.html ?? '')]) {
      expect(part).toContain(`Hi Cora,`);
      expect(part).toContain(w.company.name);
      expect(part).toContain('100 King St W');
      expect(part).toContain('Toronto, ON, M5X 1A9');
      expect(part).toContain('416-555-0199');
      expect(part).toContain('Cleaning (30 minutes)');
      expect(part).toContain('$80.00');
      expect(part).toContain(WHEN);
    }
    expect(mail?.text).toContain(`Manage the booking: ${link}`);
    expect(mail?.text).toContain('https://www.openstreetmap.org/?mlat=43.64870&mlon=-79.38170');
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.html).toContain('href="https://www.openstreetmap.org/?mlat=43.64870&amp;mlon=');

    // The invitation, read by an independent iCalendar parser.
    const ics = mail?.attachments.find((a) => a.filename === 'invite.ics');
    const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.uid).toBe(`${booking._id}@slotmap`);
    expect(event.summary).toBe(`Cleaning at ${w.company.name}`);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-12-02T15:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-12-02T15:30:00.000Z');
    expect(event.location).toContain('100 King St W');
  });

  it("gives the business's copy the customer and the intake answers", async () => {
    const mail = mailTo(w.owner.email, 'New booking');
    keep('booking-new-for-business', mail);
    for (const part of [mail?.text ?? '', seen(mail?.html ?? '')]) {
      expect(part).toContain(`Cora ${w.customer.lastName} booked Cleaning`);
      expect(part).toContain(w.customer.email);
      expect(part).toContain('Intake answers');
      expect(part).toContain('Reason for visit');
      expect(part).toContain('Toothache');
      expect(part).toContain('First visit');
      expect(part).toContain(WHEN);
    }
    expect(mail?.attachments.map((a) => a.filename)).toEqual(['invite.ics']);
    // Worded for the business, not the customer's "Reschedule or cancel".
    expect(mail?.text).not.toContain('Reschedule or cancel');
    expect(mail?.text).toContain("The booking page has the customer's details and comments.");
  });

  it('says in a comment mail that an image is attached', async () => {
    const h = { t: w.t, server: w.t.app, dataDir, close: async () => {} };
    const image = (await upload(h, w.owner.token, imageFile(PNG))).json().url as string;
    const res = await w.t.call(
      'POST',
      `/api/bookings/comment/${booking._id}`,
      { text: 'Please bring your X-ray', UploadImage: [image] },
      w.owner.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    await runOutbox(w.t, 2);
    const mail = mailTo(w.customer.email, 'New comment');
    keep('comment', mail);
    for (const part of [mail?.text ?? '', seen(mail?.html ?? '')]) {
      expect(part).toContain('Please bring your X-ray');
      expect(part).toContain('An image is attached to the comment');
    }
  });

  it('tells the one who cancelled "You cancelled", and the other side who did', async () => {
    const res = await w.t.call(
      'DELETE',
      `/api/bookings/${booking._id}`,
      { reason: 'Car broke down' },
      w.customer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    await runOutbox(w.t, 2);
    const mine = mailTo(w.customer.email, 'Cancelled');
    const theirs = mailTo(w.owner.email, 'Cancelled');
    keep('cancelled-by-you', mine);
    keep('cancelled-by-them', theirs);
    expect(mine?.text).toContain(`You cancelled the appointment Cleaning at ${w.company.name}`);
    expect(mine?.text).not.toContain(`Cora ${w.customer.lastName} cancelled`);
    expect(theirs?.text).toContain(
      `Cora ${w.customer.lastName} cancelled the appointment Cleaning at ${w.company.name}`,
    );
    for (const m of [mine, theirs]) {
      expect(seen(m?.html ?? '')).toContain('Car broke down');
      const ics = m?.attachments.find((a) => a.filename === 'invite.ics');
      const calendar = new ICAL.Component(ICAL.parse(ics?.content.toString('utf8') ?? ''));
      expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    }
  });

  it('sends a customer who deletes the account one mail listing what it cancelled', async () => {
    for (const start_time of [600, 720])
      expect(
        (await w.t.call('POST', '/api/bookings', bookingBody(w, { start_time }), w.customer.token))
          .statusCode,
      ).toBe(201);
    const deleted = await w.t.call('DELETE', '/api/profile', undefined, w.customer.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await runOutbox(w.t, 4);
    const mails = smtp.received.filter(
      (m) => to(m).includes(w.customer.email) && m.subject?.includes('account is deleted'),
    );
    expect(mails).toHaveLength(1);
    keep('account-deleted', mails[0]);
    expect(mails[0].subject).toBe('Your Slotmap account is deleted: 2 appointments cancelled');
    for (const part of [mails[0].text ?? '', seen(mails[0].html)]) {
      expect(part).toContain(WHEN);
      expect(part).toContain('Wednesday, December 2, 2026, 12:00 PM – 12:30 PM EST');
    }
    // No mail per booking to the one who left; the business hears of each.
    expect(
      smtp.received.filter((m) => to(m).includes(w.customer.email) && m.subject === 'Cancelled'),
    ).toHaveLength(0);
    expect(
      smtp.received.filter(
        (m) => to(m).includes(w.owner.email) && m.subject?.startsWith('Cancelled'),
      ),
    ).toHaveLength(3);
    expect(TOMORROW).toBe('2026-12-02');
  });
});

describe(`a reminder, a move and a review request, as the SMTP server received them, on ${testDbKind}`, () => {
  let smtp: TestSmtpServer;
  let w: BookingWorld;
  let booking: BookingView;
  const mailTo = (email: string, subject: string) =>
    smtp.received.find((m) => to(m).includes(email) && m.subject?.startsWith(subject));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    w = await bookingWorld({ smtpUrl: smtp.url });
    const created = await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token);
    expect(created.statusCode, created.body).toBe(201);
    booking = created.json();
    await runOutbox(w.t, 3);
  }, 120_000);
  afterAll(async () => {
    await w.t.close();
    await smtp.close();
  });

  it('reminds with every fact of the booking and the button to it', async () => {
    // The 24 h reminder of a visit at 15:00Z is due at 15:00Z the day before.
    w.clock.now = new Date('2026-12-01T15:00:00Z');
    expect(await w.t.app.reminderSweep.runOnce()).toEqual({ sent: 1, cancelled: 0 });
    await runOutbox(w.t, 2);
    const mail = mailTo(w.customer.email, 'Reminder');
    keep('reminder', mail);
    expect(mail?.subject).toBe(`Reminder: Cleaning at ${w.company.name}, ${WHEN}`);
    for (const part of [mail?.text ?? '', seen(mail?.html ?? '')]) {
      expect(part).toContain('Hi Cora,');
      expect(part).toContain(`A reminder of your appointment at ${w.company.name}.`);
      expect(part).toContain('Cleaning (30 minutes)');
      expect(part).toContain('$80.00');
      expect(part).toContain(WHEN);
      expect(part).toContain('100 King St W');
      expect(part).toContain('416-555-0199');
      expect(part).toContain('You can turn reminders off on your account page.');
    }
    const link = `http://slotmap.test/bookings/${booking._id}`;
    expect(mail?.text).toContain(`See, move or cancel it: ${link}`);
    expect(mail?.html).toContain(`href="${link}"`);
  });

  it("tells the business of a move in the business's words", async () => {
    const res = await w.t.call(
      'POST',
      `/api/bookings/${booking._id}/reschedule`,
      { start_date: TOMORROW, start_time: 780 },
      w.customer.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    await runOutbox(w.t, 3);
    const mail = mailTo(w.owner.email, 'Moved');
    keep('moved', mail);
    for (const part of [mail?.text ?? '', seen(mail?.html ?? '')]) {
      expect(part).toContain('Wednesday, December 2, 2026, 1:00 PM – 1:30 PM EST');
      expect(part).toContain(WHEN);
      expect(part).not.toContain('Reschedule or cancel');
    }
  });

  it('asks for a review after the visit, with its facts and the review form', async () => {
    const end = new Date('2026-12-02T18:30:00Z');
    w.clock.now = end;
    expect(await sendReviewRequests(w.t.database.db, end, 'http://slotmap.test')).toBe(1);
    await runOutbox(w.t, 2);
    const mail = mailTo(w.customer.email, 'How was your visit');
    keep('review-request', mail);
    expect(mail?.subject).toBe(`How was your visit to ${w.company.name}?`);
    for (const part of [mail?.text ?? '', seen(mail?.html ?? '')]) {
      expect(part).toContain('Hi Cora,');
      expect(part).toContain(`Thank you for visiting ${w.company.name} for your Cleaning.`);
      expect(part).toContain('Wednesday, December 2, 2026, 1:00 PM – 1:30 PM EST');
      expect(part).toContain('Cleaning (30 minutes)');
      expect(part).toContain('marked as a verified visit');
      // The business as every booking mail gives it: address, map and phone.
      expect(part).toContain('100 King St W');
      expect(part).toContain('Toronto, ON, M5X 1A9');
      expect(part).toContain('416-555-0199');
      // No price: the service may cost otherwise by now.
      expect(part).not.toContain('$80.00');
    }
    const form = `http://slotmap.test/bookings/${booking._id}#review`;
    expect(mail?.text).toContain(`Rate your visit: ${form}`);
    expect(mail?.html).toContain(`href="${form}"`);
    expect(mail?.text).toContain(`Business: ${w.company.name}`);
    expect(mail?.text).toContain(
      'Open the map: https://www.openstreetmap.org/?mlat=43.64870&mlon=-79.38170',
    );
    expect(mail?.html).toContain('href="https://www.openstreetmap.org/?mlat=43.64870&amp;mlon=');
  });
});
