import { closureHoursOn } from '@slotmap/domain/closures';
import type { CompanyView } from '@slotmap/domain/company-view';
import { mergeBusy, PERIODS, type Period } from '@slotmap/domain/slots';
import { addDays, dateMs, localDate } from '@slotmap/domain/zoned-time';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { jsonValue } from '../../db/json-rows.ts';
import { type Bind, boundTo } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { freeDays, freeDaysDigest } from '../../db/schema/free-days.ts';
import { busyRangesOfMany } from '../bookings/data.ts';
import { booksOnline } from '../companies/data.ts';
import { firstFreeOn, type NextTime, type OfferedService } from './next-time.ts';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;
/** The digest's smallints: -32768 is "nothing free", so a bound stays above it. */
const DIGEST_FLOOR = -32_767;
const DIGEST_CEILING = 32_767;

/** What a list is narrowed to: a local day, a part of day, businesses that book online. */
export interface TimeFilter {
  day?: string;
  period?: Period;
  online?: boolean;
}

const UNTIL = {
  morning: freeDays.morningUntil,
  afternoon: freeDays.afternoonUntil,
  evening: freeDays.eveningUntil,
} as const;
const DIGEST = {
  morning: freeDaysDigest.morning,
  afternoon: freeDaysDigest.afternoon,
  evening: freeDaysDigest.evening,
} as const;
const FROM = {
  morning: freeDays.morningFrom,
  afternoon: freeDays.afternoonFrom,
  evening: freeDays.eveningFrom,
} as const;

/**
 * `now` as the digest of `day` counts: minutes from the day's midnight UTC, rounded up (a
 * `*_until` is a whole minute), kept within the digest's smallints.
 */
export function digestMinutes(now: Date, day: string): number {
  const minutes = Math.ceil((now.getTime() - dateMs(day)) / MINUTE_MS);
  return Math.min(DIGEST_CEILING, Math.max(DIGEST_FLOOR, minutes));
}

/**
 * The values the statements below are built with, by name (`Bind`): `now`, the instant free times
 * must still lie ahead of; `since`, the first summary day worth reading without a day asked for
 * (the day before UTC's today: no zone's today is earlier); `day`, the day asked for, and
 * `freeAfter`, `now` as that day's digest counts it. Only the filter's shape (a day or not, which
 * part of day) changes the statements' text, so they can be built once.
 */
export const timeValues = (filter: TimeFilter, now: Date) => ({
  now: now.toISOString(),
  since: addDays(localDate(now.getTime(), 'UTC'), -1),
  day: filter.day ?? null,
  freeAfter: filter.day ? digestMinutes(now, filter.day) : null,
});

const instant = (bind: Bind) => sql`${bind('now')}::timestamptz`;

/**
 * The summary rows of the business `companyId` names that still have a free time matching the
 * filter at `now`. Without a day, from `since`: the rows of days gone by no longer match anyway,
 * as their times are past.
 */
function matchingDays(companyId: SQLWrapper, filter: TimeShape, bind: Bind): SQL {
  const day = filter.day
    ? sql`${freeDays.day} = ${bind('day')}::date`
    : sql`${freeDays.day} >= ${bind('since')}::date`;
  const free = filter.period
    ? sql`${UNTIL[filter.period]} >= ${instant(bind)}`
    : sql`${freeDays.anyUntil} >= ${instant(bind)}`;
  return sql`${freeDays.companyId} = ${companyId} AND ${day} AND ${free}`;
}

/** Which parts of a filter a statement's text depends on: its day is a value, bound by name. */
export interface TimeShape {
  day: boolean;
  period?: Period;
  online?: boolean;
}

export const timeShapeOf = (filter: TimeFilter): TimeShape => ({
  day: Boolean(filter.day),
  period: filter.period,
  online: filter.online,
});

/**
 * The latest `*_until` of the day asked for, in the part of day asked for (any, without one), as
 * the digest on the business's row in the statement's scope says it (decision 070): null when the
 * day lies outside its days. Read with each candidate, it spares a look-up in the summary.
 */
