// What a slot list is made from (decision 066): the business and its service and the live holds,
// read every time, and its busy times and closures, kept while the business's busy version stays
// the same.
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type Closure, closureHoursOn, type DayHoursOn } from '@slotmap/domain/closures';
import type { BusyRange } from '@slotmap/domain/slots';
import type { Db } from '../../db/connection.ts';
import { prepared } from '../../db/prepared.ts';
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
/** A version no business has: what is asked for when nothing kept can serve. */
const NOTHING_KEPT = -1;

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

const ms = (column: SQL) => sql`(date_part('epoch', ${column}) * 1000)::bigint`;

/** The live holds' blocked times, as one text (busyRanges' form), of all but `except`'s. */
const liveHolds = sql`(
  SELECT string_agg(${ms(sql`lower(h)`)} || ',' || ${ms(sql`upper(h)`)}, ',')
    FROM ${waitlistOffers} o LEFT JOIN ${services} hs ON hs.id = o.service_id,
      LATERAL (SELECT booking_blocked_range(o.start_at, o.end_at,
        COALESCE(hs.buffer_before, 0), COALESCE(hs.buffer_after, 0)) AS h) held
    WHERE o.company_id = ${companies.id} AND o.state = 'held'
      AND o.held_until > ${sql.placeholder('now')}::timestamptz
      AND (${sql.placeholder('except')}::uuid IS NULL OR o.user_id <> ${sql.placeholder('except')}::uuid)
      AND h && tstzrange(to_timestamp(${sql.placeholder('fromMs')}::bigint / 1000.0),
        to_timestamp(${sql.placeholder('toMs')}::bigint / 1000.0), '[)')
)`;

/** Whether what the caller keeps is not of the business's version now. */
const moved = sql`COALESCE(${companyBusyVersions.version}, 0) <> ${sql.placeholder('known')}::bigint`;

/** The bookings' and the business calendar's busy times in [fromMs, readToMs), as one text. */
const busyTimes = sql`(
  SELECT string_agg(b.start || ',' || b.end, ',') FROM (
    SELECT ${bookings.blockedFromMs} AS start, ${bookings.blockedUntilMs} AS end FROM ${bookings}
      WHERE ${bookings.companyId} = ${companies.id} AND ${bookings.cancelledAt} IS NULL
        AND ${bookings.blockedUntilMs} > ${sql.placeholder('fromMs')}::bigint
        AND ${bookings.blockedFromMs} < ${sql.placeholder('readToMs')}::bigint
    UNION ALL
    SELECT ${ms(sql`${calendarBusy.startAt}`)}, ${ms(sql`${calendarBusy.endAt}`)} FROM ${calendarBusy}
      WHERE ${calendarBusy.companyId} = ${companies.id}
        AND ${calendarBusy.startAt} < to_timestamp(${sql.placeholder('readToMs')}::bigint / 1000.0)
        AND ${calendarBusy.endAt} > to_timestamp(${sql.placeholder('fromMs')}::bigint / 1000.0)
  ) b
)`;

const closuresJson = sql`(
  SELECT json_agg(json_build_object('from', c.from_date, 'to', c.to_date, 'reason', c.reason,
      'start_time', c.start_time, 'end_time', c.end_time))
    FROM ${companyClosures} c WHERE c.company_id = ${companies.id}
)`;

/**
 * A slot list's one statement: the business, its service, its busy version and the live holds;
 * and, only when the version is not the one the caller keeps (`known`), the busy times and the
 * closures too. PostgreSQL runs a subquery inside CASE only when its branch is taken, and one
 * statement is one picture: what is kept is what that version stood for.
 */
const slotsStatement = prepared('slot_sources', (db) =>
  db
    .select({
      company: companies,
      service: services,
      version: sql<string | number>`COALESCE(${companyBusyVersions.version}, 0)`,
      holds: sql<string | null>`${liveHolds}`,
      busy: sql<string | null>`CASE WHEN ${moved} THEN ${busyTimes} END`,
      closures: sql<unknown>`CASE WHEN ${moved} THEN ${closuresJson} END`,
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
 * or the window went beyond what was read. Always one statement.
 */
export async function slotSources(
  db: Db,
  ask: { companyId: string; serviceId: string; holdsOf: string | null },
  window: { from: Date; to: Date },
  now: Date,
): Promise<SlotSources | null> {
  const kept = keptOf(db);
  const had = kept.get(ask.companyId);
  const from = window.from.getTime();
  const covered = had !== undefined && had.from <= from && had.to >= window.to.getTime();
  const readTo = window.to.getTime() + READ_AHEAD_MS;
  const [row] = await slotsStatement(db).execute({
    companyId: ask.companyId,
    serviceId: ask.serviceId,
    now: now.toISOString(),
    except: ask.holdsOf,
    fromMs: from,
    toMs: window.to.getTime(),
    readToMs: readTo,
    known: covered ? had.version : NOTHING_KEPT,
  });
  if (!row) return null;
  const version = Number(row.version);
  const sources: Kept =
    covered && had.version === version
      ? had
      : {
          version,
          from,
          to: readTo,
          busy: rangesOf(row.busy),
          hoursOn: closureHoursOn((parsedJson(row.closures) as Closure[] | null) ?? []),
        };
  // Most recently used last: the first entry is the one to let go.
  kept.delete(ask.companyId);
  kept.set(ask.companyId, sources);
  if (kept.size > KEPT_BUSINESSES) kept.delete(kept.keys().next().value as string);
  const holds = rangesOf(row.holds);
  return {
    company: row.company,
    service: row.service,
    busy: holds.length > 0 ? [...sources.busy, ...holds] : sources.busy,
    hoursOn: sources.hoursOn,
  };
}

/** json_agg's answer: parsed by node-postgres, text from PGlite where it is not. */
const parsedJson = (value: unknown): unknown =>
  typeof value === 'string' ? JSON.parse(value) : value;
