import { formatZonedRange } from '@slotmap/domain/zoned-format';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import type { Cancellation } from '../../jobs/events.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookingComments } from '../../db/schema/bookings.ts';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import type { UserRow } from '../../http/auth.ts';
import { bookingInvitation, invitationAttachment } from '../../integrations/calendar/ics.ts';
import type { OutgoingMail } from '../../integrations/mail/transport.ts';
import { enqueue, enqueueAll } from '../../jobs/outbox.ts';
import { createMessage, createMessages, type NewMessage } from '../../jobs/notices.ts';
import { type BookingParts, companyNameOf, timeZoneOf } from './data.ts';

/**
 * What a booking's changes tell its two parties: a notification in each one's messages, written
 * now, and mail (with a calendar invitation) and a text message, queued in the same transaction
 * and delivered by the outbox worker with retries. A failed delivery never undoes the change.
 */

/**
 * "Tuesday, December 1, 2026, 9:00 AM – 9:30 AM EST" in the business's own time zone, always
 * named, as the reader may live in another one (decision 056).
 */
export function whenText(parts: BookingParts): string {
  const { booking: b } = parts;
  return formatZonedRange(b.startAt, b.endAt, timeZoneOf(parts), { withDate: true });
}

function addressText({ company: c }: BookingParts): string {
  if (!c) return '';
  return [c.streetAddress, c.streetAddress2, c.city, c.province, c.postal]
    .filter((p) => p.trim() !== '')
    .join(', ');
}

export async function ownerOf(tx: Db, parts: BookingParts): Promise<UserRow | undefined> {
  const ownerId = parts.company?.userId;
  if (!ownerId) return undefined;
  const [owner] = await tx.select().from(users).where(eq(users.id, ownerId)).limit(1);
  return owner;
}

export const fullName = (u: { firstName: string; lastName: string }) =>
  `${u.firstName} ${u.lastName}`;

export function invitation(
  parts: BookingParts,
  owner: UserRow | undefined,
  method: 'REQUEST' | 'CANCEL',
  publicUrl: string,
) {
  const { booking: b, customer } = parts;
  const companyName = companyNameOf(parts);
  const ics = bookingInvitation({
    uid: `${b.id}@slotmap`,
    // A cancellation always outranks the invitation it takes back, moved or not.
    sequence: method === 'CANCEL' ? Math.max(b.sequence, 1) : b.sequence,
    method,
    start: b.startAt,
    end: b.endAt,
    timeZone: timeZoneOf(parts),
    summary: `${b.serviceName} at ${companyName}`,
    description: b.serviceDescription,
    location: addressText(parts),
    organizer: { name: companyName, email: owner?.email ?? parts.company?.email ?? '' },
    attendees: customer ? [{ name: fullName(customer), email: customer.email }] : [],
    url: `${publicUrl}/bookings/${b.id}`,
  });
  return invitationAttachment(ics, method);
}

export function mail(
  to: string,
  subject: string,
  lines: string[],
  attachment?: OutgoingMail['attachments'],
): OutgoingMail {
  return {
    to,
    subject,
    text: `${lines.join('\n')}\n`,
    ...(attachment ? { attachments: attachment } : {}),
  };
}

