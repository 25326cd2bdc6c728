import type { Db } from '../../db/connection.ts';
import type { Cancellation } from '../../jobs/events.ts';
import { bookingMailFacts } from '../../integrations/mail/booking-facts.ts';
import { composeMail, SLOTMAP } from '../../integrations/mail/compose.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { createMessage } from '../../jobs/notices.ts';
import { type BookingParts, companyNameOf, servicePriceOf } from './data.ts';
import { bookingWords } from './words.ts';
import { bookingMailParts, fullName, ownerOf, whenText } from './notices.ts';

// A cancellation told to each side, and a deleted account's own list of what it cancelled.

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
