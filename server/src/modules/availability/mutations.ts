import { BOOKING_WINDOW_DAYS } from '@slotmap/domain/slots';
import { addDays, dateMs, instantOf, localDate } from '@slotmap/domain/zoned-time';
import { and, eq, gt, gte, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { companies } from '../../db/schema/companies.ts';
import { freeDays, freeDayWindows, type NewFreeDayRow } from '../../db/schema/free-days.ts';
import { busyRanges } from '../bookings/data.ts';
import { companiesBookingOnline, onlineBookingSetup } from '../companies/data.ts';
import { bookingRulesOf } from '../companies/present.ts';
import { type FreeDay, freeDaysOf } from './free-time.ts';

/*
 * Keeping the free-time summary (decision 060). Every function runs in the caller's transaction
 * under the business's booking lock, which every change of a free time takes (bookings, their
 * cancellations and moves, hours, closures, services, calendar reads), so two changes of one
 * business never write its summary from different pictures.
 */

const HOUR_MS = 3_600_000;
const INSERT_BATCH = 500;

/** Local dates, both inclusive. */
export interface DaySpan {
  from: string;
  to: string;
}

const rowOf = (companyId: string, d: FreeDay): NewFreeDayRow => {
  const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));
  const { morning, afternoon, evening } = d.periods;
  return {
    companyId,
    day: d.day,
    morningFrom: at(morning?.from),
    morningUntil: at(morning?.until),
    afternoonFrom: at(afternoon?.from),
    afternoonUntil: at(afternoon?.until),
    eveningFrom: at(evening?.from),
    eveningUntil: at(evening?.until),
    anyUntil: new Date(
      Math.max(...[morning, afternoon, evening].map((p) => p?.until ?? Number.NEGATIVE_INFINITY)),
    ),
  };
};

/** The instant a local day begins in the zone (its first minute, should midnight be skipped). */
export function dayStarts(day: string, timeZone: string): Date {
  for (let minute = 0; minute <= 180; minute++) {
    const at = instantOf(day, minute, timeZone);
    if (at !== null) return new Date(at);
  }
  return new Date(dateMs(day));
}

/** The summary's columns past its key, as an upsert sets them from the row it proposed. */
const VALUE_COLUMNS = [
  'morningFrom',
  'morningUntil',
  'afternoonFrom',
  'afternoonUntil',
  'eveningFrom',
  'eveningUntil',
  'anyUntil',
] as const;
const proposed = Object.fromEntries(
  VALUE_COLUMNS.map((key) => [key, sql.raw(`excluded.${freeDays[key].name}`)]),
);
const changedValues = sql`(${sql.join(
  VALUE_COLUMNS.map((key) => freeDays[key]),
  sql`, `,
)}) IS DISTINCT FROM (${sql.join(Object.values(proposed), sql`, `)})`;

/**
 * Makes the summary's rows of `span` say `days`: a day's row is written only when it changed, and
 * the days with nothing free left lose theirs. A booking usually changes nothing a day says (its
 * parts of day keep their first and last times), and then nothing is written: neither the rows
 * nor the digest the database keeps from them on the business's row (decision 070).
 */
async function writeDays(tx: Db, companyId: string, span: DaySpan, days: readonly FreeDay[]) {
  const rows = days.map((d) => rowOf(companyId, d));
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await tx
      .insert(freeDays)
      .values(rows.slice(i, i + INSERT_BATCH))
      .onConflictDoUpdate({
        target: [freeDays.companyId, freeDays.day],
        set: proposed,
        setWhere: changedValues,
      });
  const kept = days.map((d) => d.day);
  await tx
    .delete(freeDays)
    .where(
      and(
        eq(freeDays.companyId, companyId),
        gte(freeDays.day, span.from),
        lte(freeDays.day, span.to),
        kept.length > 0 ? notInArray(freeDays.day, kept) : undefined,
      ),
    );
}

/** What the window row says once the summary is computed from `today`. */
const windowFrom = (today: string, timeZone: string) => ({
  firstDay: today,
  firstDayAt: dayStarts(today, timeZone),
  rollAt: dayStarts(addDays(today, 1), timeZone),
});

/** Forgets the business's summary: it books nothing online, or is closing. */
export async function forgetFreeDays(tx: Db, companyId: string): Promise<void> {
  await tx.delete(freeDays).where(eq(freeDays.companyId, companyId));
  await tx.delete(freeDayWindows).where(eq(freeDayWindows.companyId, companyId));
}

/**
 * Computes the business's summary again for `spans` (local dates; the whole booking window when
 * left out) as the slot function sees it now: hours and closures, every online service with its
 * notice, buffers and horizon, every booking and the business calendar's busy times. The whole
 * window also records the day it was computed from, for the rolling job.
 */
