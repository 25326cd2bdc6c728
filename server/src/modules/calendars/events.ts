import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { prepared } from '../../db/prepared.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { calendarConnections } from '../../db/schema/calendars.ts';
import { enqueue, type JobHandler } from '../../jobs/outbox.ts';
import { CalendarError, ownUid } from '../../integrations/calendar/provider.ts';
import {
  type BookingParts,
  companyNameOf,
  findBookingParts,
  timeZoneOf,
} from '../bookings/data.ts';
import { type CalendarAccess, clientFor } from './clients.ts';
import { connectionById } from './data.ts';
import { markReconnectNeeded } from './reconnect.ts';
import { REVOKE_GRANT_JOB, revokeGrant } from './revoke.ts';

/**
 * A booking's events in the customer's and the business's connected calendars, through the
 * outbox: put after the booking commits, removed after it is cancelled; a calendar that fails is
 * retried with the outbox's back-off and never stops the booking. The reference of each event is
 * kept on the booking (`user_calender`, `business_calender`) as "{connection id} {event ref}".
 */

export const PUT_EVENT_JOB = 'calendar.put';
export const REMOVE_EVENT_JOB = 'calendar.remove';
type Side = 'customer' | 'business';
const SIDES: Side[] = ['customer', 'business'];

/** The connected calendars of a booking's two sides; every booking asks, so built once. */
const connectionsOfSides = prepared('calendar_connections_of_sides', (db) =>
  db
    .select({ userId: calendarConnections.userId, companyId: calendarConnections.companyId })
    .from(calendarConnections)
    .where(
      or(
        eq(calendarConnections.userId, sql.placeholder('userId')),
        eq(calendarConnections.companyId, sql.placeholder('companyId')),
      ),
    ),
);

/**
 * In the booking's transaction: queue its events for the sides that have a calendar. A booking
 * moved queues them again under its new sequence: the same event (same UID) is put at the new
 * time with SEQUENCE raised, an update in place in CalDAV and Google alike.
 */
export async function queueBookingEvents(tx: Db, parts: BookingParts) {
  const { booking: b } = parts;
  // A side that has left (null) matches no connection.
  const connected = await connectionsOfSides(tx).execute({
    userId: b.userId,
    companyId: b.companyId,
  });
  for (const side of SIDES) {
    const has = connected.some((c) => (side === 'customer' ? c.userId : c.companyId));
    // The first put keeps its old key; each move is a change of its own.
    const key = b.sequence === 0 ? `${b.id}:${side}` : `${b.id}:${side}:${b.sequence}`;
    if (has) await enqueue(tx, PUT_EVENT_JOB, { booking: b.id, side }, key);
  }
}

/** In the cancellation's transaction: queue the removal of whatever events the booking has. */
export async function queueBookingEventRemovals(tx: Db, bookingId: string) {
  for (const side of SIDES)
    await enqueue(tx, REMOVE_EVENT_JOB, { booking: bookingId, side }, `${bookingId}:${side}`);
}

const column = (side: Side) =>
  side === 'customer' ? bookings.userCalender : bookings.businessCalender;

function eventOf(parts: BookingParts, side: Side, publicUrl: string) {
  const { booking: b, customer } = parts;
  const company = companyNameOf(parts);
  const who = customer ? `${customer.firstName} ${customer.lastName}`.trim() : 'Deleted user';
  const c = parts.company;
  return {
    uid: ownUid(b.id),
    summary:
      side === 'customer' ? `${b.serviceName} at ${company}` : `${b.serviceName} with ${who}`,
    description: [b.text, `${publicUrl}/bookings/${b.id}`].filter(Boolean).join('\n\n'),
    location: c ? [c.streetAddress, c.city, c.province].filter(Boolean).join(', ') : company,
    start: b.startAt,
    end: b.endAt,
    timeZone: timeZoneOf(parts),
    sequence: b.sequence,
  };
}

/** The calendar of `side` for this booking, if one is connected. */
async function sideConnection(db: Db, parts: BookingParts, side: Side) {
  const { booking: b } = parts;
  const owner =
    side === 'customer'
      ? b.userId && eq(calendarConnections.userId, b.userId)
      : b.companyId && eq(calendarConnections.companyId, b.companyId);
  if (!owner) return undefined;
  const [row] = await db.select().from(calendarConnections).where(owner).limit(1);
  return row;
}

/**
 * A refused sign-in will not mend itself: the connection waits for its owner to connect it again
 * (who is told once) and the job stops. Anything else, a provider asking to slow down included,
 * throws so the outbox tries again later.
 */
async function unlessRefused(
  db: Db,
  access: CalendarAccess,
  connectionId: string,
  err: unknown,
  log: FastifyBaseLogger,
) {
  if (err instanceof CalendarError && err.unauthorized) {
    await markReconnectNeeded(db, connectionId, err.message, new Date(), access.publicUrl);
    log.warn({ connectionId, err: err.message }, 'calendar: sign-in refused; event not written');
    return;
  }
  throw err;
}

export function calendarJobHandlers(
  db: Db,
  access: CalendarAccess,
  publicUrl: string,
  log: FastifyBaseLogger,
): Record<string, JobHandler> {
  return {
    async [PUT_EVENT_JOB](job) {
      const { booking, side } = job.payload as { booking: string; side: Side };
      const parts = await findBookingParts(db, booking);
      if (!parts || parts.booking.cancelledAt) return;
      const conn = await sideConnection(db, parts, side);
      // Waiting to be connected again: its credentials are known not to work.
      if (!conn || conn.reconnectNeededAt) return;
      let ref: string;
      try {
        ref = await clientFor(access, conn, timeZoneOf(parts)).putEvent(
          eventOf(parts, side, publicUrl),
        );
      } catch (err) {
        return unlessRefused(db, access, conn.id, err, log);
      }
      const kept = await db
        .update(bookings)
        .set({ [side === 'customer' ? 'userCalender' : 'businessCalender']: `${conn.id} ${ref}` })
        .where(and(eq(bookings.id, booking), isNull(bookings.cancelledAt)))
        .returning({ id: bookings.id });
      // Cancelled while the event was being written: take it back out.
      if (kept.length === 0) await clientFor(access, conn, timeZoneOf(parts)).deleteEvent(ref);
    },

    async [REMOVE_EVENT_JOB](job) {
      const { booking, side } = job.payload as { booking: string; side: Side };
      const parts = await findBookingParts(db, booking);
      const stored = parts?.booking[side === 'customer' ? 'userCalender' : 'businessCalender'];
      if (!parts || !stored) return;
      const [connectionId, ...rest] = stored.split(' ');
      const ref = rest.join(' ');
      const conn = /^[0-9a-f-]{36}$/.test(connectionId)
        ? await connectionById(db, connectionId)
        : undefined;
      const owned =
        conn &&
        (side === 'customer'
          ? conn.userId === parts.booking.userId
          : conn.companyId === parts.booking.companyId);
      if (conn && owned && ref && !conn.reconnectNeededAt) {
        try {
          await clientFor(access, conn, timeZoneOf(parts)).deleteEvent(ref);
        } catch (err) {
          return unlessRefused(db, access, conn.id, err, log);
        }
      }
      await db
        .update(bookings)
        .set({ [side === 'customer' ? 'userCalender' : 'businessCalender']: null })
        .where(and(eq(bookings.id, booking), eq(column(side), stored)));
    },

    [REVOKE_GRANT_JOB]: (job) => revokeGrant(access, job, log),
  };
}
