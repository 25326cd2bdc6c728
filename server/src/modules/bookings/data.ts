import { and, asc, count, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import type { BusyRange } from '@slotmap/domain/slots';
import type { Db } from '../../db/connection.ts';
import { preparedSql } from '../../db/prepared.ts';
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

/** What else busyRanges counts, or leaves out. */
export interface BusyOptions {
  /** The live waitlist holds count as busy, but for those of `except` (decision 041). */
  holds?: { now: Date; except: string | null };
  /** A booking being moved: its own blocked time does not stand in its way (decision 053). */
  moving?: string;
}

/**
 * The times a business is busy in [from, to), as instants in milliseconds (what the slot function
 * takes): its active bookings' blocked times, buffers included (decision 055), and its calendar's
 * busy times, with the holds and less the moving booking that `options` name.
 */
export async function busyRanges(
  db: Db,
  companyId: string,
  from: Date,
  to: Date,
  { holds, moving }: BusyOptions = {},
) {
  const shape: BusyShape = {
    holds: holds ? (holds.except ? 'except' : 'all') : 'none',
    moving: Boolean(moving),
  };
  const result = await busyStatement(shape)(db).execute({
    companyId,
    from: from.toISOString(),
    to: to.toISOString(),
    fromMs: from.getTime(),
    toMs: to.getTime(),
    moving: moving || null,
    now: holds?.now.toISOString() ?? null,
    except: holds?.except ?? null,
  });
  const [row] = rowsOf(result);
  return rangesOf(row?.ranges);
}

/**
 * "start,end,start,end,…" (epoch milliseconds) → ranges. A busy business's thousands of ranges
 * come as one text: parsed as thousands of rows, they cost the driver more than the statement
 * cost the database (decision 066).
 */
export function rangesOf(text: unknown): BusyRange[] {
  if (typeof text !== 'string' || text === '') return [];
  const parts = text.split(',');
  const ranges: BusyRange[] = new Array(parts.length >> 1);
  for (let i = 0; i < ranges.length; i++)
    ranges[i] = { start: Number(parts[2 * i]), end: Number(parts[2 * i + 1]) };
  return ranges;
}

/** Which of busyRanges' statements: the holds it counts, and whether a booking is being moved. */
interface BusyShape {
  holds: 'none' | 'all' | 'except';
  moving: boolean;
}

const busyStatements = new Map<string, ReturnType<typeof preparedSql>>();

/**
 * busyRanges' statement of this shape, built once and prepared (decision 064). Its bookings are
 * read from their own index whatever the business (decision 066), so one plan serves every value.
 */
function busyStatement(shape: BusyShape) {
  const key = `${shape.holds}${shape.moving ? '_moving' : ''}`;
  let statement = busyStatements.get(key);
  if (!statement) {
    statement = preparedSql(`busy_ranges_${key}`, () => busySql(shape));
    busyStatements.set(key, statement);
  }
  return statement;
}

function busySql({ holds, moving }: BusyShape): SQL {
  // Active bookings, the business's own calendar as last read (decision 044) and the live holds,
  // in one statement, as one text of epoch milliseconds: no Date is made, and no row parsed, for
  // each of the thousands of ranges a busy business has.
  const [companyId, f, t] = ['companyId', 'from', 'to'].map((name) => sql.placeholder(name));
  // date_part is float8 already: extract's numeric costs more, row by row.
  const ms = (column: SQL | AnyPgColumn) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;
  // A hold keeps its time widened by its service's buffers, as the booking it would become does.
  const heldBlocked = sql`booking_blocked_range(${waitlistOffers.startAt}, ${waitlistOffers.endAt},
    COALESCE(${services.bufferBefore}, 0), COALESCE(${services.bufferAfter}, 0))`;
  const held =
    holds !== 'none'
      ? sql`
    UNION ALL
    SELECT ${ms(sql`lower(h)`)}, ${ms(sql`upper(h)`)}
      FROM ${waitlistOffers} LEFT JOIN ${services} ON ${services.id} = ${waitlistOffers.serviceId},
        LATERAL (SELECT ${heldBlocked} AS h) held
      WHERE ${waitlistOffers.companyId} = ${companyId} AND ${waitlistOffers.state} = 'held'
        AND h && tstzrange(${f}::timestamptz, ${t}::timestamptz, '[)')
        AND ${waitlistOffers.heldUntil} > ${sql.placeholder('now')}::timestamptz${
          holds === 'except'
            ? sql` AND ${waitlistOffers.userId} <> ${sql.placeholder('except')}::uuid`
            : sql``
        }`
      : sql``;
  // A booking's busy time is its blocked range, buffers included (decision 055), kept as epoch
  // milliseconds by the database and read from an index that carries both ends (decision 066).
  const [fromMs, toMs] = ['fromMs', 'toMs'].map((name) => sql.placeholder(name));
  return sql`
    SELECT string_agg(b.start || ',' || b.end, ',') AS ranges FROM (
      SELECT ${bookings.blockedFromMs} AS start, ${bookings.blockedUntilMs} AS end
        FROM ${bookings}
        WHERE ${bookings.companyId} = ${companyId} AND ${bookings.cancelledAt} IS NULL
          AND ${bookings.blockedUntilMs} > ${fromMs}::bigint AND ${bookings.blockedFromMs} < ${toMs}::bigint${
            moving ? sql` AND ${bookings.id} <> ${sql.placeholder('moving')}::uuid` : sql``
          }
      UNION ALL
      SELECT ${ms(calendarBusy.startAt)}, ${ms(calendarBusy.endAt)} FROM ${calendarBusy}
        WHERE ${calendarBusy.companyId} = ${companyId} AND ${calendarBusy.startAt} < ${t}::timestamptz
          AND ${calendarBusy.endAt} > ${f}::timestamptz${held}
    ) b`;
}

/** A business and the window of its busy times that is wanted. */
export interface BusyWindow {
  companyId: string;
  from: Date;
  to: Date;
}

/**
 * busyRanges of several businesses at once, each over its own window, in one statement (a page of
 * search results shows each one's next free time): by business id, in no particular order. Live
 * holds of everyone but `holds.except` count as busy, buffers included, as busyRanges reads them.
 */
export async function busyRangesOfMany(
  db: Db,
  windows: readonly BusyWindow[],
  holds: { now: Date; except: string | null },
): Promise<Map<string, { start: number; end: number }[]>> {
  const found = new Map<string, { start: number; end: number }[]>();
  if (windows.length === 0) return found;
  const result = await busyOfManyStatement(db).execute({
    ids: windows.map((w) => w.companyId),
    from: windows.map((w) => w.from.toISOString()),
    to: windows.map((w) => w.to.toISOString()),
    now: holds.now.toISOString(),
    except: holds.except,
  });
  for (const r of rowsOf(result)) {
    const id = String(r.company_id);
    const ranges = found.get(id) ?? [];
    ranges.push({ start: Number(r.start), end: Number(r.end) });
    found.set(id, ranges);
  }
  return found;
}

/** busyRangesOfMany's statement, built once (decision 067): the windows come as three arrays. */
const busyOfManyStatement = preparedSql('busy_ranges_of_many', () => {
  const [ids, from, to] = ['ids', 'from', 'to'].map((name) => sql.placeholder(name));
  const wanted = sql`unnest(${ids}::uuid[], ${from}::timestamptz[], ${to}::timestamptz[])
    AS w(company_id, f, t)`;
  const ms = (column: SQL) => sql`(extract(epoch FROM ${column}) * 1000)::float8`;
  const inWindow = (range: SQL) => sql`${range} && tstzrange(w.f, w.t, '[)')`;
  const held = sql`booking_blocked_range(o.start_at, o.end_at,
    COALESCE(s.buffer_before, 0), COALESCE(s.buffer_after, 0))`;
  // Bookings by their blocked time in epoch milliseconds, from its index (decision 066).
  return sql`
    SELECT w.company_id, b.blocked_from_ms AS start, b.blocked_until_ms AS end
      FROM ${wanted} JOIN ${bookings} b ON b.company_id = w.company_id AND b.cancelled_at IS NULL
        AND b.blocked_until_ms > ${ms(sql`w.f`)}::bigint AND b.blocked_from_ms < ${ms(sql`w.t`)}::bigint
    UNION ALL
    SELECT w.company_id, ${ms(sql`c.start_at`)}, ${ms(sql`c.end_at`)}
      FROM ${wanted} JOIN ${calendarBusy} c ON c.company_id = w.company_id
        AND c.start_at < w.t AND c.end_at > w.f
    UNION ALL
    SELECT w.company_id, ${ms(sql`lower(${held})`)}, ${ms(sql`upper(${held})`)}
      FROM ${wanted} JOIN ${waitlistOffers} o ON o.company_id = w.company_id AND o.state = 'held'
        AND o.held_until > ${sql.placeholder('now')}::timestamptz
        AND o.user_id IS DISTINCT FROM ${sql.placeholder('except')}::uuid
        LEFT JOIN ${services} s ON s.id = o.service_id
      WHERE ${inWindow(held)}`;
});

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

/** The active bookings still to start of a customer or of a business, with their parts. */
export function futureBookingParts(
  db: Db,
  of: { customerId: string } | { companyId: string },
  now: Date,
) {
  const whose =
    'customerId' in of ? eq(bookings.userId, of.customerId) : eq(bookings.companyId, of.companyId);
  return bookingsWithParts(db).where(
    and(whose, isNull(bookings.cancelledAt), gt(bookings.startAt, now)),
  );
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
