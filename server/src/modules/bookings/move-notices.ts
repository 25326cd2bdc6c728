import { formatZonedRange } from '@slotmap/domain/zoned-format';
import type { Db } from '../../db/connection.ts';
import type { Events } from '../../jobs/events.ts';
import { enqueueAll } from '../../jobs/outbox.ts';
import { createMessage } from '../../jobs/notices.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import { companyNameOf, timeZoneOf } from './data.ts';
import { bookingMailParts, fullName, ownerOf, whenText } from './notices.ts';
import { bookingWords } from './words.ts';

/**
 * A booking moved (docs/decisions/053): the OTHER side is told, with a notice in its messages and
 * a mail carrying the updated invitation (same UID, SEQUENCE raised), and a text to a customer
 * with a phone. The side that moved it saw the result on screen. Keys carry the booking's
 * sequence, so each move is told once, and a second move is told again.
 */
export async function bookingMovedEffects(
  tx: Db,
  { parts, by, from, publicUrl }: Events['booking.moved'],
) {
  const { booking: b, customer } = parts;
  const companyName = companyNameOf(parts);
  const owner = await ownerOf(tx, parts);
  const recipient = by === 'customer' ? owner : customer;
  if (!recipient) return;
  const section = by === 'customer' ? 'business' : 'user';
  const mover = by === 'customer' && customer ? fullName(customer) : companyName;
  // Told in the recipient's language (decision 069).
  const { language } = recipient;
  const was = formatZonedRange(from.startAt, from.endAt, timeZoneOf(parts), {
    withDate: true,
    language,
  });
  const now = whenText(parts, language);
  const link = `${publicUrl}/bookings/${b.id}`;
  const names = { service: b.serviceName, business: companyName };
  await createMessage(tx, {
    userId: recipient.id,
    title: bookingWords(language, 'bookings.moved.title', names),
    text: bookingWords(language, 'bookings.moved.text', { mover, now, was }),
    type: 'booking',
    section,
    bookingId: b.id,
  });
  const key = `booking-moved:${b.id}:${b.sequence}:${section}`;
  const reader = section === 'business' ? 'business' : 'customer';
  const base = await bookingMailParts(tx, parts, owner, 'REQUEST', publicUrl, {
    language,
    reader,
  });
  const jobs: { kind: string; payload: Record<string, unknown>; key: string }[] = [
    {
      kind: 'mail',
      payload: {
        ...(await composeMail({
          ...base,
          to: recipient.email,
          subject: bookingWords(language, 'bookings.moved.subject', { ...names, now }),
          greeting: recipient.firstName,
          paragraphs: [bookingWords(language, 'bookings.moved.intro', { ...names, mover })],
          facts: [
            ...base.facts,
            { label: bookingWords(language, 'bookings.moved.was'), value: was },
          ],
        })),
      },
      key,
    },
  ];
  // Texts only to a customer who asked for them (decision 057).
  if (section === 'user' && recipient.phone && recipient.reminderTexts)
    jobs.push({
      kind: 'sms',
      payload: {
        to: recipient.phone,
        body: bookingWords(language, 'bookings.moved.sms', { ...names, now, link }),
      },
      key,
    });
  await enqueueAll(tx, jobs);
}
