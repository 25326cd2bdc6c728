import {
  MSG_REPLY_TWICE,
  MSG_REVIEW_HIDDEN,
  MSG_REVIEW_NOT_FOUND,
  MSG_REVIEW_TWICE,
  type ReviewCreate,
  type ReviewEdit,
} from '@slotmap/domain/reviews';
import { MSG_BOOKING_NOT_FOUND } from '@slotmap/domain/bookings';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { recordAdminAction } from '../../db/audit-log.ts';
import { users } from '../../db/schema/accounts.ts';
import { reviews } from '../../db/schema/reviews.ts';
import type { UserRow } from '../../http/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { composeMail, SLOTMAP } from '../../integrations/mail/compose.ts';
import { enqueue } from '../../jobs/outbox.ts';
import { createMessage } from '../../jobs/notices.ts';
import { assertMayEdit, assertMayReply, assertMayReview } from './access.ts';
import { bookingToReview, findReviewParts, reviewWithBusiness } from './data.ts';

const MSG_BUSINESS_GONE = 'This business is no longer on Slotmap.';
const MSG_ALREADY_HIDDEN = 'This review is already hidden.';

async function partsOf(db: Db, id: string) {
  const parts = await findReviewParts(db, id);
  if (!parts) throw notFound(MSG_REVIEW_NOT_FOUND);
  return parts;
}

/**
 * POST /reviews. The unique key on the booking decides two reviews written at once: the second
 * inserts nothing and is answered 409, with no check-then-insert to race.
 */
export async function createReview(db: Db, actor: UserRow, input: ReviewCreate, now: Date) {
  const booking = await bookingToReview(db, input.booking);
  if (!booking) throw notFound(MSG_BOOKING_NOT_FOUND);
  assertMayReview(actor.id, booking, now);
  if (!booking.companyId) throw badRequest(MSG_BUSINESS_GONE);
  const [row] = await db
    .insert(reviews)
    .values({
      bookingId: booking.id,
      companyId: booking.companyId,
      userId: actor.id,
      rating: input.rating,
      text: input.text,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: reviews.bookingId })
    .returning({ id: reviews.id });
  if (!row) throw conflict(MSG_REVIEW_TWICE);
  return partsOf(db, row.id);
}

/** PUT /reviews/{id}: the author, within the edit window, on a review still shown. */
export async function editReview(db: Db, actor: UserRow, id: string, input: ReviewEdit, now: Date) {
  const { review } = await partsOf(db, id);
  assertMayEdit(actor.id, review, now);
  if (review.hiddenAt) throw forbidden(MSG_REVIEW_HIDDEN);
  await db
    .update(reviews)
    .set({ rating: input.rating, text: input.text, updatedAt: now })
    .where(eq(reviews.id, id));
  return partsOf(db, id);
}

/** POST /reviews/{id}/reply: the owner, once; of two at once the conditional update picks one. */
export async function replyToReview(db: Db, actor: UserRow, id: string, text: string, now: Date) {
  const found = await reviewWithBusiness(db, id);
  if (!found || found.review.hiddenAt) throw notFound(MSG_REVIEW_NOT_FOUND);
  assertMayReply(actor.id, found.ownerId, found.review);
  const [row] = await db
    .update(reviews)
    .set({ reply: text, repliedAt: now })
    .where(and(eq(reviews.id, id), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!row) throw conflict(MSG_REPLY_TWICE);
  return partsOf(db, id);
}

/**
 * PUT /reviews/{id}/hide (admin): the review leaves every public list and average, the action
 * and its reason go into the audit log, and the author is told in the app and by mail, all in
 * one transaction.
 */
export async function hideReview(
  db: Db,
  admin: UserRow,
  id: string,
  reason: string,
  now: Date,
  publicUrl: string,
) {
  await db.transaction(async (tx) => {
    const found = await reviewWithBusiness(tx, id);
    if (!found) throw notFound(MSG_REVIEW_NOT_FOUND);
    const [hidden] = await tx
      .update(reviews)
      .set({ hiddenAt: now, hiddenReason: reason })
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)))
      .returning();
    if (!hidden) throw conflict(MSG_ALREADY_HIDDEN);
    const [author] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, hidden.userId));
    await recordAdminAction(tx, admin, {
      action: 'review.hide',
      company: { id: hidden.companyId, name: found.companyName },
      user: author ? { id: author.id, email: author.email } : undefined,
      before: { rating: hidden.rating, text: hidden.text },
      after: { hidden_reason: reason },
    });
    if (!author) return;
    const title = `Your review of ${found.companyName} was hidden`;
    const text = `Slotmap hid your review of ${found.companyName}. The reason: ${reason}`;
    await createMessage(tx, {
      userId: author.id,
      title,
      text,
      type: 'booking',
      section: 'user',
      bookingId: hidden.bookingId,
    });
    await enqueue(
      tx,
      'mail',
      {
        ...(await composeMail({
          to: author.email,
          subject: title,
          heading: SLOTMAP,
          greeting: author.firstName,
          paragraphs: [
            `Slotmap hid your review of ${found.companyName}${hidden.text.trim() ? '. It reads:' : '.'}`,
          ],
          ...(hidden.text.trim() ? { quote: hidden.text } : {}),
          facts: [
            { label: 'Business', value: found.companyName },
            { label: 'Rating', value: `${hidden.rating} of 5` },
            { label: 'Reason', value: reason },
          ],
          action: { label: 'See the booking', url: `${publicUrl}/bookings/${hidden.bookingId}` },
          notes: [`If you think this is a mistake, write to us from ${publicUrl}.`],
        })),
      },
      `review-hidden:${id}`,
    );
  });
  return partsOf(db, id);
}
