import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections } from '../../db/schema/calendars.ts';
import { companies } from '../../db/schema/companies.ts';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import {
  type DavStub,
  insertCaldavConnection,
  startDavStub,
} from '../../test/calendar-dav-stub.ts';
import { testDbKind } from '../../test/database.ts';
import { insertScatteredCompanies } from '../../test/factories.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../../test/booking-world.ts';
import { SYNC_LANES, syncDueCalendars } from './busy.ts';
import { type CalendarAccess, calendarAccessFor } from './clients.ts';
import { calendarConnectionOf } from '../../test/calendar-connection.ts';
import { runOutbox } from '../../test/inbox.ts';

const T0 = new Date('2026-12-01T15:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe(`the background read of business calendars, on ${testDbKind}`, () => {
  let w: BookingWorld;
  let dav: DavStub;
  let access: CalendarAccess;
  let healthy: string[];
  let failing: string;
  beforeAll(async () => {
    [w, dav] = await Promise.all([bookingWorld(), startDavStub(new Date('2026-12-03T15:00:00Z'))]);
    access = calendarAccessFor(w.t.app.ctx);
    const db = w.t.database.db;
    await insertScatteredCompanies(db, 11);
    const ids = (await db.select({ id: companies.id }).from(companies)).filter(
      (c) => c.id !== w.company._id,
    );
    healthy = [];
    for (const [i, c] of ids.slice(0, 10).entries()) {
      const row = await insertCaldavConnection(
        db,
        w.t.app.ctx.secrets,
        { companyId: c.id },
        `${dav.origin}/ok/${i}/`,
      );
      healthy.push(row.id);
    }
    // Nothing listens on port 9: the connection is refused at once.
    failing = (
      await insertCaldavConnection(
        db,
        w.t.app.ctx.secrets,
        { companyId: ids[10].id },
        'http://127.0.0.1:9/down/',
      )
    ).id;
  }, 120_000);
  afterAll(async () => {
    await w?.t.close();
    await dav?.close();
  });

  const rowOf = async (id: string) =>
    (
      await w.t.database.db.select().from(calendarConnections).where(eq(calendarConnections.id, id))
    )[0];
  const secondsAfter = (d: Date | null, from: Date) =>
    ((d?.getTime() ?? 0) - from.getTime()) / 1000;

  it('reads every due calendar each run, backs off a failing one, and starts over when it works', async () => {
    expect(await syncDueCalendars(w.t.database.db, access, T0)).toBe(11);
    expect([...dav.reads.values()]).toEqual(Array(10).fill(1));
    const ok = await rowOf(healthy[0]);
    expect(ok).toMatchObject({ lastSyncedAt: T0, failures: 0, lastError: null });
    const down = await rowOf(failing);
    expect(down.failures).toBe(1);
    expect(down.lastError).toBe('The calendar server could not be read');
    expect(secondsAfter(down.nextAttemptAt, T0)).toBeGreaterThanOrEqual(48);
    expect(secondsAfter(down.nextAttemptAt, T0)).toBeLessThanOrEqual(72);

    // 45 s later the healthy ones are due again; the failing one waits at least 48 s.
    expect(await syncDueCalendars(w.t.database.db, access, at(46))).toBe(10);
    expect([...dav.reads.values()]).toEqual(Array(10).fill(2));
    expect(await syncDueCalendars(w.t.database.db, access, at(73))).toBe(1);
    const again = await rowOf(failing);
    expect(again.failures).toBe(2);
    expect(secondsAfter(again.nextAttemptAt, at(73))).toBeGreaterThanOrEqual(96);
    expect(secondsAfter(again.nextAttemptAt, at(73))).toBeLessThanOrEqual(144);

    // However long it fails, it is tried at least every hour or so.
    await w.t.database.db
      .update(calendarConnections)
      .set({ failures: 30, nextAttemptAt: null })
      .where(eq(calendarConnections.id, failing));
    await syncDueCalendars(w.t.database.db, access, at(200));
    const capped = await rowOf(failing);
    expect(capped.failures).toBe(31);
    expect(secondsAfter(capped.nextAttemptAt, at(200))).toBeLessThanOrEqual(72 * 60);

    await w.t.database.db
      .update(calendarConnections)
      .set({ calendar: `${dav.origin}/ok/back/`, nextAttemptAt: null })
      .where(eq(calendarConnections.id, failing));
    await syncDueCalendars(w.t.database.db, access, at(260));
    expect(await rowOf(failing)).toMatchObject({
      failures: 0,
      lastError: null,
      lastSyncedAt: at(260),
    });
  });

  it('shares the due calendars between instances, each read once, a few at a time', async () => {
    const all = [...healthy, failing];
    await w.t.database.db
      .update(calendarConnections)
      .set({ nextAttemptAt: null })
      .where(inArray(calendarConnections.id, all));
    dav.reads.clear();
    const [a, b] = await Promise.all([
      syncDueCalendars(w.t.database.db, access, at(400)),
      syncDueCalendars(w.t.database.db, access, at(400)),
    ]);
    expect(a + b).toBe(11);
    // Each calendar the stand-in serves was read by one of the two, never by both.
    expect([...dav.reads.values()].every((n) => n === 1)).toBe(true);
    expect(dav.reads.size).toBeGreaterThanOrEqual(10);
    expect(dav.maxInFlight).toBeGreaterThan(1);
    expect(dav.maxInFlight).toBeLessThanOrEqual(2 * SYNC_LANES);
  });

  it('skips a calendar that refuses the sign-in until it is connected again, telling its owner once', async () => {
    const db = w.t.database.db;
    const refused = await insertCaldavConnection(
      db,
      w.t.app.ctx.secrets,
      { companyId: w.company._id },
      `${dav.origin}/refused/shop/`,
    );
    const asked = () => dav.received.filter((r) => r.url.startsWith('/refused/')).length;
    await syncDueCalendars(db, access, at(500));
    const marked = await rowOf(refused.id);
    expect(marked.reconnectNeededAt).toEqual(at(500));
    expect(marked.lastError).toBe('The calendar server refused the user name or password');
    const before = asked();
    await syncDueCalendars(db, access, at(500 + 7200));
    expect(asked()).toBe(before);

    const notices = await db.select().from(messages).where(eq(messages.userId, w.owner.id));
    expect(notices.filter((m) => m.title.includes('needs to be connected again'))).toHaveLength(1);
    const mails = await db
      .select()
      .from(outboxJobs)
      .where(like(outboxJobs.idempotencyKey, 'mail:calendar-reconnect:%'));
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({ to: w.owner.email });

    expect(await calendarConnectionOf(w)).toMatchObject({
      reconnect_needed_at: at(500).toISOString(),
      last_error: 'The calendar server refused the user name or password',
    });
  });

  it('marks a person’s and a business’s calendar when an event is refused, and tells each owner', async () => {
    const db = w.t.database.db;
    await db.delete(calendarConnections).where(eq(calendarConnections.companyId, w.company._id));
    const shop = await insertCaldavConnection(
      db,
      w.t.app.ctx.secrets,
      { companyId: w.company._id },
      `${dav.origin}/refused/shop2/`,
    );
    const mine = await insertCaldavConnection(
      db,
      w.t.app.ctx.secrets,
      { userId: w.customer.id },
      `${dav.origin}/refused/mine/`,
    );
    const booked = await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token);
    expect(booked.statusCode, booked.body).toBe(201);
    await runOutbox(w.t, 2);
    expect((await rowOf(shop.id)).reconnectNeededAt).not.toBeNull();
    expect((await rowOf(mine.id)).reconnectNeededAt).not.toBeNull();
    const told = await db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, w.customer.id), eq(messages.section, 'user')));
    expect(told.map((m) => m.title)).toContain('Your calendar needs to be connected again');
    const [put] = await db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.idempotencyKey, `calendar.put:${booked.json()._id}:customer`));
    // Done: a refused sign-in is not retried.
    expect(put.doneAt).not.toBeNull();
  });
});