export async function recomputeFreeDays(
  tx: Db,
  companyId: string,
  now: Date,
  spans?: readonly DaySpan[],
): Promise<void> {
  const setup = await onlineBookingSetup(tx, companyId);
  if (!setup || setup.services.length === 0) return forgetFreeDays(tx, companyId);
  const today = localDate(now.getTime(), setup.timeZone);
  const whole = { from: today, to: addDays(today, BOOKING_WINDOW_DAYS) };
  const services = setup.services.map((s) => ({
    duration: s.serviceDuration,
    rules: bookingRulesOf(s),
  }));
  const business = { hours: setup.storeHours, hoursOn: setup.hoursOn, timeZone: setup.timeZone };
  for (const span of spans ?? [whole]) {
    if (span.to < today || span.from > whole.to) continue;
    // Every busy time that can touch these local dates, as the booking check reads them.
    const busy = await busyRanges(
      tx,
      companyId,
      new Date(dateMs(span.from) - 18 * HOUR_MS),
      new Date(dateMs(span.to) + 42 * HOUR_MS),
    );
    const days = freeDaysOf(business, services, busy, today, span.from, span.to);
    await writeDays(tx, companyId, span, days);
  }
  if (spans) return;
  // The window moved with it: days before today or past its end (another zone) go.
  await tx
    .delete(freeDays)
    .where(
      and(
        eq(freeDays.companyId, companyId),
        or(lt(freeDays.day, whole.from), gt(freeDays.day, whole.to)),
      ),
    );
  const window = windowFrom(today, setup.timeZone);
  await tx
    .insert(freeDayWindows)
    .values({ companyId, ...window })
    .onConflictDoUpdate({ target: freeDayWindows.companyId, set: window });
}

/**
 * The days a summary computed from `firstDay` lacks once today is `today`: those that entered the
 * window, and those that entered each service's horizon. Null when the whole window is wanted
 * (never computed, or the clock went back).
 */
export function daysEntered(
  firstDay: string | null,
  today: string,
  horizons: readonly number[],
): DaySpan[] | null {
  if (!firstDay || firstDay > today) return null;
  const spans: DaySpan[] = [];
  for (const reach of new Set([BOOKING_WINDOW_DAYS, ...horizons])) {
    const from = addDays(firstDay, reach + 1);
    const to = addDays(today, reach);
    if (from <= to) spans.push({ from: from > today ? from : today, to });
  }
  return spans;
}

/** Whether a window must roll at `now`: its next day has begun, or the clock was set back. */
export const isDue = (window: { rollAt: Date; firstDayAt: Date | null }, now: Date): boolean =>
  window.rollAt <= now || (window.firstDayAt !== null && window.firstDayAt > now);

/**
 * Rolls the business's summary into its new local day: adds the days that entered the window or
 * a service's horizon, drops the days gone by, and sets when to roll next. Under the business's
 * booking lock, and only when due, so running it twice (two instances) does it once.
 */
export async function rollFreeDays(tx: Db, companyId: string, now: Date): Promise<boolean> {
  const [window] = await tx
    .select()
    .from(freeDayWindows)
    .where(eq(freeDayWindows.companyId, companyId));
  if (!window || !isDue(window, now)) return false;
  const setup = await onlineBookingSetup(tx, companyId);
  if (!setup || setup.services.length === 0) {
    await forgetFreeDays(tx, companyId);
    return true;
  }
  const today = localDate(now.getTime(), setup.timeZone);
  const horizons = setup.services.map((s) => Math.min(s.horizonDays, BOOKING_WINDOW_DAYS));
  const spans = daysEntered(window.firstDay, today, horizons);
  if (!spans) {
    await recomputeFreeDays(tx, companyId, now);
    return true;
  }
  await recomputeFreeDays(tx, companyId, now, spans);
  await tx.delete(freeDays).where(and(eq(freeDays.companyId, companyId), lt(freeDays.day, today)));
  await tx
    .update(freeDayWindows)
    .set(windowFrom(today, setup.timeZone))
    .where(eq(freeDayWindows.companyId, companyId));
  return true;
}

/**
 * Computes again the whole summary of every business whose window was computed on other zone
 * rules (decision 072): its first day began, or its next day begins, at another instant than its
 * zone now says. Rules that change a clock further ahead go unseen here until the day comes, when
 * the rolling job finds the window's next day at another instant. Gives how many it computed.
 */
export async function recomputeStaleSummaries(db: Db, now: Date): Promise<number> {
  const windows = await db
    .select({
      companyId: freeDayWindows.companyId,
      firstDay: freeDayWindows.firstDay,
      firstDayAt: freeDayWindows.firstDayAt,
      rollAt: freeDayWindows.rollAt,
      timeZone: companies.timeZone,
    })
    .from(freeDayWindows)
    .innerJoin(companies, eq(companies.id, freeDayWindows.companyId));
  let recomputed = 0;
  for (const w of windows) {
    if (!w.firstDay || !w.firstDayAt) continue;
    const wanted = windowFrom(w.firstDay, w.timeZone);
    const same =
      wanted.firstDayAt.getTime() === w.firstDayAt.getTime() &&
      wanted.rollAt.getTime() === w.rollAt.getTime();
    if (same) continue;
    // Each business in a transaction of its own, under its booking lock (decision 082).
    await db.transaction(async (tx) => {
      await lockCompanyBookings(tx, w.companyId);
      await recomputeFreeDays(tx, w.companyId, now);
    });
    recomputed++;
  }
  return recomputed;
}

/** Computes every online business's whole window (the demo data, after it is written). */
export async function fillFreeDays(tx: Db, now: Date): Promise<number> {
  const ids = await companiesBookingOnline(tx);
  for (const id of ids) await recomputeFreeDays(tx, id, now);
  return ids.length;
}
