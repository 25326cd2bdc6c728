import { z } from 'zod';
import { MAX_PAGE_LIMIT } from './constants.ts';
import { pagingSchema } from './paging.ts';
import {
  REVIEW_EDIT_DAYS,
  REVIEW_HIDE_REASON_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_REPLY_MAX,
  REVIEW_TEXT_MAX,
} from './review-rules.ts';

/** Verified reviews (docs/api-reviews.md, decision 058): the rules both sides read. */
export * from './review-rules.ts';

export const MSG_REVIEW_NOT_FOUND = 'Review not found';
export const MSG_REVIEW_BEFORE_VISIT = 'You can review this visit once it has taken place.';
export const MSG_REVIEW_CANCELLED = 'A cancelled appointment cannot be reviewed.';
export const MSG_REVIEW_NOT_YOURS = 'Only the customer of this appointment can review it.';
export const MSG_REVIEW_TWICE = 'This visit has already been reviewed. You can edit your review.';
export const MSG_REVIEW_EDIT_CLOSED = `A review can be changed only within ${REVIEW_EDIT_DAYS} days of writing it.`;
export const MSG_REVIEW_NOT_AUTHOR = 'Only its author can change this review.';
export const MSG_REPLY_NOT_OWNER = 'Only the owner of this business can reply to its reviews.';
export const MSG_REPLY_TWICE = 'This review already has a reply.';
export const MSG_REVIEW_HIDDEN = 'This review was hidden by Slotmap.';
export const MSG_RATING = 'Please choose a rating from 1 to 5 stars';
export const MSG_REVIEW_TEXT_MAX = `A review must be at most ${REVIEW_TEXT_MAX} characters`;
export const MSG_REPLY_REQUIRED = 'Please write a reply';
export const MSG_REPLY_MAX = `A reply must be at most ${REVIEW_REPLY_MAX} characters`;
export const MSG_HIDE_REASON_REQUIRED = 'Please give the reason for hiding this review';
export const MSG_HIDE_REASON_MAX = `The reason must be at most ${REVIEW_HIDE_REASON_MAX} characters`;
const MSG_BOOKING = 'Please choose the appointment to review';

const rating = z.number(MSG_RATING).int(MSG_RATING).min(1, MSG_RATING).max(5, MSG_RATING);
const reviewText = z.string(MSG_REVIEW_TEXT_MAX).trim().max(REVIEW_TEXT_MAX, MSG_REVIEW_TEXT_MAX);

/** POST /reviews. */
export const reviewCreateSchema = z.object({
  booking: z.string(MSG_BOOKING).regex(/^[0-9a-f-]{36}$/i, MSG_BOOKING),
  rating,
  text: reviewText.default(''),
});
export type ReviewCreate = z.output<typeof reviewCreateSchema>;

/** PUT /reviews/{id}: the stars and the text, both given again. */
export const reviewEditSchema = z.object({ rating, text: reviewText.default('') });
export type ReviewEdit = z.output<typeof reviewEditSchema>;

/** POST /reviews/{id}/reply. */
export const reviewReplySchema = z.object({
  text: z
    .string(MSG_REPLY_REQUIRED)
    .trim()
    .min(1, MSG_REPLY_REQUIRED)
    .max(REVIEW_REPLY_MAX, MSG_REPLY_MAX),
});

/** PUT /reviews/{id}/hide (admin). */
export const reviewHideSchema = z.object({
  reason: z
    .string(MSG_HIDE_REASON_REQUIRED)
    .trim()
    .min(1, MSG_HIDE_REASON_REQUIRED)
    .max(REVIEW_HIDE_REASON_MAX, MSG_HIDE_REASON_MAX),
});

/** GET /company/{id}/reviews?page&limit: five a page unless told (at most MAX_PAGE_LIMIT). */
export const reviewPagingSchema = pagingSchema.extend({
  limit: pagingSchema.shape.limit.unwrap().default(REVIEW_PAGE_SIZE),
});
export { MAX_PAGE_LIMIT };

export type { RatingView, ReviewView } from './review-view.ts';