export async function bookingCreatedEffects(tx: Db, parts: BookingParts, publicUrl: string) {
  const { booking: b, company, customer } = parts;
  // Both were just read in the booking's own transaction.
  if (!company || !customer) throw new Error(`booking ${b.id} was made without its parties`);
  const owner = await ownerOf(tx, parts);
  const link = `${publicUrl}/bookings/${b.id}`;
  const when = whenText(parts);
  const invite = [invitation(parts, owner, 'REQUEST', publicUrl)];
  // Everything this booking tells, written in two statements: the notices, then the outbox jobs.
  const notices: NewMessage[] = [];
  const jobs: { kind: string; payload: Record<string, unknown>; key: string }[] = [];

  notices.push({
    userId: customer.id,
    title: `Booking confirmed: ${b.serviceName} at ${company.name}`,
    text: when,
    type: 'booking',
    section: 'user',
    bookingId: b.id,
  });
  jobs.push({
    kind: 'mail',
    payload: {
      ...mail(
        customer.email,
        `Booking confirmed: ${b.serviceName} at ${company.name}`,
        [
          `Hi ${customer.firstName},`,
          '',
          `Your appointment is booked.`,
          `Service: ${b.serviceName} (${b.duration} minutes)`,
          `When: ${when}`,
          `Where: ${company.name}, ${addressText(parts)}`,
          '',
          `See or cancel it: ${link}`,
        ],
        invite,
      ),
    },
    key: `booking-created:${b.id}:customer`,
  });
  if (customer.phone) {
    jobs.push({
      kind: 'sms',
      payload: {
        to: customer.phone,
        body: `Slotmap: ${b.serviceName} at ${company.name} is booked for ${when}. ${link}`,
      },
      key: `booking-created:${b.id}:customer`,
    });
  }
  if (owner) {
    notices.push({
      userId: owner.id,
      title: `New booking: ${fullName(customer)}, ${b.serviceName}`,
      text: when,
      type: 'booking',
      section: 'business',
      bookingId: b.id,
    });
    jobs.push({
      kind: 'mail',
      payload: {
        ...mail(
          owner.email,
          `New booking: ${b.serviceName} on ${when}`,
          [
            `Hi ${owner.firstName},`,
            '',
            `${fullName(customer)} booked ${b.serviceName} at ${company.name}.`,
            `When: ${when}`,
            `Customer: ${customer.email}, ${customer.phone}`,
            ...(b.text ? [`Notes: ${b.text}`] : []),
            '',
            `Open the booking: ${link}`,
          ],
          invite,
        ),
      },
      key: `booking-created:${b.id}:owner`,
    });
  }
  await createMessages(tx, notices);
  await enqueueAll(tx, jobs);
}

/** Who cancelled, why, and which side (if any) is leaving Slotmap and hears nothing more. */

export async function bookingCancelledEffects(
  tx: Db,
  parts: BookingParts,
  { by, reason, leaving }: Cancellation,
  publicUrl: string,
) {
  const { booking: b, customer } = parts;
  const companyName = companyNameOf(parts);
  const owner = await ownerOf(tx, parts);
  const when = whenText(parts);
  const invite = [invitation(parts, owner, 'CANCEL', publicUrl)];
  const byName = by === 'customer' && customer ? fullName(customer) : companyName;
  const lines = (firstName: string) => [
    `Hi ${firstName},`,
    '',
    `${byName} cancelled the appointment ${b.serviceName} at ${companyName}, ${when}.`,
    `Reason: ${reason}`,
  ];
  // A person who is leaving is not written to, whichever side they were also on.
  const gone = leaving === 'customer' ? customer?.id : leaving === 'business' ? owner?.id : null;
  const parties = [
    ...(customer ? [{ user: customer, section: 'user' as const }] : []),
    ...(owner ? [{ user: owner, section: 'business' as const }] : []),
  ].filter(({ user }) => user.id !== gone);
  for (const { user, section } of parties) {
    await createMessage(tx, {
      userId: user.id,
      title: `Booking cancelled: ${b.serviceName} at ${companyName}`,
      text: `${when}. Reason: ${reason}`,
      type: 'booking',
      section,
      bookingId: b.id,
    });
    await enqueue(
      tx,
      'mail',
      {
        ...mail(
          user.email,
          `Cancelled: ${b.serviceName} at ${companyName}`,
          lines(user.firstName),
          invite,
        ),
      },
      `booking-cancelled:${b.id}:${section}`,
    );
  }
}

export async function commentAddedEffects(
  tx: Db,
  parts: BookingParts,
  author: UserRow,
  commentId: string,
  text: string,
  publicUrl: string,
) {
  const { booking: b, customer } = parts;
  const companyName = companyNameOf(parts);
  // The other party, unless they have left Slotmap.
  const toCustomer = author.id !== customer?.id;
  const recipient = toCustomer ? customer : await ownerOf(tx, parts);
  if (!recipient) return;
  const section = toCustomer ? 'user' : 'business';
  const from = toCustomer || !customer ? companyName : fullName(customer);
  await createMessage(tx, {
    userId: recipient.id,
    title: `New comment from ${from}`,
    text: text.slice(0, 200),
    type: 'comment',
    section,
    bookingId: b.id,
  });
  await enqueue(
    tx,
    'mail',
    {
      ...mail(recipient.email, `New comment on ${b.serviceName} at ${companyName}`, [
        `Hi ${recipient.firstName},`,
        '',
        `${from} wrote about the appointment of ${whenText(parts)}:`,
        '',
        text,
        '',
        `Reply: ${publicUrl}/bookings/${b.id}`,
      ]),
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