export function digestUntil(filter: TimeShape, bind: Bind): SQL {
  const at = sql`(${bind('day')}::date - ${freeDaysDigest.from}) + 1`;
  const parts = (filter.period ? [filter.period] : PERIODS).map((p) => sql`${DIGEST[p]}[${at}]`);
  return parts.length === 1 ? parts[0] : sql`greatest(${sql.join(parts, sql`, `)})`;
}

/** Whether a digestUntil still lies ahead of `now`: a free time on the day is left. */
export const digestStillFree = (until: SQLWrapper, bind: Bind): SQL =>
  sql`${until} >= ${bind('freeAfter')}::smallint`;

/** Whether the filter asks about time at all (a day or a part of day). */
export const asksForTime = (filter: TimeFilter | TimeShape) => Boolean(filter.day || filter.period);

/**
 * The condition a list adds for the filter, on the business `companyId` names (the id of the
 * business row in the caller's scope): a free time on the day asked for, in the part of day, from
 * the row's digest; in the part of day on any day, from the summary through its primary key; a
 * live online service for "books online". Undefined when nothing is asked.
 */
export function timeFilterCondition(
  companyId: SQLWrapper,
  filter: TimeShape,
  bind: Bind,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.day) conditions.push(digestStillFree(digestUntil(filter, bind), bind));
  else if (asksForTime(filter))
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${freeDays} WHERE ${matchingDays(companyId, filter, bind)})`,
    );
  if (filter.online) conditions.push(booksOnline(companyId));
  return conditions.length ? sql.join(conditions, sql` AND `) : undefined;
}

/**
 * The instant "soonest available" ranks the business by: on its first summary day that matches
 * the filter, the earliest free start of the parts of day still bookable at `now`, never before
 * `now` (within the part of day under way the summary knows no finer). Null when nothing matches.
 */
export function soonestKey(companyId: SQLWrapper, filter: TimeShape, bind: Bind): SQL {
  const periods = filter.period ? [filter.period] : PERIODS;
  const starts = periods.map(
    (p) => sql`CASE WHEN ${UNTIL[p]} >= ${instant(bind)}
      THEN greatest(${FROM[p]}, ${instant(bind)}) END`,
  );
  return sql`(SELECT least(${sql.join(starts, sql`, `)}) FROM ${freeDays}
    WHERE ${matchingDays(companyId, filter, bind)} ORDER BY ${freeDays.day} LIMIT 1)`;
}

/** Summary days looked at per business and round; one round nearly always finds the time. */
const DAYS_PER_ROUND = 3;

/**
 * The first summary days that match the filter of the business `companyId` names, as a JSON
 * array of `YYYY-MM-DD`: the first round of nextAvailableOf, read inside the statement that reads
 * the list's page (decision 067).
 */
export const firstFreeDaysJson = (companyId: SQLWrapper, filter: TimeShape, bind: Bind): SQL =>
  sql`(SELECT coalesce(json_agg(d.day ORDER BY d.day), '[]'::json) FROM (
    SELECT to_char(${freeDays.day}, 'YYYY-MM-DD') AS day FROM ${freeDays}
    WHERE ${matchingDays(companyId, filter, bind)}
    ORDER BY ${freeDays.day} LIMIT ${sql.raw(String(DAYS_PER_ROUND))}) AS d)`;

/** The days firstFreeDaysJson read. */
export const freeDaysOf = (json: unknown): string[] => jsonValue<string[]>(json);

/** The next few matching summary days of each business, after the day given for it. */
async function nextSummaryDays(
  db: Db,
  after: Map<string, string>,
  filter: TimeFilter,
  now: Date,
): Promise<Map<string, string[]>> {
  const ids = [...after.keys()];
  const list = (values: string[], type: string) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::${sql.raw(type)}`;
  const result = await db.execute(sql`
    SELECT c.id, d.day FROM unnest(${list(ids, 'uuid[]')}, ${list(
      ids.map((id) => after.get(id) as string),
      'date[]',
    )}) AS c(id, after)
    CROSS JOIN LATERAL (
      SELECT to_char(${freeDays.day}, 'YYYY-MM-DD') AS day FROM ${freeDays}
      WHERE ${matchingDays(sql`c.id`, timeShapeOf(filter), boundTo(timeValues(filter, now)))}
        AND ${freeDays.day} > c.after
      ORDER BY ${freeDays.day} LIMIT ${DAYS_PER_ROUND}
    ) AS d
    ORDER BY c.id, d.day`);
  const days = new Map<string, string[]>();
  for (const r of rowsOf(result)) {
    const id = String(r.id);
    days.set(id, [...(days.get(id) ?? []), String(r.day)]);
  }
  return days;
}

