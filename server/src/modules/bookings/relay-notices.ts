import type { Db } from '../../db/connection.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import type { BookingParts } from './data.ts';
import { bookingMailParts, whenText } from './notices.ts';
import { UNTRANSLATED } from '../../i18n/catalogue.ts';

/**
 * The only words the compatibility mail and SMS calls can send: the server's own note about the
 * booking they name. Nothing of the request (subject, html, text, body) reaches a message, so a
 * caller cannot use them to write to anyone, even to an address they signed up with.
 */

export type RelayKind = 'booking' | 'waitlist';

/** A header never spans lines, whatever a business called itself or its service. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

const about = ({ booking: b, company }: BookingParts) =>
  oneLine(`${b.serviceName} at ${company?.name ?? b.companyName}`);

const link = (parts: BookingParts, publicUrl: string) =>
  `${publicUrl}/bookings/${parts.booking.id}`;

export async function relayedMail(
  db: Db,
  kind: RelayKind,
  parts: BookingParts,
  to: { email: string; firstName: string },
  publicUrl: string,
) {
  const what = about(parts);
  const base = await bookingMailParts(db, parts, undefined, 'REQUEST', publicUrl, {
    language: UNTRANSLATED,
  });
  return composeMail({
    ...base,
    to: to.email,
    subject: kind === 'booking' ? `About your appointment: ${what}` : `Waitlist update: ${what}`,
    greeting: to.firstName,
    paragraphs: [`A note about the appointment ${what}, ${whenText(parts, UNTRANSLATED)}.`],
  });
}

export function relayedText(parts: BookingParts, to: string, publicUrl: string) {
  return {
    to,
    body: `Slotmap: a note about ${about(parts)}, ${whenText(parts, UNTRANSLATED)}. ${link(parts, publicUrl)}`,
  };
}
