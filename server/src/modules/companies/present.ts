import type {
  CompanyReactionsView,
  CompanyView,
  LocationView,
  ServiceView,
} from '@slotmap/domain/company-view';
import type { BookingRules } from '@slotmap/domain/booking-rules';
import { viewOfInfo } from '@slotmap/domain/company-info';
import { type StoreHours, WEEKDAYS } from '@slotmap/domain/hours';
import type { ServiceRow } from '../../db/schema/companies.ts';
import type { ClosureRow } from '../../db/schema/closures.ts';
import type { Closure, ClosureView } from '@slotmap/domain/closures';
import { infoOf, type ShownCompany } from './columns.ts';
import { presentRating, presentReview, type ReviewParts } from '../reviews/present.ts';

export type { ShownCompany };

/** How many people like and follow a business, and whether the viewer is among them. */
export interface ReactionSummary {
  likes: number;
  follows: number;
  viewerLikes: boolean;
  viewerFollows: boolean;
}

/** What a business is presented with besides its own row. */
export interface CompanyParts {
  /** Its live services, oldest first (the order the owner added them). */
  services: ServiceRow[];
  reactions: ReactionSummary;
  /** Its closures from its today to 90 days on, soonest first. */
  closures: ClosureRow[];
  /** Its first page of shown reviews, and the sum and count of their stars. */
  reviews: ReviewParts[];
  stars: { sum: number; count: number };
}

/** A service as the API shows it; the price leaves as a number of dollars. */
export function presentService(s: ServiceRow): ServiceView {
  return {
    _id: s.id,
    company_id: s.companyId,
    name: s.name,
    description: s.description,
    price: Number(s.price),
    service_duration: s.serviceDuration,
    book_online: s.bookOnline,
    book_site: s.bookSite,
    book_site_link: s.bookSiteLink,
    call_to_book: s.callToBook,
    booking_method: s.bookingMethod,
    intakeForm: s.intakeForm,
    ...bookingRulesOf(s),
  };
}

/** A service's booking rules as the slot function and the API name them (decision 055). */
export const bookingRulesOf = (
  s: Pick<ServiceRow, 'minNotice' | 'bufferBefore' | 'bufferAfter' | 'horizonDays'>,
): BookingRules => ({
  min_notice: s.minNotice,
  buffer_before: s.bufferBefore,
  buffer_after: s.bufferAfter,
  horizon_days: s.horizonDays,
});

/** A closure as the domain reads it (dates `YYYY-MM-DD`, times minutes or null). */
export const closureOf = (r: ClosureRow): Closure => ({
  from: r.fromDate,
  to: r.toDate,
  reason: r.reason,
  start_time: r.startTime,
  end_time: r.endTime,
});

/** A closure as the API shows it. */
export const presentClosure = (r: ClosureRow): ClosureView => ({ _id: r.id, ...closureOf(r) });

/**
 * The spec's `likes` and `notified` hold only the viewer's own entry (decision 027): the page
 * needs to know whether the viewer likes and follows a business, never who else does.
 */
export function presentReactions(
  companyId: string,
  r: ReactionSummary,
  viewer: string | null,
): CompanyReactionsView {
  const own = (yes: boolean) => (yes && viewer ? [{ user: viewer }] : []);
  return {
    _id: companyId,
    likes: own(r.viewerLikes),
    notified: own(r.viewerFollows),
    likes_count: r.likes,
    notified_count: r.follows,
  };
}

/** jsonb keeps keys in its own order; the week reads Sunday to Saturday. */
const inWeekOrder = (h: StoreHours) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, h[d]])) as StoreHours;

/** A business's address and point as the spec names them (`location`). */
export const presentLocation = (c: Parameters<typeof infoOf>[0]): LocationView =>
  viewOfInfo(infoOf(c)).location;

/**
 * A business as the spec names its fields. Calendar tokens and the wizard's "how did you hear
 * about us" stay on the server: they are not the public's business.
 */
export function presentCompany(
  c: ShownCompany,
  parts: CompanyParts,
  viewer: string | null,
): CompanyView {
  const { likes, notified, likes_count, notified_count } = presentReactions(
    c.id,
    parts.reactions,
    viewer,
  );
  return {
    _id: c.id,
    ...viewOfInfo(infoOf(c)),
    store_hours: inWeekOrder(c.storeHours),
    time_zone: c.timeZone,
    closures: parts.closures.map(presentClosure),
    services: parts.services.map(presentService),
    likes,
    notified,
    likes_count,
    notified_count,
    reviews: parts.reviews.map((r) => presentReview(r, viewer)),
    rating: presentRating(parts.stars),
    user: c.userId,
    is_admin: c.isAdmin,
    is_featured: c.isFeatured,
    date_created: c.createdAt.toISOString(),
  };
}
