import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '../db/connection.ts';
import { calendarConnections } from '../db/schema/calendars.ts';
import type { SecretBox } from '../integrations/calendar/secrets.ts';
import { type HttpStub, startHttpStub } from './calendar-http-stub.ts';
import { icsCalendar, icsStamp } from './ics-text.ts';

/**
 * A stand-in CalDAV server for the background-read tests and the sync benchmark: it answers a
 * calendar's time-range REPORT at once with one meeting, refuses the credentials (401) for
 * calendars under /refused/, and never answers those under /hanging/, as a server that accepts
 * the connection and then stalls.
 */
export interface DavStub extends HttpStub {
  /** REPORTs answered per calendar path. */
  reads: Map<string, number>;
  /** When each calendar path was last answered (Date.now()). */
  lastReadAt: Map<string, number>;
  /** The most requests it held at once. */
  maxInFlight: number;
}

/** A multistatus with one object: a one-hour meeting at `start`. */
export function reportWithMeeting(path: string, start: Date): string {
  const end = new Date(start.getTime() + 3_600_000);
  const ics = icsCalendar(
    'BEGIN:VEVENT',
    `UID:meeting-${path.replace(/\W/g, '')}`,
    `DTSTAMP:${icsStamp(start)}`,
    `DTSTART:${icsStamp(start)}`,
    `DTEND:${icsStamp(end)}`,
    'END:VEVENT',
  );
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    '<d:multistatus xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav">' +
    `<d:response><d:href>${path}meeting.ics</d:href><d:propstat><d:prop>` +
    `<d:getetag>"1"</d:getetag><c:calendar-data>${ics}</c:calendar-data>` +
    '</d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response>' +
    '</d:multistatus>'
  );
}

export async function startDavStub(meetingAt: Date, host = '127.0.0.1'): Promise<DavStub> {
  const reads = new Map<string, number>();
  const lastReadAt = new Map<string, number>();
  const held = new Set<ServerResponse>();
  const state = { inFlight: 0, maxInFlight: 0 };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? '/';
    state.inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, state.inFlight);
    res.on('close', () => {
      state.inFlight -= 1;
      held.delete(res);
    });
    req.resume();
    req.on('end', () => {
      if (path.startsWith('/hanging/')) {
        held.add(res);
        return;
      }
      if (path.startsWith('/refused/')) {
        res.writeHead(401, { 'www-authenticate': 'Basic realm="stub"' }).end();
        return;
      }
      reads.set(path, (reads.get(path) ?? 0) + 1);
      // A moment's work, so reads overlap and the lanes show.
      setTimeout(() => {
        lastReadAt.set(path, Date.now());
        res
          .writeHead(207, { 'content-type': 'application/xml; charset=utf-8' })
          .end(reportWithMeeting(path, meetingAt));
      }, 5);
    });
  };
  const stub = await startHttpStub(host, handler);
  const close = stub.close;
  return Object.defineProperties(stub, {
    reads: { value: reads },
    lastReadAt: { value: lastReadAt },
    maxInFlight: { get: () => state.maxInFlight },
    close: {
      value: async () => {
        for (const res of held) res.destroy();
        await close();
      },
    },
  }) as DavStub;
}

/** A business's CalDAV connection straight in the table, to `calendarUrl`. */
export async function insertCaldavConnection(
  db: Db,
  secrets: SecretBox,
  owner: { companyId: string } | { userId: string },
  calendarUrl: string,
) {
  const [row] = await db
    .insert(calendarConnections)
    .values({
      ...owner,
      provider: 'caldav',
      accountName: 'Work',
      accountEmail: 'ada@example.com',
      calendar: calendarUrl,
      secret: secrets.seal(JSON.stringify({ provider: 'caldav', username: 'ada', password: 'x' })),
    })
    .returning();
  return row;
}
