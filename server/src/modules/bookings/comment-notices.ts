import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { bookingComments } from '../../db/schema/bookings.ts';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import type { UserRow } from '../../http/auth.ts';
import { composeMail } from '../../integrations/mail/compose.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { createMessage } from '../../jobs/notices.ts';
import { type BookingParts, companyNameOf } from './data.ts';
import { bookingWords } from './words.ts';
import { bookingMailParts, fullName, ownerOf, whenText } from './notices.ts';

// A comment on a booking told to the other side, and taken back when it is removed.

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
