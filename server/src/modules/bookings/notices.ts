import type { Language } from '@slotmap/domain/language';
import { formatZonedRange } from '@slotmap/domain/zoned-format';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Cancellation } from '../../jobs/events.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingComments } from '../../db/schema/bookings.ts';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import type { UserRow } from '../../http/auth.ts';
import { bookingMailFacts } from '../../integrations/mail/booking-facts.ts';
import { composeMail, SLOTMAP } from '../../integrations/mail/compose.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { createMessage, createMessagesAndJobs, type NewMessage } from '../../jobs/notices.ts';
import { formatPhone } from '@slotmap/domain/phone';
import { type BookingParts, companyNameOf, servicePriceOf, timeZoneOf } from './data.ts';
import { bookingInvitationFile, bookingPageUrl, intakeMailFacts } from './present.ts';
import { bookingWords } from './words.ts';

/**
 * What a booking's changes tell its two parties: a notification in each one's messages, written
 * now, and mail (with a calendar invitation) and a text message, queued in the same transaction
 * and delivered by the outbox worker with retries. A failed delivery never undoes the change.
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

export async function bookingCreatedEffects(
  tx: Db,
  parts: BookingParts,
  publicUrl: string,
  price: string | null,
) {
  const { booking: b, company, customer } = parts;
  // Both were just read in the booking's own transaction, and the price with the service.
  if (!company || !customer) throw new Error(`booking ${b.id} was made without its parties`);
  const owner = await ownerOf(tx, parts);
  const link = bookingPageUrl(parts, publicUrl);
  // The customer is told in their own language (decision 069): the notice, the mail with its
  // facts and invitation, and the text.
  const language = customer.language;
  const names = { service: b.serviceName, business: company.name };
  const when = whenText(parts, language);
  const base = await bookingMailParts(tx, parts, owner, 'REQUEST', publicUrl, {
    language,
    knownPrice: price,
  });
  // Everything this booking tells, written in one statement: the notices and the outbox jobs.
  const notices: NewMessage[] = [];
  const jobs: { kind: string; payload: Record<string, unknown>; key: string }[] = [];

  notices.push({
    userId: customer.id,
    title: bookingWords(language, 'bookings.confirmed.subject', names),
    text: when,
    type: 'booking',
    section: 'user',
    bookingId: b.id,
  });
  jobs.push({
    kind: 'mail',
    payload: {
      ...(await composeMail({
        ...base,
        to: customer.email,
        subject: bookingWords(language, 'bookings.confirmed.subject', names),
        greeting: customer.firstName,
        paragraphs: [bookingWords(language, 'bookings.confirmed.intro', names)],
      })),
    },
    key: `booking-created:${b.id}:customer`,
  });
  // Texts only to a customer who asked for them (decision 057).
  if (customer.phone && customer.reminderTexts) {
    jobs.push({
      kind: 'sms',
      payload: {
        to: customer.phone,
        body: bookingWords(language, 'bookings.confirmed.text', { ...names, when, link }),
      },
      key: `booking-created:${b.id}:customer`,
    });
  }
  if (owner) {
    // The business's copy is written in the owner's language.
    const ownerLanguage = owner.language;
    const ownerWhen = whenText(parts, ownerLanguage);
    notices.push({
      userId: owner.id,
      title: bookingWords(ownerLanguage, 'bookings.owner.title', {
        customer: fullName(customer),
        service: b.serviceName,
      }),
      text: ownerWhen,
      type: 'booking',
      section: 'business',
      bookingId: b.id,
    });
    const answers = intakeMailFacts(b);
    // The same facts and invitation as the customer's, worded for the business.
    const forBusiness = await bookingMailParts(tx, parts, owner, 'REQUEST', publicUrl, {
      language: ownerLanguage,
      reader: 'business',
      knownPrice: price,
    });
    jobs.push({
      kind: 'mail',
      payload: {
        ...(await composeMail({
          ...forBusiness,
          to: owner.email,
          subject: bookingWords(ownerLanguage, 'bookings.owner.subject', {
            service: b.serviceName,
            when: ownerWhen,
          }),
          greeting: owner.firstName,
          paragraphs: [
            bookingWords(ownerLanguage, 'bookings.owner.intro', {
              customer: fullName(customer),
              ...names,
            }),
          ],
          facts: [
            ...forBusiness.facts,
            {
              label: bookingWords(ownerLanguage, 'bookings.owner.customer'),
              value: [fullName(customer), customer.email, formatPhone(customer.phone)]
                .filter((p) => p !== '')
                .join('\n'),
            },
          ],
          sections: answers.length
            ? [{ title: bookingWords(ownerLanguage, 'bookings.owner.answers'), facts: answers }]
            : [],
        })),
      },
      key: `booking-created:${b.id}:owner`,
    });
  }
  await createMessagesAndJobs(tx, notices, jobs);
}

/**
 * A cancellation told to each side still on Slotmap: the side that cancelled reads it in the
 * second person ("You cancelled …"), as a confirmation; the other side in the third.
 */
