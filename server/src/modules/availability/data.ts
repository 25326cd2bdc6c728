import { closureHoursOn } from '@slotmap/domain/closures';
import type { CompanyView } from '@slotmap/domain/company-view';
import { mergeBusy, PERIODS, type Period } from '@slotmap/domain/slots';
import { addDays, dateMs, localDate } from '@slotmap/domain/zoned-time';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { rowsOf } from '../../db/rows.ts';
import { freeDays } from '../../db/schema/free-days.ts';
import { busyRangesOfMany } from '../bookings/data.ts';
import { booksOnline } from '../companies/data.ts';
import { firstFreeOn, type NextTime, type OfferedService } from './next-time.ts';

const HOUR_MS = 3_600_000;

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
const FROM = {
  morning: freeDays.morningFrom,
  afternoon: freeDays.afternoonFrom,
  evening: freeDays.eveningFrom,
} as const;

const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/**
 * The summary rows of the business `companyId` names that still have a free time matching the
 * filter at `now`. Without a day, from the day before UTC's today (no zone's today is earlier):
 * the rows of days gone by no longer match anyway, as their times are past.
 */
function matchingDays(companyId: SQLWrapper, filter: TimeFilter, now: Date): SQL {
  const day = filter.day
    ? sql`${freeDays.day} = ${filter.day}::date`
    : sql`${freeDays.day} >= ${addDays(localDate(now.getTime(), 'UTC'), -1)}::date`;
  const free = filter.period
    ? sql`${UNTIL[filter.period]} >= ${instant(now)}`
    : sql`${freeDays.anyUntil} >= ${instant(now)}`;
  return sql`${freeDays.companyId} = ${companyId} AND ${day} AND ${free}`;
}

/** Whether the filter asks about time at all (a day or a part of day). */
export const asksForTime = (filter: TimeFilter) => Boolean(filter.day || filter.period);

/**
 * The condition a list adds for the filter, on the business `companyId` names (a column of the
 * caller's query): a free time on the day and in the part of day, read from the summary through its
 * primary key; a live online service for "books online". Undefined when nothing is asked.
 */
export function timeFilterCondition(
  companyId: SQLWrapper,
  filter: TimeFilter,
  now: Date,
): SQL | undefined {
  const conditions: SQL[] = [];
  if (asksForTime(filter))
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${freeDays} WHERE ${matchingDays(companyId, filter, now)})`,
    );
  if (filter.online) conditions.push(booksOnline(companyId));
  return conditions.length ? sql.join(conditions, sql` AND `) : undefined;
}

/**
 * The instant "soonest available" ranks the business by: on its first summary day that matches
 * the filter, the earliest free start of the parts of day still bookable at `now`, never before
 * `now` (within the part of day under way the summary knows no finer). Null when nothing matches.
 */
export function soonestKey(companyId: SQLWrapper, filter: TimeFilter, now: Date): SQL {
  const periods = filter.period ? [filter.period] : PERIODS;
  const starts = periods.map(
    (p) => sql`CASE WHEN ${UNTIL[p]} >= ${instant(now)}
      THEN greatest(${FROM[p]}, ${instant(now)}) END`,
  );
  return sql`(SELECT least(${sql.join(starts, sql`, `)}) FROM ${freeDays}
    WHERE ${matchingDays(companyId, filter, now)} ORDER BY ${freeDays.day} LIMIT 1)`;
}

/** Summary days looked at per business and round; one round nearly always finds the time. */
const DAYS_PER_ROUND = 3;

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
      WHERE ${matchingDays(sql`c.id`, filter, now)} AND ${freeDays.day} > c.after
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
): Promise<Map<string, NextTime | null>> {
  const found = new Map<string, NextTime | null>();
  const pending = new Map<string, { company: Listed; services: OfferedService[] }>();
  for (const company of listed) {
    const services = offeredServices(company);
    if (services.length > 0) pending.set(company._id, { company, services });
    else found.set(company._id, null);
  }
  const after = new Map([...pending.keys()].map((id) => [id, '1900-01-01']));
  while (after.size > 0) {
    const days = await nextSummaryDays(db, after, filter, at.now);
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
