/**
 * What a review is and its limits (decision 058), free of zod: the pages that show reviews read
 * these without the schemas (reviews.ts) that check what is sent, or the answers' schemas
 * (review-view.ts).
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
