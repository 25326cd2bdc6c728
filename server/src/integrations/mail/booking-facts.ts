import type { Language } from '@slotmap/domain/language';
import { formatPhone } from '@slotmap/domain/phone';
import { formatPrice } from '@slotmap/domain/price-format';
import { formatZonedRange } from '@slotmap/domain/zoned-format';
import type { BookingRow } from '../../db/schema/bookings.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import type { MailFact } from './compose.ts';
import { mailWords } from './mail-words.ts';

/**
 * The facts of a booking (or a time offered) as mails list them, written from the rows alone.
 * They live beside the mail's layout rather than in a module, so every module that mails about a
 * booking (bookings, reminders, reviews, waitlists) writes the same facts without importing
 * another module (decision 063).
 */

/** A booking and its business (null once the business left Slotmap). */
export interface BookingOfMail {
  booking: BookingRow;
  company: CompanyRow | null;
}

/** A service's price as the app shows it ("$45.00", "45,00 $"); null when the service is gone. */
export const priceText = (price: string | number | null, language: Language = 'en') =>
  price === null ? null : formatPrice(price, language);

/** The map of an address (OpenStreetMap, the app's own map), marked at the business. */
export const mapUrl = (lat: number, lng: number) =>
  `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lng.toFixed(5)}#map=17/${lat.toFixed(5)}/${lng.toFixed(5)}`;

/** A time at a business as a mail tells it: a booking's, or a freed time the waitlist offers. */
export interface VisitOfMail {
  /** Null when the service is not known (a waitlist offer of a service since retired). */
  serviceName: string | null;
  /** Minutes. */
  duration: number;
  startAt: Date;
  endAt: Date;
  /** The business's name and zone as they were then, for a business since gone. */
  companyName: string;
  companyTimeZone: string;
}

/**
 * The business as every mail about it names it (decision 059): its name, its address with a map
 * link, and its phone. Only the name once the business is gone. In the reader's language.
 */
export function businessMailFacts(
  c: CompanyRow | null,
  name: string,
  language: Language,
): MailFact[] {
  const words = (id: Parameters<typeof mailWords>[1]) => mailWords(language, id);
  const facts: MailFact[] = [{ label: words('mail.fact.business'), value: c?.name ?? name }];
  if (!c) return facts;
  const street = [c.streetAddress, c.streetAddress2].filter((p) => p.trim() !== '').join(', ');
  const town = [c.city, c.province, c.postal].filter((p) => p.trim() !== '').join(', ');
  facts.push({
    label: words('mail.fact.where'),
    value: [street, town].filter((p) => p !== '').join('\n'),
    link: { label: words('mail.fact.openMap'), url: mapUrl(c.lat, c.lng) },
  });
  if (c.phone) facts.push({ label: words('mail.fact.phone'), value: formatPhone(c.phone) });
  return facts;
}

/**
 * The facts every mail about a time at a business carries (decision 059): the business, the
 * service and its price, the time in the business's zone, named, as the reader may live in
 * another one (decision 056), then the business's address with a map link and its phone.
 * `price` is the service's (null if gone, or left out on purpose). In the reader's language, the
 * time too ("mardi 3 mars 2026, 14 h 30 – 15 h 00 HNE", decision 069).
 */
export function visitMailFacts(
  v: VisitOfMail,
  c: CompanyRow | null,
  price: string | number | null,
  language: Language,
): MailFact[] {
  const [business, ...reach] = businessMailFacts(c, v.companyName, language);
  const facts: MailFact[] = [business];
  if (v.serviceName)
    facts.push({
      label: mailWords(language, 'mail.fact.service'),
      value: mailWords(language, 'mail.fact.serviceLength', {
        service: v.serviceName,
        minutes: v.duration,
      }),
    });
  const shownPrice = priceText(price, language);
  if (shownPrice) facts.push({ label: mailWords(language, 'mail.fact.price'), value: shownPrice });
  facts.push({
    label: mailWords(language, 'mail.fact.when'),
    value: formatZonedRange(v.startAt, v.endAt, c?.timeZone ?? v.companyTimeZone, {
      withDate: true,
      language,
    }),
  });
  return [...facts, ...reach];
}

/** The facts of a booking's mails (visitMailFacts of its time, service and business). */
export function bookingMailFacts(
  { booking: b, company }: BookingOfMail,
  price: string | number | null,
  language: Language,
): MailFact[] {
  return visitMailFacts(
    {
      serviceName: b.serviceName,
      duration: b.duration,
      startAt: b.startAt,
      endAt: b.endAt,
      companyName: b.companyName,
      companyTimeZone: b.companyTimeZone,
    },
    company,
    price,
    language,
  );
}
