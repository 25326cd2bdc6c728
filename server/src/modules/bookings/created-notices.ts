import type { Db } from '../../db/connection.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import { createMessagesAndJobs, type NewMessage } from '../../jobs/notices.ts';
import { formatPhone } from '@slotmap/domain/phone';
import type { BookingParts } from './data.ts';
import { bookingPageUrl, intakeMailFacts } from './present.ts';
import { bookingWords } from './words.ts';
import { bookingMailParts, fullName, ownerOf, whenText } from './notices.ts';

// A new booking told to both sides: the confirmation, and the business's copy (notices.ts).

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
