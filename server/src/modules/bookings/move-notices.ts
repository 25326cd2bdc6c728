import { formatZonedRange } from '@slotmap/domain/zoned-format';
import type { Db } from '../../db/connection.ts';
import type { Events } from '../../jobs/events.ts';
import { enqueueAll } from '../../jobs/outbox.ts';
import { createMessage } from '../../jobs/notices.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import { companyNameOf, timeZoneOf } from './data.ts';
import { bookingMailParts, fullName, ownerOf, whenText } from './notices.ts';
import { UNTRANSLATED } from '../../i18n/catalogue.ts';

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
  const was = formatZonedRange(from.startAt, from.endAt, timeZoneOf(parts), { withDate: true });
  const now = whenText(parts, UNTRANSLATED);
  const link = `${publicUrl}/bookings/${b.id}`;
  await createMessage(tx, {
    userId: recipient.id,
    title: `Booking moved: ${b.serviceName} at ${companyName}`,
    text: `${mover} moved it to ${now} (was ${was}).`,
    type: 'booking',
    section,
    bookingId: b.id,
  });
  const key = `booking-moved:${b.id}:${b.sequence}:${section}`;
  const reader = section === 'business' ? 'business' : 'customer';
  const base = await bookingMailParts(tx, parts, owner, 'REQUEST', publicUrl, {
    language: UNTRANSLATED,
    reader,
  });
  const jobs: { kind: string; payload: Record<string, unknown>; key: string }[] = [
    {
      kind: 'mail',
      payload: {
        ...(await composeMail({
          ...base,
          to: recipient.email,
          subject: `Moved: ${b.serviceName} at ${companyName}, now ${now}`,
          greeting: recipient.firstName,
          paragraphs: [`${mover} moved the appointment ${b.serviceName} at ${companyName}.`],
          facts: [...base.facts, { label: 'Was', value: was }],
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
        body: `Slotmap: ${companyName} moved ${b.serviceName} to ${now}. ${link}`,
      },
      key,
    });
  await enqueueAll(tx, jobs);
}
