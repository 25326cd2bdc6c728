import { and, asc, eq, isNotNull, lt, or, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import {
  type CalendarConnectionRow,
  calendarBusy,
  calendarConnections,
} from '../../db/schema/calendars.ts';
import { companies } from '../../db/schema/companies.ts';
import { CalendarError } from '../../integrations/calendar/provider.ts';
import { type CalendarAccess, clientFor } from './clients.ts';

const DAY_MS = 86_400_000;
/** Busy times are read for the slot list's 90 days, with margins for time zones. */
const BEHIND_MS = DAY_MS;
const AHEAD_MS = 93 * DAY_MS;
/** A business calendar is read again once its last read is this old. */
export const SYNC_EVERY_MS = 60_000;
/** Calendars read per run; the stalest first. */
const BATCH = 25;

/**
 * Reads a business calendar's busy times and keeps them in place of the last ones. A calendar
 * that cannot be reached keeps its last busy times (never blocking bookings by itself) and says
 * why on its tab; the next run tries again.
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
    const message = err instanceof CalendarError ? err.message : 'The calendar could not be read';
    const [row] = await db
      .update(calendarConnections)
      .set({ lastError: message })
      .where(eq(calendarConnections.id, conn.id))
      .returning();
    return row ?? conn;
  }
  return db.transaction(async (tx) => {
    // Gone (disconnected or replaced) while it was being read: keep nothing.
    const [still] = await tx
      .select({ id: calendarConnections.id })
      .from(calendarConnections)
      .where(eq(calendarConnections.id, conn.id))
      .for('update');
    if (!still) return conn;
    await tx.delete(calendarBusy).where(eq(calendarBusy.connectionId, conn.id));
    const valid = ranges.filter((r) => r.end > r.start);
    if (valid.length)
      await tx.insert(calendarBusy).values(
        valid.slice(0, 5000).map((r) => ({
          connectionId: conn.id,
          companyId: conn.companyId as string,
          startAt: r.start,
          endAt: r.end,
        })),
      );
    const [row] = await tx
      .update(calendarConnections)
      .set({ lastSyncedAt: now, lastError: null })
      .where(eq(calendarConnections.id, conn.id))
      .returning();
    return row;
  });
}

/** One run of the background read: the business calendars not read for a minute. */
export async function syncDueCalendars(db: Db, access: CalendarAccess, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(calendarConnections)
    .where(
      and(
        isNotNull(calendarConnections.companyId),
        or(
          isNull(calendarConnections.lastSyncedAt),
          lt(calendarConnections.lastSyncedAt, new Date(now.getTime() - SYNC_EVERY_MS)),
        ),
      ),
    )
    .orderBy(asc(calendarConnections.lastSyncedAt))
    .limit(BATCH);
  for (const conn of due) await syncBusy(db, access, conn, now);
  return due.length;
}
