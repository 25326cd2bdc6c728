import { BUFFER_MAX } from '@slotmap/domain/booking-rules';
import { WEEKDAYS } from '@slotmap/domain/hours';
import { offsetOf, type Paging } from '@slotmap/domain/paging';
import { PERIODS } from '@slotmap/domain/slots';
import {
  and,
  asc,
  count,
  eq,
  gt,
  inArray,
  lt,
  min,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { placeholderOf } from '../../db/prepared.ts';
import { users } from '../../db/schema/accounts.ts';
import { companies, services } from '../../db/schema/companies.ts';
import {
  type WaitlistEntryRow,
  waitlistEntries,
  waitlistOffers,
} from '../../db/schema/waitlists.ts';
import { offerViews, type WaitlistOfferView } from './offer-present.ts';

const bufferOfService = (column: typeof services.bufferBefore | typeof services.bufferAfter) =>
  sql`COALESCE((SELECT ${column} FROM ${services} WHERE ${services.id} = ${waitlistOffers.serviceId}), 0)`;

/**
 * The time a hold keeps from others: its own widened by its service's buffers, as the booking it
 * would become keeps it (decision 055); a hold whose service is gone keeps its own time only.
 */
export const heldBlockedRange = sql`booking_blocked_range(${waitlistOffers.startAt}, ${waitlistOffers.endAt}, ${bufferOfService(services.bufferBefore)}, ${bufferOfService(services.bufferAfter)})`;

const BUFFER_MS = BUFFER_MAX * 60_000;

/** Held offers of a business overlapping [start, end). */
export const overlapping = (companyId: string, start: Date, end: Date) =>
  and(
    eq(waitlistOffers.companyId, companyId),
    eq(waitlistOffers.state, 'held'),
    lt(waitlistOffers.startAt, end),
    gt(waitlistOffers.endAt, start),
  );

/**
 * Held offers of a business whose blocked time meets [start, end), itself a blocked time (a
 * booking's or a freed time's, buffers included): what a hold keeps from others.
 */
export const blockingWithin = (companyId: string, start: Date, end: Date) =>
  blockingCondition(blockingValues(companyId, start, end));

/** What blockingWithin compares, by name: the values of blockingWithinPlaceholders. */
export const blockingValues = (companyId: string, start: Date, end: Date) => ({
  companyId,
  // Buffers reach BUFFER_MAX at most: bounds the (company, start) index can use.
  reachFrom: new Date(start.getTime() - BUFFER_MS),
  reachUntil: new Date(end.getTime() + BUFFER_MS),
  start: start.toISOString(),
  end: end.toISOString(),
});

/** blockingWithin for a statement built once (decision 064), given blockingValues when run. */
export const blockingWithinPlaceholders = () =>
  blockingCondition({
    companyId: sql.placeholder('companyId'),
    reachFrom: placeholderOf(waitlistOffers.endAt, 'reachFrom'),
    reachUntil: placeholderOf(waitlistOffers.startAt, 'reachUntil'),
    start: sql.placeholder('start'),
    end: sql.placeholder('end'),
  });

function blockingCondition(v: {
  companyId: string | SQLWrapper;
  reachFrom: Date | SQLWrapper;
  reachUntil: Date | SQLWrapper;
  start: string | SQLWrapper;
  end: string | SQLWrapper;
}) {
  return and(
    eq(waitlistOffers.companyId, v.companyId),
    eq(waitlistOffers.state, 'held'),
    lt(waitlistOffers.startAt, v.reachUntil),
    gt(waitlistOffers.endAt, v.reachFrom),
    sql`${heldBlockedRange} && tstzrange(${v.start}::timestamptz, ${v.end}::timestamptz, '[)')`,
  );
}

/** A hold that still blocks others at `now`. */
export const liveHold = (now: Date) =>
  and(eq(waitlistOffers.state, 'held'), gt(waitlistOffers.heldUntil, now));

import type { EntryParts } from './present.ts';

/** Entries still waiting: an expired one is gone from every list at once (decision 041). */
export const liveEntry = (now: Date) => gt(waitlistEntries.expiresAt, now);

/** Sunday..Saturday, then morning..evening: the order of the dialog's grid. */
const cellOrder = sql`array_position(ARRAY[${sql.join(
  WEEKDAYS.map((d) => sql`${d}`),
  sql`, `,
)}]::text[], ${waitlistEntries.day}), array_position(ARRAY[${sql.join(
  PERIODS.map((p) => sql`${p}`),
  sql`, `,
)}]::text[], ${waitlistEntries.period})`;

function entriesWithParts(db: Db) {
  return db
    .select({
      entry: waitlistEntries,
      companyName: companies.name,
      firstName: users.firstName,
      email: users.email,
      phone: users.phone,
    })
    .from(waitlistEntries)
    .innerJoin(companies, eq(companies.id, waitlistEntries.companyId))
    .innerJoin(users, eq(users.id, waitlistEntries.userId));
}

async function countEntries(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(waitlistEntries).where(where);
  return row?.n ?? 0;
}

/** The live offer made from each entry, presented, by entry id. */
export async function offersByEntry(
  db: Db,
  entryIds: string[],
  now: Date,
): Promise<Map<string, WaitlistOfferView>> {
  const rows =
    entryIds.length === 0
      ? []
      : await db
          .select()
          .from(waitlistOffers)
          .where(and(inArray(waitlistOffers.entryId, entryIds), liveHold(now)));
  const views = await offerViews(db, rows);
  return new Map(rows.map((r, i) => [r.entryId ?? '', views[i]]));
}

export async function findEntryParts(db: Db, id: string): Promise<EntryParts | undefined> {
  const [row] = await entriesWithParts(db).where(eq(waitlistEntries.id, id)).limit(1);
  return row;
}

/** A person's live entries, one page, business by business and in the grid's order. */
export async function pageEntriesOfUser(db: Db, userId: string, now: Date, q: Paging) {
  const where = and(eq(waitlistEntries.userId, userId), liveEntry(now));
  const [items, total] = await Promise.all([
    entriesWithParts(db)
      .where(where)
      .orderBy(asc(companies.name), asc(waitlistEntries.companyId), cellOrder)
      .limit(q.limit)
      .offset(offsetOf(q)),
    countEntries(db, where),
  ]);
  return { items, total };
}

/** A person's live entries for one business (at most 21), in the grid's order. */
export function entriesOfUserAt(db: Db, userId: string, companyId: string, now: Date) {
  return entriesWithParts(db)
    .where(
      and(
        eq(waitlistEntries.userId, userId),
        eq(waitlistEntries.companyId, companyId),
        liveEntry(now),
      ),
    )
    .orderBy(cellOrder);
}

/** The queue of one cell of a business: live entries in the order people joined. */
export async function pageQueue(
  db: Db,
  companyId: string,
  cell: { day: string; period: string },
  now: Date,
  q: Paging,
) {
  const where = and(
    eq(waitlistEntries.companyId, companyId),
    eq(waitlistEntries.day, cell.day),
    eq(waitlistEntries.period, cell.period),
    liveEntry(now),
  );
  const [items, total] = await Promise.all([
    entriesWithParts(db)
      .where(where)
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .limit(q.limit)
      .offset(offsetOf(q)),
    countEntries(db, where),
  ]);
  return { items, total };
}

/**
 * The businesses a person waits for, one page of them (ordered by when they first joined one of
 * its cells), each with its live entries.
 */
export async function pageCompaniesOfUser(db: Db, userId: string, now: Date, q: Paging) {
  const where = and(eq(waitlistEntries.userId, userId), liveEntry(now));
  const first = min(waitlistEntries.createdAt);
  const [page, [{ n }]] = await Promise.all([
    db
      .select({ companyId: waitlistEntries.companyId, first })
      .from(waitlistEntries)
      .where(where)
      .groupBy(waitlistEntries.companyId)
      .orderBy(asc(first), asc(waitlistEntries.companyId))
      .limit(q.limit)
      .offset(offsetOf(q)),
    db
      .select({ n: sql<number>`count(DISTINCT ${waitlistEntries.companyId})::int` })
      .from(waitlistEntries)
      .where(where),
  ]);
  const ids = page.map((r) => r.companyId);
  if (ids.length === 0) return { items: [], total: Number(n) };
  const [rows, entries] = await Promise.all([
    db
      .select({
        id: companies.id,
        name: companies.name,
        city: companies.city,
        province: companies.province,
      })
      .from(companies)
      .where(inArray(companies.id, ids)),
    db
      .select()
      .from(waitlistEntries)
      .where(and(where, inArray(waitlistEntries.companyId, ids)))
      .orderBy(cellOrder),
  ]);
  const byId = new Map(rows.map((c) => [c.id, c]));
  const items = ids.flatMap((id) => {
    const company = byId.get(id);
    const own: WaitlistEntryRow[] = entries.filter((e) => e.companyId === id);
    return company && own.length > 0 ? [{ company, entries: own }] : [];
  });
  return { items, total: Number(n) };
}

/** How many cells a person waits for now, over every business. */
export function liveCountOf(db: Db, userId: string, now: Date): Promise<number> {
  return countEntries(db, and(eq(waitlistEntries.userId, userId), liveEntry(now)));
}

/** Live holds of a business over [from, to) that others see as taken (all but `except`'s). */
export async function heldRanges(
  db: Db,
  companyId: string,
  from: Date,
  to: Date,
  now: Date,
  except: string | null,
) {
  const rows = await db
    .select({ start: waitlistOffers.startAt, end: waitlistOffers.endAt })
    .from(waitlistOffers)
    .where(
      and(
        overlapping(companyId, from, to),
        gt(waitlistOffers.heldUntil, now),
        except ? ne(waitlistOffers.userId, except) : undefined,
      ),
    )
    .orderBy(asc(waitlistOffers.startAt));
  return rows;
}
