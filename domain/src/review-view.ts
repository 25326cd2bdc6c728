/**
 * What a review is and its limits (decision 058), free of zod: the pages that show reviews read
 * these without the schemas (reviews.ts) that check what is sent.
 */

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_HIDE_REASON_MAX = 500;
/** A review may be changed by its author this long after it was written. */
export const REVIEW_EDIT_DAYS = 14;
/** The reviews a business answer carries, and the default page of its review list. */
export const REVIEW_PAGE_SIZE = 5;
/** Review requests go only for visits that ended this recently (none for old history). */
export const REVIEW_REQUEST_DAYS = 7;

/** A business's stars: the mean of its shown reviews (one decimal), null with none. */
export interface RatingView {
  average: number | null;
  count: number;
}

/** A review as the public sees it: the author by first name and last initial only. */
export interface ReviewView {
  _id: string;
  company: string;
  /** The booking reviewed: told only to its author (null for everyone else). */
  booking: string | null;
  rating: number;
  text: string;
  /** "Cora W."; "Former customer" once the account is gone. */
  author: string;
  /** The caller wrote it (and may edit it until `editable_until`). */
  mine: boolean;
  service: string;
  /** The month of the visit, `YYYY-MM` in the business's zone. */
  visit_month: string;
  verified: true;
  reply: { text: string; date: string } | null;
  editable_until: string;
  date_created: string;
  date_updated: string;
}

/** Shown names (decision 050) cut to first name and last initial: "Cora W.". */
export function reviewAuthorName(firstName: string | null, lastName: string | null): string {
  const first = (firstName ?? '').trim();
  const initial = Array.from((lastName ?? '').trim())[0];
  if (!first && !initial) return 'Former customer';
  return initial ? `${first} ${initial.toUpperCase()}.`.trim() : first;
}

/** The mean of the stars to one decimal, as the card and the page show it. */
export const roundedAverage = (sum: number, count: number): number | null =>
  count === 0 ? null : Math.round((sum / count) * 10) / 10;

/** Until when a review written at `createdAt` may be changed by its author. */
export const reviewEditableUntil = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + REVIEW_EDIT_DAYS * 24 * 60 * 60 * 1000);
