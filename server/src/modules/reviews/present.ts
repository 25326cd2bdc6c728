import {
  type RatingView,
  reviewAuthorName,
  reviewEditableUntil,
  type ReviewView,
  roundedAverage,
} from '@slotmap/domain/reviews';
import type { ReviewRow } from '../../db/schema/reviews.ts';

export type { RatingView, ReviewView };

/** A review with what its presenter shows beside it: the author's name and the visit. */
export interface ReviewParts {
  review: ReviewRow;
  firstName: string | null;
  lastName: string | null;
  serviceName: string;
  /** The visit's local date in the business's zone, `YYYY-MM-DD`. */
  visitDate: string;
}

/**
 * A review as anyone may read it: the author as first name and last initial, the service and
 * the month of the visit, never the day, the booking or the author's id (decision 058). Its
 * author alone is told which booking it reviews and that it is theirs.
 */
export function presentReview(p: ReviewParts, viewer: string | null): ReviewView {
  const r = p.review;
  const mine = viewer !== null && viewer === r.userId;
  return {
    _id: r.id,
    company: r.companyId,
    booking: mine ? r.bookingId : null,
    rating: r.rating,
    text: r.text,
    author: reviewAuthorName(p.firstName, p.lastName),
    mine,
    service: p.serviceName,
    visit_month: p.visitDate.slice(0, 7),
    verified: true,
    reply:
      r.reply !== null && r.repliedAt !== null
        ? { text: r.reply, date: r.repliedAt.toISOString() }
        : null,
    editable_until: reviewEditableUntil(r.createdAt).toISOString(),
    date_created: r.createdAt.toISOString(),
    date_updated: r.updatedAt.toISOString(),
  };
}

/** A business's stars from the sum and count of its shown reviews. */
export const presentRating = (s: { sum: number; count: number } | undefined): RatingView => ({
  average: s ? roundedAverage(s.sum, s.count) : null,
  count: s?.count ?? 0,
});
