import { and, asc, count, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import {
  type BookingMoveRow,
  type BookingRow,
  bookingComments,
  bookingMoves,
  bookings,
} from '../../db/schema/bookings.ts';
import { companies, services } from '../../db/schema/companies.ts';
import { calendarBusy } from '../../db/schema/calendars.ts';
import { rowsOf } from '../../db/rows.ts';
import { waitlistOffers } from '../../db/schema/waitlists.ts';

/**
 * A booking with its customer and its business. Either may be null: a customer who deleted the
 * account, a business that was deleted; the booking stays for the other side (decision 007).
 */
export function bookingsWithParts(db: Db) {
  return db
    .select({ booking: bookings, customer: users, company: companies })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .leftJoin(companies, eq(companies.id, bookings.companyId));
}

export async function findBookingParts(db: Db, id: string) {
  const [row] = await bookingsWithParts(db).where(eq(bookings.id, id)).limit(1);
  return row;
}
export type BookingParts = NonNullable<Awaited<ReturnType<typeof findBookingParts>>>;

/** The business's name today, or as it was when booked once the business is gone. */
export const companyNameOf = ({ booking, company }: BookingParts): string =>
  company?.name ?? booking.companyName;

/** Likewise the business's time zone. */
export const timeZoneOf = ({ booking, company }: BookingParts): string =>
  company?.timeZone ?? booking.companyTimeZone;

/** The comments of these bookings, oldest first, with their authors' names and avatars. */
export function commentsOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return (
    db
      .select({
        comment: bookingComments,
        firstName: users.firstName,
        lastName: users.lastName,
        avatar: users.avatar,
      })
      .from(bookingComments)
      // A comment outlives its author's account; it is then shown as by 'Deleted user'.
      .leftJoin(users, eq(users.id, bookingComments.userId))
      .where(inArray(bookingComments.bookingId, bookingIds))
      .orderBy(asc(bookingComments.createdAt), asc(bookingComments.id))
  );
}
export type CommentParts = Awaited<ReturnType<typeof commentsOf>>[number];

/** The moves of these bookings, oldest first (a booking page shows its history). */
export function movesOf(db: Db, bookingIds: string[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingMoves)
    .where(inArray(bookingMoves.bookingId, bookingIds))
    .orderBy(asc(bookingMoves.createdAt), asc(bookingMoves.id));
}

/** The times of a business's active bookings that overlap [from, to), earliest first. */
export function activeBookingTimes(db: Db, companyId: string, from: Date, to: Date) {
  return db
    .select({ start: bookings.startAt, end: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        isNull(bookings.cancelledAt),
        lt(bookings.startAt, to),
        gt(bookings.endAt, from),
      ),
    )
    .orderBy(asc(bookings.startAt), asc(bookings.endAt));
}

/**
 * The times a business is busy in [from, to), as instants in milliseconds (what the slot function
 * takes): its active bookings' blocked times, buffers included (decision 055), and its calendar's
 * busy times. With `holds`, the live waitlist holds of everyone but `holds.except` count as busy
 * too (decision 041).
 */
export async function busyRanges(
  db: Db,
  companyId: string,
  from: Date,
  to: Date,
  holds?: { now: Date; except: string | null },
) {
  // Active bookings, the business's own calendar as last read (decision 044) and the live holds,
  // in one statement, as epoch milliseconds: no Date is made for the thousands of rows a busy
  // business has.
  const [f, t] = [from.toISOString(), to.toISOString()];
  const overlapping = (table: typeof bookings | typeof calendarBusy | typeof waitlistOffers) =>
    sql`${table.companyId} = ${companyId} AND ${table.startAt} < ${t}::timestamptz AND ${table.endAt} > ${f}::timestamptz`;
  const ms = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;
  // A hold keeps its time widened by its service's buffers, as the booking it would become does.
  const heldBlocked = sql`booking_blocked_range(${waitlistOffers.startAt}, ${waitlistOffers.endAt},
    COALESCE(${services.bufferBefore}, 0), COALESCE(${services.bufferAfter}, 0))`;
  const held = holds
    ? sql`
    UNION ALL
    SELECT ${ms(sql`lower(h)`)}, ${ms(sql`upper(h)`)}
      FROM ${waitlistOffers} LEFT JOIN ${services} ON ${services.id} = ${waitlistOffers.serviceId},
        LATERAL (SELECT ${heldBlocked} AS h) held
      WHERE ${waitlistOffers.companyId} = ${companyId} AND ${waitlistOffers.state} = 'held'
        AND h && tstzrange(${f}::timestamptz, ${t}::timestamptz, '[)')
        AND ${waitlistOffers.heldUntil} > ${holds.now.toISOString()}::timestamptz${
          holds.except ? sql` AND ${waitlistOffers.userId} <> ${holds.except}::uuid` : sql``
        }`
    : sql``;
  // A booking's busy time is its blocked range, buffers included (decision 055), read through the
  // exclusion constraint's own index.
  const blocked = sql`booking_blocked_range(start_at, end_at, buffer_before, buffer_after)`;
  const result = await db.execute(sql`
    SELECT ${ms(sql`lower(b)`)} AS start, ${ms(sql`upper(b)`)} AS end
      FROM ${bookings}, LATERAL (SELECT ${blocked} AS b) blocked
      WHERE ${bookings.companyId} = ${companyId} AND ${bookings.cancelledAt} IS NULL
        AND ${blocked} && tstzrange(${f}::timestamptz, ${t}::timestamptz, '[)')
    UNION ALL
    SELECT ${ms(sql`start_at`)}, ${ms(sql`end_at`)} FROM ${calendarBusy}
      WHERE ${overlapping(calendarBusy)}${held}`);
  return rowsOf(result).map((r) => ({ start: Number(r.start), end: Number(r.end) }));
}

const activeOfCustomer = (userId: string) =>
  and(eq(bookings.userId, userId), isNull(bookings.cancelledAt));

/** The customer's active bookings, latest start first. */
export function bookingsOfCustomer(db: Db, userId: string) {
  return bookingsWithParts(db)
    .where(activeOfCustomer(userId))
    .orderBy(desc(bookings.startAt), desc(bookings.id));
}

/** One page of them; `total` counts them all. */
export async function pageBookingsOfCustomer(db: Db, userId: string, q: Paging) {
  const [rows, [{ n }]] = await Promise.all([
    bookingsOfCustomer(db, userId).limit(q.limit).offset(offsetOf(q)),
    db.select({ n: count() }).from(bookings).where(activeOfCustomer(userId)),
  ]);
  return { rows, total: n };
}

/** Whether a service has an active booking that has not ended yet. */

export async function serviceHasFutureBookings(db: Db, serviceId: string, now: Date) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(eq(bookings.serviceId, serviceId), isNull(bookings.cancelledAt), gt(bookings.endAt, now)),
    )
    .limit(1);
  return Boolean(row);
}

export type { BookingMoveRow, BookingRow };

/** A booked service's price today, as the mails show it; null once the service is gone. */
export async function servicePriceOf(db: Db, serviceId: string | null): Promise<string | null> {
  if (!serviceId) return null;
  const [row] = await db
    .select({ price: services.price })
    .from(services)
    .where(eq(services.id, serviceId))
    .limit(1);
  return row?.price ?? null;
}
