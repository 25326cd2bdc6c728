import ical, { ICalEventStatus } from 'ical-generator';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { calendarFeeds } from '../../db/schema/calendars.ts';
import { companies } from '../../db/schema/companies.ts';
import { ownUid } from '../../integrations/calendar/provider.ts';
import { feedTokenHash } from './mutations.ts';

const DAY_MS = 86_400_000;
/** A feed carries what is to come and the last 30 days, at most this many bookings. */
export const FEED_LIMIT = 1000;

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
 * The bookings a feed shows: first those still to come (soonest first), then, in what room is
 * left, the last 30 days (latest first). A busy business's feed is cut in the past, never in
 * next week.
 */
async function feedRows(
  db: Db,
  feed: { userId: string | null; companyId: string | null },
  now: Date,
) {
  const side = feed.userId
    ? eq(bookings.userId, feed.userId)
    : eq(bookings.companyId, feed.companyId ?? '');
  const query = () =>
    db
      .select({
        id: bookings.id,
        serviceName: bookings.serviceName,
        companyName: bookings.companyName,
        startAt: bookings.startAt,
        endAt: bookings.endAt,
        cancelledAt: bookings.cancelledAt,
        updatedAt: bookings.updatedAt,
        sequence: bookings.sequence,
        text: bookings.text,
        firstName: users.firstName,
        lastName: users.lastName,
        streetAddress: companies.streetAddress,
        city: companies.city,
        province: companies.province,
      })
      .from(bookings)
      .leftJoin(users, eq(users.id, bookings.userId))
      .leftJoin(companies, eq(companies.id, bookings.companyId));
  const upcoming = await query()
    .where(and(side, gte(bookings.endAt, now)))
    .orderBy(asc(bookings.startAt), asc(bookings.id))
    .limit(FEED_LIMIT);
  const recent =
    upcoming.length < FEED_LIMIT
      ? await query()
          .where(
            and(
              side,
              lt(bookings.endAt, now),
              gte(bookings.endAt, new Date(now.getTime() - 30 * DAY_MS)),
            ),
          )
          .orderBy(desc(bookings.startAt), desc(bookings.id))
          .limit(FEED_LIMIT - upcoming.length)
      : [];
  return [...recent.reverse(), ...upcoming];
}

/**
 * The bookings of a person (as a customer) or of a business as iCalendar text: UID is the
 * booking's (the same as its invitation mail's), a cancelled one is kept as STATUS:CANCELLED with
 * a higher SEQUENCE, so subscribed calendars drop it; DTSTAMP and LAST-MODIFIED are the booking's
 * own last change, so an unchanged booking reads the same on every fetch.
 */
export async function feedCalendar(
  db: Db,
  feed: { userId: string | null; companyId: string | null },
  now: Date,
  publicUrl: string,
): Promise<string> {
  const rows = await feedRows(db, feed, now);
  const calendar = ical({
    prodId: { company: 'Slotmap', product: 'Bookings feed', language: 'EN' },
    name: feed.userId ? 'Slotmap appointments' : `Slotmap: ${rows[0]?.companyName ?? 'bookings'}`,
    ttl: 15 * 60,
  });
  for (const b of rows) {
    const customer = b.firstName ? `${b.firstName} ${b.lastName ?? ''}`.trim() : 'Deleted user';
    const address = [b.streetAddress, b.city, b.province].filter(Boolean).join(', ');
    calendar.createEvent({
      id: ownUid(b.id),
      sequence: b.sequence,
      start: b.startAt,
      end: b.endAt,
      summary: feed.userId
        ? `${b.serviceName} at ${b.companyName}`
        : `${b.serviceName} with ${customer}`,
      description: b.text || undefined,
      location: address || b.companyName,
      url: `${publicUrl}/bookings/${b.id}`,
      status: b.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: b.updatedAt,
      lastModified: b.updatedAt,
    });
  }
  // RFC 5545 ends every content line, the last one included, with CRLF.
  return `${calendar.toString()}\r\n`;
}