export async function bookingCancelledEffects(
  tx: Db,
  parts: BookingParts,
  { by, reason, leaving }: Cancellation,
  publicUrl: string,
) {
  const { booking: b, customer } = parts;
  const companyName = companyNameOf(parts);
  const owner = await ownerOf(tx, parts);
  const byName = by === 'customer' && customer ? fullName(customer) : companyName;
  const price = await servicePriceOf(tx, b.serviceId);
  // A person who is leaving is not written to, whichever side they were also on.
  const gone = leaving === 'customer' ? customer?.id : leaving === 'business' ? owner?.id : null;
  const parties = [
    ...(customer ? [{ user: customer, section: 'user' as const, side: 'customer' }] : []),
    ...(owner ? [{ user: owner, section: 'business' as const, side: 'business' }] : []),
  ].filter(({ user }) => user.id !== gone);
  for (const { user, section, side } of parties) {
    // Each side reads it in their own language (decision 069).
    const { language } = user;
    const when = whenText(parts, language);
    const base = await bookingMailParts(tx, parts, owner, 'CANCEL', publicUrl, {
      language,
      knownPrice: price,
    });
    const names = { service: b.serviceName, business: companyName };
    const theirs = side === by;
    await createMessage(tx, {
      userId: user.id,
      title: bookingWords(language, 'bookings.cancelled.title', names),
      text: bookingWords(language, 'bookings.cancelled.text', { when, reason }),
      type: 'booking',
      section,
      bookingId: b.id,
    });
    const other = side === 'customer' ? companyName : customer ? fullName(customer) : '';
    await enqueue(
      tx,
      'mail',
      {
        ...(await composeMail({
          ...base,
          to: user.email,
          subject: bookingWords(language, 'bookings.cancelled.subject', names),
          greeting: user.firstName,
          paragraphs: [
            theirs
              ? other
                ? bookingWords(language, 'bookings.cancelled.byYouTold', { ...names, when, other })
                : bookingWords(language, 'bookings.cancelled.byYou', { ...names, when })
              : bookingWords(language, 'bookings.cancelled.byOther', {
                  ...names,
                  when,
                  by: byName,
                }),
          ],
          facts: [
            ...base.facts,
            { label: bookingWords(language, 'bookings.cancelled.reason'), value: reason },
          ],
        })),
      },
      `booking-cancelled:${b.id}:${section}`,
    );
  }
}