/** A listed business as its next free time needs it: the answer it is shown with. */
type Listed = Pick<CompanyView, '_id' | 'store_hours' | 'time_zone' | 'closures' | 'services'>;

const offeredServices = (c: Listed): OfferedService[] =>
  c.services
    .filter((s) => s.book_online)
    .map((s) => ({
      id: s._id,
      name: s.name,
      duration: s.service_duration,
      rules: {
        min_notice: s.min_notice,
        buffer_before: s.buffer_before,
        buffer_after: s.buffer_after,
        horizon_days: s.horizon_days,
      },
    }));

/**
 * The next free online time of each listed business (≤ one page), matching the filter's day and
 * part of day: the summary names the first days that may have one, and the slot function decides
 * on them exactly, at `now`, with every booking, the business calendar's busy times and the live
 * holds of everyone but `viewer`, moving on to the next summary day when holds or notice took the
 * day's last free time. Null when there is none. The services, hours and closures are the ones
 * the business is shown with (its closures of the next 90 days cover the whole window).
 */
export async function nextAvailableOf(
  db: Db,
  listed: readonly Listed[],
  filter: TimeFilter,
  at: { now: Date; viewer: string | null },
  /** The first round's days by business (firstFreeDaysJson), when the list's statement read them. */
  firstDays?: ReadonlyMap<string, string[]>,
): Promise<Map<string, NextTime | null>> {
  const found = new Map<string, NextTime | null>();
  const pending = new Map<string, { company: Listed; services: OfferedService[] }>();
  for (const company of listed) {
    const services = offeredServices(company);
    if (services.length > 0) pending.set(company._id, { company, services });
    else found.set(company._id, null);
  }
  const after = new Map([...pending.keys()].map((id) => [id, '1900-01-01']));
  let first = firstDays;
  while (after.size > 0) {
    const days = first
      ? new Map([...after.keys()].map((id) => [id, first?.get(id) ?? []]))
      : await nextSummaryDays(db, after, filter, at.now);
    first = undefined;
    for (const [id, list] of days) if (list.length === 0) days.delete(id);
    const windows = [...days].map(([companyId, list]) => ({
      companyId,
      // Every busy time that can touch these local dates: a day lies within 14 hours of its UTC
      // reading, and buffers reach 4 hours on either side (as the booking check reads them).
      from: new Date(dateMs(list[0]) - 18 * HOUR_MS),
      to: new Date(dateMs(list[list.length - 1]) + 42 * HOUR_MS),
    }));
    const busy = await busyRangesOfMany(db, windows, { now: at.now, except: at.viewer });
    for (const id of [...after.keys()]) {
      const list = days.get(id) ?? [];
      const { company, services } = pending.get(id) as {
        company: Listed;
        services: OfferedService[];
      };
      const business = {
        hours: company.store_hours,
        hoursOn: closureHoursOn(company.closures),
        timeZone: company.time_zone,
      };
      const merged = mergeBusy(busy.get(id) ?? []);
      let next: NextTime | null = null;
      for (const day of list) {
        next = firstFreeOn(day, business, services, merged, at.now, filter.period);
        if (next) break;
      }
      if (next || list.length < DAYS_PER_ROUND) {
        found.set(id, next);
        after.delete(id);
      } else after.set(id, list[list.length - 1]);
    }
  }
  return found;
}
