// What a slot list is made from (decision 066): the business and its service, read every time,
// and its busy times and closures, kept while the business's busy version stays the same.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Closure, closureHoursOn, type DayHoursOn } from '@slotmap/domain/closures';
import type { BusyRange } from '@slotmap/domain/slots';
import type { Db } from '../../db/connection.ts';
import { prepared, preparedSql } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { bookings, companyBusyVersions } from '../../db/schema/bookings.ts';
import { calendarBusy } from '../../db/schema/calendars.ts';
import { companyClosures } from '../../db/schema/closures.ts';
import { companies, services } from '../../db/schema/companies.ts';
import { waitlistOffers } from '../../db/schema/waitlists.ts';
import { rangesOf } from './data.ts';

const DAY_MS = 86_400_000;
/** Busy times are read a day wider than a window needs, so one read serves a day of requests. */
const READ_AHEAD_MS = DAY_MS;
/** Businesses whose busy times one database's slot lists keep; the least recently used go. */
const KEPT_BUSINESSES = 500;

/** A business's busy times and closures as read at one busy version. */
interface Kept {
  version: number;
  /** The instants the busy times were read for: [from, to). */
  from: number;
  to: number;
  busy: readonly BusyRange[];
  hoursOn: DayHoursOn;
}

const keptByDatabase = new WeakMap<Db, Map<string, Kept>>();

function keptOf(db: Db): Map<string, Kept> {
  let kept = keptByDatabase.get(db);
  if (!kept) {
    kept = new Map();
    keptByDatabase.set(db, kept);
  }
  return kept;
}

/** The live holds' blocked times, as one text (busyRanges' form), of all but `except`'s. */
const liveHolds = sql`(
  SELECT string_agg((date_part('epoch', lower(h)) * 1000)::bigint || ',' || (date_part('epoch', upper(h)) * 1000)::bigint, ',')
    FROM ${waitlistOffers} o LEFT JOIN ${services} hs ON hs.id = o.service_id,
      LATERAL (SELECT booking_blocked_range(o.start_at, o.end_at,
        COALESCE(hs.buffer_before, 0), COALESCE(hs.buffer_after, 0)) AS h) held
    WHERE o.company_id = ${companies.id} AND o.state = 'held'
      AND o.held_until > ${sql.placeholder('now')}::timestamptz
      AND (${sql.placeholder('except')}::uuid IS NULL OR o.user_id <> ${sql.placeholder('except')}::uuid)
      AND h && tstzrange(${sql.placeholder('from')}::timestamptz, ${sql.placeholder('to')}::timestamptz, '[)')
)`;

/** Every slot list's first statement: the business, its service, its busy version, live holds. */
const slotsHeadStatement = prepared('slots_head', (db) =>
  db
    .select({
      company: companies,
      service: services,
      version: companyBusyVersions.version,
      holds: sql<string | null>`${liveHolds}`,
    })
    .from(companies)
    .leftJoin(
      services,
      and(
        eq(services.id, sql.placeholder('serviceId')),
        eq(services.companyId, companies.id),
        isNull(services.retiredAt),
      ),
    )
    .leftJoin(companyBusyVersions, eq(companyBusyVersions.companyId, companies.id))
    .where(eq(companies.id, sql.placeholder('companyId')))
    .limit(1),
);

/**
 * A business's busy version, bookings and calendar busy times, and closures, in one statement:
 * one picture, so what is kept is what that version stood for.
 */