export async function commentAddedEffects(
  tx: Db,
  parts: BookingParts,
  author: UserRow,
  comment: { id: string; text: string; images: number },
  publicUrl: string,
) {
  const { booking: b, customer } = parts;
  const companyName = companyNameOf(parts);
  const { id: commentId, text, images } = comment;
  // The other party, unless they have left Slotmap.
  const toCustomer = author.id !== customer?.id;
  const owner = await ownerOf(tx, parts);
  const recipient = toCustomer ? customer : owner;
  if (!recipient) return;
  const section = toCustomer ? 'user' : 'business';
  const from = toCustomer || !customer ? companyName : fullName(customer);
  // Written in the reader's language (decision 069); the comment itself stays as written.
  const { language } = recipient;
  await createMessage(tx, {
    userId: recipient.id,
    title: bookingWords(language, 'bookings.comment.title', { from }),
    text: text.slice(0, 200),
    type: 'comment',
    section,
    bookingId: b.id,
  });
  const reader = toCustomer ? 'customer' : 'business';
  const base = await bookingMailParts(tx, parts, owner, 'REQUEST', publicUrl, {
    language,
    reader,
  });
  const attached =
    images > 0 ? { quoteNote: bookingWords(language, 'bookings.comment.images', { images }) } : {};
  await enqueue(
    tx,
    'mail',
    {
      ...(await composeMail({
        ...base,
        to: recipient.email,
        subject: bookingWords(language, 'bookings.comment.subject', {
          service: b.serviceName,
          business: companyName,
        }),
        greeting: recipient.firstName,
        paragraphs: [
          bookingWords(language, 'bookings.comment.intro', {
            from,
            when: whenText(parts, language),
          }),
        ],
        quote: text,
        ...attached,
        action: { label: bookingWords(language, 'bookings.comment.reply'), url: base.action.url },
      })),
    },
    `comment:${commentId}`,
  );
}

/**
 * Takes back what a comment told the other party; call it in the deleting transaction, before the
 * comment goes. A notice does not name its comment, but it was written in the comment's own
 * transaction, so it has the comment's created_at (now() is the transaction's start; compared in
 * SQL, as a JS Date drops the microseconds) as well as its booking and text. The mail is
 * cancelled unless the worker has delivered it already.
 */
export async function commentRemovedEffects(
  tx: Db,
  comment: { id: string; bookingId: string; text: string },
) {
  const createdAt = sql`(SELECT ${bookingComments.createdAt} FROM ${bookingComments} WHERE ${bookingComments.id} = ${comment.id})`;
  await tx
    .delete(messages)
    .where(
      and(
        eq(messages.type, 'comment'),
        eq(messages.bookingId, comment.bookingId),
        eq(messages.createdAt, createdAt),
        eq(messages.text, comment.text.slice(0, 200)),
      ),
    );
  await tx
    .delete(outboxJobs)
    .where(
      and(eq(outboxJobs.idempotencyKey, `mail:comment:${comment.id}`), isNull(outboxJobs.doneAt)),
    );
}

/**
 * A customer deleted the account: one mail listing the appointments to come that this cancelled,
 * each with its business and time, so nothing is missed (the businesses were told one by one).
 * The account's row is still there, locked, in the deletion's transaction.
 */
export async function accountDeletedEffects(tx: Db, cancelled: BookingParts[]) {
  const customer = cancelled[0]?.customer;
  if (!customer) return;
  const n = cancelled.length;
  const { language } = customer;
  await enqueue(
    tx,
    'mail',
    {
      ...(await composeMail({
        language,
        to: customer.email,
        subject: bookingWords(language, 'bookings.accountDeleted.subject', { count: n }),
        heading: SLOTMAP,
        greeting: customer.firstName,
        paragraphs: [
          bookingWords(language, 'bookings.accountDeleted.intro'),
          bookingWords(language, 'bookings.accountDeleted.list', { count: n }),
        ],
        sections: cancelled.map((parts) => ({
          title: bookingWords(language, 'bookings.accountDeleted.section', {
            service: parts.booking.serviceName,
            business: companyNameOf(parts),
          }),
          // Without the business, first of the facts: the section's title names it.
          facts: bookingMailFacts(parts, null, language).slice(1),
        })),
        notes: [bookingWords(language, 'bookings.accountDeleted.bookAgain')],
      })),
    },
    `account-deleted:${customer.id}`,
  );
}
