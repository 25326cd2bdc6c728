import { count, desc, eq } from 'drizzle-orm';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { companies } from '../../db/schema/companies.ts';
import { companyLikes } from '../../db/schema/discovery.ts';
import { activeBookingTimes } from '../bookings/data.ts';
import { heldRanges } from '../waitlists/data.ts';
import type { ListsQuery, NearbyQuery } from './schemas.ts';
import { companyViewOf, type Related } from '../companies/data.ts';
import type { ShownCompany } from '../companies/present.ts';
import { freeDaysOf, nextAvailableOf, type TimeFilter } from '../availability/data.ts';
import { presentNextAvailable } from '../availability/present.ts';
import { listsRows } from './lists-statement.ts';
import { countNearby, nearbyRows, timeFilterOf } from './nearby-statement.ts';
import { presentListed, presentNearby } from './present.ts';

/** A page of businesses as a list's statement read them, with how many match in all. */
interface ReadPage {
  rows: { company: ShownCompany; related: Related; freeDays: unknown; distance?: number }[];
  total: number;
}

/**
 * Businesses as a list shows them, each with its next free online time matching the query's day
 * and part of day (decision 060); `viewer` (null: a visitor) learns their own likes only. The
 * first days each may be free on came with the page; the busy times of those days are one more
 * statement.
 */
async function listedViews(
  db: Db,
  page: ReadPage,
  filter: TimeFilter,
  viewer: string | null,
  now: Date,
) {
  const views = page.rows.map((r) => companyViewOf(r.company, r.related, viewer, now));
  const firstDays = new Map(page.rows.map((r) => [r.company.id, freeDaysOf(r.freeDays)]));
  const next = await nextAvailableOf(db, views, filter, { now, viewer }, firstDays);
  return views.map((v) => ({ view: v, next: presentNextAvailable(next.get(v._id)) }));
}

/**
 * A page of the radius search as GET /company answers it, and how many match in all: for the API
 * and for the /find page the server draws (decision 065).
 */
export async function nearbyPage(db: Db, q: NearbyQuery, viewer: string | null, now: Date) {
  const rows = await nearbyRows(db, q, now, viewer);
  // A page past the end has no row to carry the count.
  const total = rows.length > 0 ? rows[0].total : q.page > 1 ? await countNearby(db, q, now) : 0;
  const shown = await listedViews(db, { rows, total }, timeFilterOf(q), viewer, now);
  const items = shown.map(({ view, next }, i) => presentNearby(view, rows[i].distance, next));
  return { items, total };
}

/** A page of every business as GET /company/lists answers it (the /companies page). */
export async function listsPage(db: Db, q: ListsQuery, viewer: string | null, now: Date) {
  const page = await listsRows(db, q, now, viewer);
  const shown = await listedViews(db, page, timeFilterOf(q), viewer, now);
  return { items: shown.map(({ view, next }) => presentListed(view, next)), total: page.total };
}

/** One page of the caller's liked businesses, most recently liked first; `total` counts them all. */
export async function likedCompanies(db: Db, userId: string, q: Paging) {
  const mine = eq(companyLikes.userId, userId);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ company: companies })
      .from(companyLikes)
      .innerJoin(companies, eq(companies.id, companyLikes.companyId))
      .where(mine)
      .orderBy(desc(companyLikes.createdAt), desc(companies.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    // A like goes with its business (on delete cascade), so the likes alone count them.
    db.select({ n: count() }).from(companyLikes).where(mine),
  ]);
  return { rows: rows.map((r) => r.company), total: n };
}

/**
 * When a business is busy in [from, to): its active bookings that overlap the window, and the live
 * waitlist holds of everyone but `except` (decision 041), earliest first; undefined when there is
 * no such business. Only the two instants are read, so nothing about who booked, or what, can
 * leave.
 */
export async function busyRanges(
  db: Db,
  companyId: string,
  from: Date,
  to: Date,
  holds: { now: Date; except: string | null },
) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const [booked, held] = await Promise.all([
    activeBookingTimes(db, companyId, from, to),
    heldRanges(db, companyId, from, to, holds.now, holds.except),
  ]);
  return [...booked, ...held].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.end.getTime() - b.end.getTime(),
  );
}
