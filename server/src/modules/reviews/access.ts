import {
  MSG_REPLY_NOT_OWNER,
  MSG_REPLY_TWICE,
  MSG_REVIEW_BEFORE_VISIT,
  MSG_REVIEW_CANCELLED,
  MSG_REVIEW_EDIT_CLOSED,
  MSG_REVIEW_NOT_AUTHOR,
  MSG_REVIEW_NOT_YOURS,
  reviewEditableUntil,
} from '@slotmap/domain/reviews';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';

/**
 * Who may write what (decision 058). A review is the customer's of an attended booking: the
 * booking is theirs (403 otherwise), it was not cancelled and it has ended (400: asked too soon
 * or of a visit that never happened).
 */
export function assertMayReview(
  actorId: string,
  booking: { userId: string | null; cancelledAt: Date | null; endAt: Date },
  now: Date,
): void {
  if (booking.userId !== actorId) throw forbidden(MSG_REVIEW_NOT_YOURS);
  if (booking.cancelledAt) throw badRequest(MSG_REVIEW_CANCELLED);
  if (booking.endAt > now) throw badRequest(MSG_REVIEW_BEFORE_VISIT);
}

/** Only the author changes a review, and only within REVIEW_EDIT_DAYS of writing it. */
export function assertMayEdit(
  actorId: string,
  review: { userId: string; createdAt: Date },
  now: Date,
): void {
  if (review.userId !== actorId) throw forbidden(MSG_REVIEW_NOT_AUTHOR);
  if (now > reviewEditableUntil(review.createdAt)) throw forbidden(MSG_REVIEW_EDIT_CLOSED);
}

/** Only the business's owner replies, once (admins hide, they do not speak for a business). */
export function assertMayReply(
  actorId: string,
  ownerId: string | null,
  review: { reply: string | null },
): void {
  if (ownerId !== actorId) throw forbidden(MSG_REPLY_NOT_OWNER);
  if (review.reply !== null) throw conflict(MSG_REPLY_TWICE);
}
