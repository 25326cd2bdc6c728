import { createHash, randomBytes } from 'node:crypto';
import {
  type ExternalCalendar,
  MSG_CALENDAR_ALREADY,
  MSG_NO_CALENDAR,
} from '@slotmap/domain/calendars';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { calendarConnections, calendarFeeds } from '../../db/schema/calendars.ts';
import { companies } from '../../db/schema/companies.ts';
import { conflict, notFound, sqlState } from '../../http/errors.ts';
import type { SecretBox } from '../../integrations/calendar/secrets.ts';
import { lockCompanyBookings } from '../../db/locks.ts';
import type { EventHub, When } from '../../jobs/events.ts';
import type { CalendarOwner } from './access.ts';
import type { CalendarCredentials } from './clients.ts';
import { ownedBy } from './data.ts';
import { queueRevocations } from './revoke.ts';

export interface NewConnection {
  account: { name: string; email: string };
  calendar: string;
  credentials: CalendarCredentials;
}

const ownerColumns = (owner: CalendarOwner) =>
  owner.kind === 'user'
    ? { userId: owner.userId, companyId: null }
    : { userId: null, companyId: owner.companyId };

const ownerKey = (owner: CalendarOwner) => (owner.kind === 'user' ? owner.userId : owner.companyId);

/**
 * Calls about one owner's calendar queue here, so "one at a time" holds under races. A business's
 * booking lock comes first, the order its closing takes them in (the connection's row goes with
 * the business): what the business's free times are computed from then holds (decision 060).
 */
async function lockOwner(tx: Db, owner: CalendarOwner) {
  if (owner.kind === 'company') await lockCompanyBookings(tx, owner.companyId);
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`calendar:${ownerKey(owner)}`}, 0))`,
  );
}

/** A business's calendar went with its busy times: its free times are computed without them. */
async function busyTimesGone(
  tx: Db,
  owner: CalendarOwner,
  gone: readonly unknown[],
  events: EventHub,
  when: When,
) {
  if (owner.kind === 'company' && gone.length > 0)
    await events.emit(tx, 'calendar.busy', { companyId: owner.companyId, ...when });
}

/**
 * Connects a calendar: only one per person or business, so one already there is refused (409)
 * unless `replace`, which removes it with its busy times (and revokes its Google grant). A
 * business's Calendly or JaneApp link is cleared (spec: choosing one clears the others).
 */
export async function saveConnection(
  db: Db,
  secrets: SecretBox,
  owner: CalendarOwner,
  conn: NewConnection,
  replace: boolean,
  events: EventHub,
  when: When,
) {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [existing] = await tx
      .select()
      .from(calendarConnections)
      .where(ownedBy(owner))
      .for('update');
    if (existing && !replace) throw conflict(MSG_CALENDAR_ALREADY);
    if (existing) {
      await tx.delete(calendarConnections).where(eq(calendarConnections.id, existing.id));
      await queueRevocations(tx, [existing]);
      await busyTimesGone(tx, owner, [existing], events, when);
    }
    if (owner.kind === 'company')
      await tx
        .update(companies)
        .set({ calendarType: '', calendarUrl: '' })
        .where(eq(companies.id, owner.companyId));
    const [row] = await tx
      .insert(calendarConnections)
      .values({
        ...ownerColumns(owner),
        provider: conn.credentials.provider,
        accountName: conn.account.name.slice(0, 200),
        accountEmail: conn.account.email.slice(0, 320),
        calendar: conn.calendar,
        secret: secrets.seal(JSON.stringify(conn.credentials)),
      })
      .returning();
    return { row, replaced: existing };
  });
}

/** Disconnects: the connection and its busy times go, its grant is revoked; events already made stay. */
export async function removeConnection(db: Db, owner: CalendarOwner, events: EventHub, when: When) {
  return db.transaction(async (tx) => {
    if (owner.kind === 'company') await lockCompanyBookings(tx, owner.companyId);
    const [gone] = await tx.delete(calendarConnections).where(ownedBy(owner)).returning();
    if (!gone) throw notFound(MSG_NO_CALENDAR);
    await queueRevocations(tx, [gone]);
    await busyTimesGone(tx, owner, [gone], events, when);
    return gone;
  });
}

/** Calendly, JaneApp or neither for a business; choosing one removes a connected calendar. */
export async function saveExternalCalendar(
  db: Db,
  owner: Extract<CalendarOwner, { kind: 'company' }>,
  choice: ExternalCalendar,
  events: EventHub,
  when: When,
) {
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    await tx
      .update(companies)
      .set({
        calendarType: choice.calendartype,
        calendarUrl: choice.calendartype ? choice.calendarurl : '',
        updatedAt: new Date(),
      })
      .where(eq(companies.id, owner.companyId));
    if (choice.calendartype) {
      const gone = await tx.delete(calendarConnections).where(ownedBy(owner)).returning();
      await queueRevocations(tx, gone);
      await busyTimesGone(tx, owner, gone, events, when);
    }
  });
}

// -- Feeds -------------------------------------------------------------------------------------

const feedOwnedBy = (owner: CalendarOwner) =>
  owner.kind === 'user'
    ? eq(calendarFeeds.userId, owner.userId)
    : eq(calendarFeeds.companyId, owner.companyId);

export const feedTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** 192 random bits, URL-safe. */
const newToken = () => randomBytes(24).toString('base64url');

async function insertFeed(db: Db, secrets: SecretBox, owner: CalendarOwner) {
  const token = newToken();
  await db
    .insert(calendarFeeds)
    .values({ ...ownerColumns(owner), tokenHash: feedTokenHash(token), token: secrets.seal(token) })
    .onConflictDoNothing();
}

/** The owner's feed token, made on first use. */
export async function feedToken(db: Db, secrets: SecretBox, owner: CalendarOwner) {
  const read = async () =>
    (
      await db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(feedOwnedBy(owner))
    )[0];
  let row = await read();
  if (!row) {
    try {
      await insertFeed(db, secrets, owner);
    } catch (err) {
      // The person or business was deleted meanwhile.
      if (sqlState(err) === '23503') throw notFound('Not found');
      throw err;
    }
    row = await read();
  }
  return secrets.open(row.token);
}

/** A new feed address; the old one stops answering at once. */
export async function rotateFeed(db: Db, secrets: SecretBox, owner: CalendarOwner) {
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    await tx.delete(calendarFeeds).where(feedOwnedBy(owner));
    await insertFeed(tx, secrets, owner);
  });
  return feedToken(db, secrets, owner);
}
