import type { Language } from '@slotmap/domain/language';
import type { Db } from '../../db/connection.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import type { BookingParts } from './data.ts';
import { bookingMailParts, whenText } from './notices.ts';
import { bookingWords } from './words.ts';

/**
 * The only words the compatibility mail and SMS calls can send: the server's own note about the
 * booking they name. Nothing of the request (subject, html, text, body) reaches a message, so a
 * caller cannot use them to write to anyone, even to an address they signed up with.
 */

export type RelayKind = 'booking' | 'waitlist';

/** A header never spans lines, whatever a business called itself or its service. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

const about = ({ booking: b, company }: BookingParts, language: Language) =>
  oneLine(
    bookingWords(language, 'bookings.relay.about', {
      service: b.serviceName,
      business: company?.name ?? b.companyName,
    }),
  );

const link = (parts: BookingParts, publicUrl: string) =>
  `${publicUrl}/bookings/${parts.booking.id}`;

export async function relayedMail(
  db: Db,
  kind: RelayKind,
  parts: BookingParts,
  to: { email: string; firstName: string; language: Language },
  publicUrl: string,
) {
  // Written in the recipient's language (decision 069).
  const { language } = to;
  const what = about(parts, language);
  const base = await bookingMailParts(db, parts, undefined, 'REQUEST', publicUrl, { language });
  return composeMail({
    ...base,
    to: to.email,
    subject: bookingWords(
      language,
      kind === 'booking' ? 'bookings.relay.bookingSubject' : 'bookings.relay.waitlistSubject',
      { what },
    ),
    greeting: to.firstName,
    paragraphs: [
      bookingWords(language, 'bookings.relay.intro', { what, when: whenText(parts, language) }),
    ],
  });
}

/** The text to `to`, a number of the booking's people, written in `language`, its reader's. */
export function relayedText(
  parts: BookingParts,
  to: string,
  publicUrl: string,
  language: Language,
) {
  return {
    to,
    body: bookingWords(language, 'bookings.relay.sms', {
      what: about(parts, language),
      when: whenText(parts, language),
      link: link(parts, publicUrl),
    }),
  };
}
