import ical, { ICalEventStatus } from 'ical-generator';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { calendarFeeds } from '../../db/schema/calendars.ts';
import { ownUid } from '../../integrations/calendar/provider.ts';
import { feedTokenHash } from './mutations.ts';

const DAY_MS = 86_400_000;
/** A feed carries the last 30 days and what is to come, at most this many bookings. */
const FEED_LIMIT = 1000;

/** The feed a secret address belongs to, or undefined (a rotated or made-up address). */
export async function feedByToken(db: Db, token: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, companyId: calendarFeeds.companyId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, feedTokenHash(token)))
    .limit(1);
  return row;
}

/**
 * The bookings of a person (as a customer) or of a business as iCalendar text: UID is the
 * booking's (the same as its invitation mail's), a cancelled one is kept as STATUS:CANCELLED
 * so subscribed calendars drop it.
 */
export async function feedCalendar(
  db: Db,
  feed: { userId: string | null; companyId: string | null },
  now: Date,
  publicUrl: string,
): Promise<string> {
  const side = feed.userId
    ? eq(bookings.userId, feed.userId)
    : eq(bookings.companyId, feed.companyId ?? '');
  const rows = await db
    .select({
      id: bookings.id,
      serviceName: bookings.serviceName,
      companyName: bookings.companyName,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
      cancelledAt: bookings.cancelledAt,
      text: bookings.text,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(side, gte(bookings.endAt, new Date(now.getTime() - 30 * DAY_MS))))
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(FEED_LIMIT);
  const calendar = ical({
    prodId: { company: 'Slotmap', product: 'Bookings feed', language: 'EN' },
    name: feed.userId ? 'Slotmap appointments' : `Slotmap: ${rows[0]?.companyName ?? 'bookings'}`,
    ttl: 15 * 60,
  });
  for (const b of rows) {
    const customer = b.firstName ? `${b.firstName} ${b.lastName ?? ''}`.trim() : 'Deleted user';
    calendar.createEvent({
      id: ownUid(b.id),
      start: b.startAt,
      end: b.endAt,
      summary: feed.userId
        ? `${b.serviceName} at ${b.companyName}`
        : `${b.serviceName} with ${customer}`,
      description: b.text || undefined,
      url: `${publicUrl}/bookings/${b.id}`,
      status: b.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: now,
    });
  }
  return calendar.toString();
}
