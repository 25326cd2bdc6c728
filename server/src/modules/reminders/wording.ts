import { formatZonedRange } from '@slotmap/domain/zoned-format';
import { bookingMailFacts } from '../../integrations/mail/booking-facts.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import type { OutgoingMail } from '../../integrations/mail/transport.ts';
import type { OutgoingSms } from '../../integrations/sms/transport.ts';
import { type BookingParts, companyNameOf, timeZoneOf } from '../bookings/data.ts';
import { bookingPageUrl } from '../bookings/present.ts';
import { UNTRANSLATED } from '../../i18n/catalogue.ts';

/** Every reminder text ends so; Twilio's opt-out keywords (STOP and its kin) then turn texts off. */
export const STOP_LINE = 'Reply STOP to opt out.';

/** The appointment on the business's clock, its zone always named (decision 056). */
function whenOf(parts: BookingParts): string {
  const { booking: b } = parts;
  return formatZonedRange(b.startAt, b.endAt, timeZoneOf(parts), { withDate: true });
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
  const business = companyNameOf(parts);
  return composeMail({
    to,
    subject: `Reminder: ${b.serviceName} at ${business}, ${whenOf(parts)}`,
    heading: business,
    ...(customer?.firstName ? { greeting: customer.firstName } : {}),
    paragraphs: [`A reminder of your appointment at ${business}.`],
    facts: bookingMailFacts(parts, price, UNTRANSLATED),
    action: { label: 'See, move or cancel it', url: bookingPageUrl(parts, publicUrl) },
    notes: ['You can turn reminders off on your account page.'],
  });
}

export function reminderText(parts: BookingParts, to: string, publicUrl: string): OutgoingSms {
  const { booking: b } = parts;
  return {
    to,
    body: `Slotmap reminder: ${b.serviceName} at ${companyNameOf(parts)}, ${whenOf(parts)}. ${bookingPageUrl(parts, publicUrl)} ${STOP_LINE}`,
  };
}
