import { formatPhone } from '@slotmap/domain/phone';
import { formatZonedRange } from '@slotmap/domain/zoned-format';
import type { BookingRow } from '../../db/schema/bookings.ts';
import type { CompanyRow } from '../../db/schema/companies.ts';
import type { MailFact } from './compose.ts';

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

/** A service's price as the app shows it ("$45.00"); null when the service is gone. */
export const priceText = (price: string | number | null): string | null =>
  price === null ? null : `$${Number(price).toFixed(2)}`;

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
 * link, and its phone. Only the name once the business is gone.
 */
export function businessMailFacts(c: CompanyRow | null, name: string): MailFact[] {
  const facts: MailFact[] = [{ label: 'Business', value: c?.name ?? name }];
  if (!c) return facts;
  const street = [c.streetAddress, c.streetAddress2].filter((p) => p.trim() !== '').join(', ');
  const town = [c.city, c.province, c.postal].filter((p) => p.trim() !== '').join(', ');
  facts.push({
    label: 'Where',
    value: [street, town].filter((p) => p !== '').join('\n'),
    link: { label: 'Open the map', url: mapUrl(c.lat, c.lng) },
  });
  if (c.phone) facts.push({ label: 'Phone', value: formatPhone(c.phone) });
  return facts;
}

/**
 * The facts every mail about a time at a business carries (decision 059): the business, the
 * service and its price, the time in the business's zone, named, as the reader may live in
 * another one (decision 056), then the business's address with a map link and its phone.
 * `price` is the service's (null if gone, or left out on purpose).
 */
export function visitMailFacts(
  v: VisitOfMail,
  c: CompanyRow | null,
  price: string | number | null,
): MailFact[] {
  const [business, ...reach] = businessMailFacts(c, v.companyName);
  const facts: MailFact[] = [business];
  if (v.serviceName)
    facts.push({ label: 'Service', value: `${v.serviceName} (${v.duration} minutes)` });
  const shownPrice = priceText(price);
  if (shownPrice) facts.push({ label: 'Price', value: shownPrice });
  facts.push({
    label: 'When',
    value: formatZonedRange(v.startAt, v.endAt, c?.timeZone ?? v.companyTimeZone, {
      withDate: true,
    }),
  });
  return [...facts, ...reach];
}

/** The facts of a booking's mails (visitMailFacts of its time, service and business). */
export function bookingMailFacts(
  { booking: b, company }: BookingOfMail,
  price: string | number | null,
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
  );
}
