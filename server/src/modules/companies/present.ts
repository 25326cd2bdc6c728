import type {
  CompanyReactionsView,
  CompanyView,
  LocationView,
  ServiceView,
} from '@slotmap/domain/company-view';
import type { BookingRules } from '@slotmap/domain/booking-rules';
import { viewOfInfo } from '@slotmap/domain/company-info';
import { type StoreHours, WEEKDAYS } from '@slotmap/domain/hours';
import type { CompanyRow, ServiceRow } from '../../db/schema/companies.ts';
import type { ClosureRow } from '../../db/schema/closures.ts';
import type { Closure, ClosureView } from '@slotmap/domain/closures';
import { infoOf } from './columns.ts';
import type { CompanyReactions, CompanyRelations, ReactionSummary } from './data.ts';
import { presentRating, presentReview } from '../reviews/present.ts';

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

const NONE: ReactionSummary = { likes: 0, follows: 0, viewerLikes: false, viewerFollows: false };

/**
 * The spec's `likes` and `notified` hold only the viewer's own entry (decision 027): the page
 * needs to know whether the viewer likes and follows a business, never who else does.
 */
export function presentReactions(
  companyId: string,
  reactions: CompanyReactions,
  viewer: string | null,
): CompanyReactionsView {
  const r = reactions.get(companyId) ?? NONE;
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
export const presentLocation = (c: CompanyRow): LocationView => viewOfInfo(infoOf(c)).location;

/**
 * A business as the spec names its fields. Calendar tokens and the wizard's "how did you hear
 * about us" stay on the server: they are not the public's business.
 */
export function presentCompany(
  c: CompanyRow,
  related: CompanyRelations,
  viewer: string | null,
): CompanyView {
  const { likes, notified, likes_count, notified_count } = presentReactions(
    c.id,
    related.reactions,
    viewer,
  );
  return {
    _id: c.id,
    ...viewOfInfo(infoOf(c)),
    store_hours: inWeekOrder(c.storeHours),
    time_zone: c.timeZone,
    closures: (related.closures?.get(c.id) ?? []).map(presentClosure),
    services: related.services.filter((s) => s.companyId === c.id).map(presentService),
    likes,
    notified,
    likes_count,
    notified_count,
    reviews: (related.reviews?.get(c.id) ?? []).map((r) => presentReview(r, viewer)),
    rating: presentRating(related.ratings?.get(c.id)),
    user: c.userId,
    is_admin: c.isAdmin,
    is_featured: c.isFeatured,
    date_created: c.createdAt.toISOString(),
  };
}
