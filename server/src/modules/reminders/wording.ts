import { DEFAULT_LANGUAGE, type Language } from '@slotmap/domain/language';
import { formatZonedRange } from '@slotmap/domain/zoned-format';
import { bookingMailFacts } from '../../integrations/mail/booking-facts.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import type { OutgoingMail } from '../../integrations/mail/transport.ts';
import type { OutgoingSms } from '../../integrations/sms/transport.ts';
import { type BookingParts, companyNameOf, timeZoneOf } from '../bookings/data.ts';
import { bookingPageUrl } from '../bookings/present.ts';
import { reminderWords } from './words.ts';

/** The customer's language: a reminder is written in it (decision 069). */
const languageOf = (parts: BookingParts): Language => parts.customer?.language ?? DEFAULT_LANGUAGE;

/** The appointment on the business's clock, its zone always named (decision 056). */
function whenOf(parts: BookingParts, language: Language): string {
  const { booking: b } = parts;
  return formatZonedRange(b.startAt, b.endAt, timeZoneOf(parts), { withDate: true, language });
}

/**
 * The reminder mail (decision 059): the booking's facts, its zone named, and the button to the
 * booking page, where it is moved or cancelled. `price` is the service's price today, if any.
 */
export function reminderMail(
  parts: BookingParts,
  price: string | null,
  to: string,
  publicUrl: string,
): Promise<OutgoingMail> {
  const { booking: b, customer } = parts;
  const language = languageOf(parts);
  const business = companyNameOf(parts);
  return composeMail({
    language,
    to,
    subject: reminderWords(language, 'reminderMail.subject', {
      service: b.serviceName,
      business,
      when: whenOf(parts, language),
    }),
    heading: business,
    ...(customer?.firstName ? { greeting: customer.firstName } : {}),
    paragraphs: [reminderWords(language, 'reminderMail.intro', { business })],
    facts: bookingMailFacts(parts, price, language),
    action: {
      label: reminderWords(language, 'reminderMail.action'),
      url: bookingPageUrl(parts, publicUrl),
    },
    notes: [reminderWords(language, 'reminderMail.turnOff')],
  });
}

/**
 * The reminder text. It ends with how to opt out: Twilio's opt-out keywords (STOP and its kin)
 * then turn texts off, in either language.
 */
export function reminderText(parts: BookingParts, to: string, publicUrl: string): OutgoingSms {
  const { booking: b } = parts;
  const language = languageOf(parts);
  return {
    to,
    body: reminderWords(language, 'reminderMail.text', {
      service: b.serviceName,
      business: companyNameOf(parts),
      when: whenOf(parts, language),
      link: bookingPageUrl(parts, publicUrl),
    }),
  };
}
