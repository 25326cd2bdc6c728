import { z } from 'zod';
import { pageViewSchema } from './view-schema.ts';

/** The answers of the reviews calls (docs/api-reviews.md, decision 058), as schemas. */

/** A business's stars: the mean of its shown reviews (one decimal), null with none. */
export const ratingViewSchema = z.object({
  average: z.number().nullable(),
  count: z.number(),
});
export type RatingView = z.output<typeof ratingViewSchema>;

/** A review as the public sees it: the author by first name and last initial only. */
export const reviewViewSchema = z.object({
  _id: z.string(),
  company: z.string(),
  /** The booking reviewed: told only to its author (null for everyone else). */
  booking: z.string().nullable(),
  rating: z.number(),
  text: z.string(),
  /** "Cora W."; "Former customer" once the account is gone. */
  author: z.string(),
  /** The caller wrote it (and may edit it until `editable_until`). */
  mine: z.boolean(),
  service: z.string(),
  /** The month of the visit, `YYYY-MM` in the business's zone. */
  visit_month: z.string(),
  verified: z.literal(true),
  reply: z.object({ text: z.string(), date: z.string() }).nullable(),
  editable_until: z.string(),
  date_created: z.string(),
  date_updated: z.string(),
});
export type ReviewView = z.output<typeof reviewViewSchema>;

/** GET /reviews/booking/{id}: the caller's own review of that booking, or null. */
export const bookingReviewViewSchema = z.object({ review: reviewViewSchema.nullable() });

/** GET /company/{id}/reviews */
export const reviewPageViewSchema = pageViewSchema(reviewViewSchema);