const keptStatement = preparedSql('slots_kept', (): SQL => {
  const companyId = sql.placeholder('companyId');
  const [fromMs, toMs] = ['fromMs', 'toMs'].map((name) => sql.placeholder(name));
  const ms = (column: SQL) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;
  return sql`
    SELECT
      (SELECT ${companyBusyVersions.version} FROM ${companyBusyVersions}
        WHERE ${companyBusyVersions.companyId} = ${companyId}) AS version,
      (SELECT string_agg(b.start || ',' || b.end, ',') FROM (
        SELECT ${bookings.blockedFromMs} AS start, ${bookings.blockedUntilMs} AS end FROM ${bookings}
          WHERE ${bookings.companyId} = ${companyId} AND ${bookings.cancelledAt} IS NULL
            AND ${bookings.blockedUntilMs} > ${fromMs}::bigint AND ${bookings.blockedFromMs} < ${toMs}::bigint
        UNION ALL
        SELECT ${ms(sql`${calendarBusy.startAt}`)}, ${ms(sql`${calendarBusy.endAt}`)} FROM ${calendarBusy}
          WHERE ${calendarBusy.companyId} = ${companyId}
            AND ${calendarBusy.startAt} < to_timestamp(${toMs}::bigint / 1000.0)
            AND ${calendarBusy.endAt} > to_timestamp(${fromMs}::bigint / 1000.0)
      ) b) AS ranges,
      (SELECT json_agg(json_build_object('from', c.from_date, 'to', c.to_date, 'reason', c.reason,
          'start_time', c.start_time, 'end_time', c.end_time))
        FROM ${companyClosures} c WHERE c.company_id = ${companyId}) AS closures`;
});

export interface SlotSources {
  company: typeof companies.$inferSelect;
  service: typeof services.$inferSelect | null;
  /** Bookings, the business calendar and the live holds of everyone but the viewer. */
  busy: readonly BusyRange[];
  hoursOn: DayHoursOn;
}

/**
 * What the slot list of `serviceId` needs at `now`, for a window of [from, to): null when the
 * business is not there. The business and its service and the live holds (which run out by
 * themselves) are read every time; the busy times and closures are read again only when the
 * business's busy version moved (a booking, a closure or its calendar changed, whoever changed it)
 * or the window went beyond what was read.
 */
export async function slotSources(
  db: Db,
  ask: { companyId: string; serviceId: string; holdsOf: string | null },
  window: { from: Date; to: Date },
  now: Date,
): Promise<SlotSources | null> {
  const kept = keptOf(db);
  const had = kept.get(ask.companyId);
  const covers = (k: Kept | undefined) =>
    k !== undefined && k.from <= window.from.getTime() && k.to >= window.to.getTime();
  // Nothing kept that could serve: read both at once rather than one after the other.
  const reading = covers(had) ? null : readKept(db, ask.companyId, window);
  const [head] = await slotsHeadStatement(db).execute({
    companyId: ask.companyId,
    serviceId: ask.serviceId,
    now: now.toISOString(),
    except: ask.holdsOf,
    from: window.from.toISOString(),
    to: window.to.toISOString(),
  });
  if (!head) {
    await reading;
    return null;
  }
  const version = head.version ?? 0;
  // Versions only rise: what was read at this version or later is as new as the head, or newer.
  let sources = had && covers(had) && had.version === version ? had : await reading;
  if (!sources || sources.version < version) sources = await readKept(db, ask.companyId, window);
  // Most recently used last: the first entry is the one to let go.
  kept.delete(ask.companyId);
  kept.set(ask.companyId, sources);
  if (kept.size > KEPT_BUSINESSES) kept.delete(kept.keys().next().value as string);
  const holds = rangesOf(head.holds);
  return {
    company: head.company,
    service: head.service,
    busy: holds.length > 0 ? [...sources.busy, ...holds] : sources.busy,
    hoursOn: sources.hoursOn,
  };
}

async function readKept(
  db: Db,
  companyId: string,
  window: { from: Date; to: Date },
): Promise<Kept> {
  const from = window.from.getTime();
  const to = window.to.getTime() + READ_AHEAD_MS;
  const [row] = rowsOf(await keptStatement(db).execute({ companyId, fromMs: from, toMs: to }));
  return {
    version: Number(row?.version ?? 0),
    from,
    to,
    busy: rangesOf(row?.ranges),
    hoursOn: closureHoursOn((parsedJson(row?.closures) as Closure[] | null) ?? []),
  };
}

/** json_agg's answer: parsed by node-postgres, text from PGlite where it is not. */
const parsedJson = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : value;
