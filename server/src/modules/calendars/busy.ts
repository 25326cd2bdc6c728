import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  type CalendarConnectionRow,
  calendarBusy,
  calendarConnections,
} from '../../db/schema/calendars.ts';
import { companies } from '../../db/schema/companies.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import { CalendarError } from '../../integrations/calendar/provider.ts';
import { type CalendarAccess, clientFor } from './clients.ts';
import { markReconnectNeeded } from './reconnect.ts';

const DAY_MS = 86_400_000;
/** Busy times are read for the slot list's 90 days, with margins for time zones. */
const BEHIND_MS = DAY_MS;
const AHEAD_MS = 93 * DAY_MS;
/** How often the background read looks for due calendars (app.ts runs it this often). */
export const SYNC_EVERY_MS = 15_000;
/**
 * A calendar read is due again this long after the run that read it, one look-up interval short
 * of a minute, so the look-up that comes round next reads it within the minute.
 */
export const READ_AGAIN_MS = 60_000 - SYNC_EVERY_MS;
/**
 * Calendars read at once per instance. A server that hangs holds one lane until the 10 s timeout,
 * so 16 lanes still read a thousand healthy calendars within the minute while up to about 90 others
 * hang (bench/calendar-sync.ts); after their first failure those wait their back-off and come last.
 */
export const SYNC_LANES = 16;
/** A claimed calendar is hidden from other instances this long: longer than any one read. */
const LEASE_MS = 5 * 60_000;
/** After a failed read: a minute, doubling with each failure in a row, at most an hour. */
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 60 * 60_000;
/** Spreads retries of calendars that failed together (a provider's outage). */
const JITTER = 0.2;

/** When a calendar that failed `failures` times in a row is tried again. */
export function retryAt(now: Date, failures: number, random = Math.random()): Date {
  const wait = Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), MAX_RETRY_MS);
  return new Date(now.getTime() + Math.round(wait * (1 - JITTER + 2 * JITTER * random)));
}

/**
 * Reads a business calendar's busy times and keeps them in place of the last ones. A calendar
 * that cannot be reached keeps its last busy times (never blocking bookings by itself), says why
 * on its tab and is tried again later, later with each failure; one that refuses the credentials
 * waits for its owner to connect it again (markReconnectNeeded).
 */
export async function syncBusy(
  db: Db,
  access: CalendarAccess,
  conn: CalendarConnectionRow,
  now: Date,
): Promise<CalendarConnectionRow> {
  if (!conn.companyId) return conn;
  const [company] = await db
    .select({ timeZone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, conn.companyId));
  if (!company) return conn;
  let ranges: { start: Date; end: Date }[];
  try {
    const client = clientFor(access, conn, company.timeZone);
    ranges = await client.busy(
      new Date(now.getTime() - BEHIND_MS),
      new Date(now.getTime() + AHEAD_MS),
    );
  } catch (err) {
    return recordFailure(db, access, conn, err, now);
  }
  const companyId = conn.companyId;
  return db.transaction(async (tx) => {
    // The business's booking lock before the connection's row, the order its closing takes them
    // in: the free times computed from these busy times are then written from one picture.
    await lockCompanyBookings(tx, companyId);
    // Gone (disconnected or replaced) while it was being read: keep nothing.
    const [still] = await tx
      .select({ id: calendarConnections.id })
      .from(calendarConnections)
      .where(eq(calendarConnections.id, conn.id))
      .for('update');
    if (!still) return conn;
    const before = await tx
      .delete(calendarBusy)
      .where(eq(calendarBusy.connectionId, conn.id))
      .returning({ start: calendarBusy.startAt, end: calendarBusy.endAt });
    const valid = ranges.filter((r) => r.end > r.start).slice(0, 5000);
    if (valid.length)
      await tx
        .insert(calendarBusy)
        .values(
          valid.map((r) => ({ connectionId: conn.id, companyId, startAt: r.start, endAt: r.end })),
        );
    if (!sameRanges(before, valid))
      await access.events?.emit(tx, 'calendar.busy', {
        companyId,
        now,
        publicUrl: access.publicUrl,
      });
    const [row] = await tx
      .update(calendarConnections)
      .set({
        lastSyncedAt: now,
        lastError: null,
        failures: 0,
        nextAttemptAt: new Date(now.getTime() + READ_AGAIN_MS),
        // The credentials work again (the password was changed back): read as usual.
        reconnectNeededAt: null,
      })
      .where(eq(calendarConnections.id, conn.id))
      .returning();
    return row;
  });
}

/** Whether two lists of busy times hold the same times, in any order. */
function sameRanges(a: { start: Date; end: Date }[], b: { start: Date; end: Date }[]): boolean {
  if (a.length !== b.length) return false;
  const keys = (list: { start: Date; end: Date }[]) =>
    list.map((r) => `${r.start.getTime()}|${r.end.getTime()}`).sort();
  const [x, y] = [keys(a), keys(b)];
  return x.every((k, i) => k === y[i]);
}

async function recordFailure(
  db: Db,
  access: CalendarAccess,
  conn: CalendarConnectionRow,
  err: unknown,
  now: Date,
): Promise<CalendarConnectionRow> {
  const message = err instanceof CalendarError ? err.message : 'The calendar could not be read';
  if (err instanceof CalendarError && err.unauthorized)
    await markReconnectNeeded(db, conn.id, message, now, access.publicUrl);
  const [row] = await db
    .update(calendarConnections)
    .set({
      lastError: message,
      failures: sql`${calendarConnections.failures} + 1`,
      nextAttemptAt: retryAt(now, conn.failures + 1),
    })
    .where(eq(calendarConnections.id, conn.id))
    .returning();
  return row ?? conn;
}

/**
 * Claims the next due business calendar for this instance, hiding it from the others for the
 * lease. SKIP LOCKED lets several instances claim at once without waiting on each other or
 * taking the same one. Calendars that have been failing come last, so the healthy ones are read
 * first whatever else is due.
 */
async function claimNext(db: Db, now: Date): Promise<CalendarConnectionRow | undefined> {
  const c = calendarConnections;
  const due = db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        isNotNull(c.companyId),
        isNull(c.reconnectNeededAt),
        or(isNull(c.nextAttemptAt), lte(c.nextAttemptAt, now)),
      ),
    )
    .orderBy(asc(c.failures), sql`${c.nextAttemptAt} ASC NULLS FIRST`)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(c)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(c.id, due))
    .returning();
  return row;
}

/**
 * One run of the background read: every business calendar due at `now`, SYNC_LANES at a time,
 * each claimed just before it is read. A calendar read in this run is due again only after it,
 * so the run ends once the calendars that were due have been read.
 */
export async function syncDueCalendars(
  db: Db,
  access: CalendarAccess,
  now: Date,
  lanes = SYNC_LANES,
): Promise<number> {
  let read = 0;
  const lane = async () => {
    for (let conn = await claimNext(db, now); conn; conn = await claimNext(db, now)) {
      await syncBusy(db, access, conn, now);
      read++;
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return read;
}
