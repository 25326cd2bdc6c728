import type { Language } from '@slotmap/domain/language';
import { formatZonedRange } from '@slotmap/domain/zoned-format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import type { UserRow } from '../../http/auth.ts';
import { bookingMailFacts } from '../../integrations/mail/booking-facts.ts';
import { type BookingParts, companyNameOf, servicePriceOf, timeZoneOf } from './data.ts';
import { bookingInvitationFile, bookingPageUrl } from './present.ts';
import { bookingWords } from './words.ts';

/**
 * What a booking's changes tell its two parties: a notification in each one's messages, written
 * now, and mail (with a calendar invitation) and a text message, queued in the same transaction
 * and delivered by the outbox worker with retries. A failed delivery never undoes the change.
 *
 * Here, what every notice shares: the time as written, the owner, the invitation and a mail's
 * common parts. Each change's own words are beside it: created-notices.ts, cancelled-notices.ts,
 * comment-notices.ts, move-notices.ts and relay-notices.ts.
 */

/**
 * "Tuesday, December 1, 2026, 9:00 AM – 9:30 AM EST" in the business's own time zone, always
 * named, as the reader may live in another one (decision 056).
 */
export function whenText(parts: BookingParts, language: Language): string {
  const { booking: b } = parts;
  return formatZonedRange(b.startAt, b.endAt, timeZoneOf(parts), { withDate: true, language });
}

export async function ownerOf(tx: Db, parts: BookingParts): Promise<UserRow | undefined> {
  const ownerId = parts.company?.userId;
  if (!ownerId) return undefined;
  const [owner] = await tx.select().from(users).where(eq(users.id, ownerId)).limit(1);
  return owner;
}

export const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`;

/** The organizer an invitation names: the owner, or the business's own address. */
const organizerOf = (parts: BookingParts, owner: UserRow | undefined) =>
  owner?.email ?? parts.company?.email ?? '';

export function invitation(
  parts: BookingParts,
  owner: UserRow | undefined,
  method: 'REQUEST' | 'CANCEL',
  publicUrl: string,
  language: Language,
) {
  return bookingInvitationFile(parts, organizerOf(parts, owner), method, publicUrl, language);
}

/** Who reads a booking mail: the small print is worded for the customer or for the business. */
export type MailReader = 'customer' | 'business';

export interface MailPartsOptions {
  /** The reader's language: every part is written in it (decision 069). */
  language: Language;
  reader?: MailReader;
  /** The service's price when the caller has just read it; read here otherwise. */
  knownPrice?: string | null;
}

/**
 * What every mail about a booking carries besides its own words (decision 059): the business on
 * top, the booking's facts, the "Add to calendar" invitation and the button to the booking page,
 * all in the reader's language.
 */
export async function bookingMailParts(
  tx: Db,
  parts: BookingParts,
  owner: UserRow | undefined,
  method: 'REQUEST' | 'CANCEL',
  publicUrl: string,
  { language, reader = 'customer', knownPrice }: MailPartsOptions,
) {
  const price =
    knownPrice !== undefined ? knownPrice : await servicePriceOf(tx, parts.booking.serviceId);
  return {
    language,
    heading: companyNameOf(parts),
    facts: bookingMailFacts(parts, price, language),
    attachments: [invitation(parts, owner, method, publicUrl, language)],
    ...readerParts(parts, method, publicUrl, reader, language),
  };
}

/** The parts of bookingMailParts worded for its reader: the button and the small print. */
function readerParts(
  parts: BookingParts,
  method: 'REQUEST' | 'CANCEL',
  publicUrl: string,
  reader: MailReader,
  language: Language,
) {
  const words = (id: Parameters<typeof bookingWords>[1]) => bookingWords(language, id);
  return {
    action: {
      label: words(
        method === 'CANCEL'
          ? 'bookings.mail.see'
          : reader === 'business'
            ? 'bookings.mail.open'
            : 'bookings.mail.manage',
      ),
      url: bookingPageUrl(parts, publicUrl),
    },
    notes: [
      words(
        method === 'CANCEL'
          ? 'bookings.mail.removeFromCalendar'
          : reader === 'business'
            ? 'bookings.mail.addToBusinessCalendar'
            : 'bookings.mail.addToCalendar',
      ),
    ],
  };
}
