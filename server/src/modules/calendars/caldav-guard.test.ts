import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarConnections } from '../../db/schema/calendars.ts';
import { type HttpStub, startHttpStub } from '../../test/calendar-http-stub.ts';
import { insertCaldavConnection } from '../../test/calendar-dav-stub.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { type BookingWorld, bookingWorld } from '../../test/booking-world.ts';
import { syncDueCalendars } from './busy.ts';
import { calendarAccessFor } from './clients.ts';
import { calendarConnectionOf } from '../../test/calendar-connection.ts';

const MSG_PRIVATE =
  'That address is on a private network; enter the public address of your calendar server';

/** The server as it runs in production as far as addresses go: CALDAV_ALLOW_PRIVATE unset. */
describe(`CalDAV addresses on the private network, on ${testDbKind}`, () => {
  let w: BookingWorld;
  let inside: HttpStub;
  beforeAll(async () => {
    [w, inside] = await Promise.all([
      bookingWorld({ caldavAllowPrivate: false }),
      startHttpStub('127.0.0.1', (_req, res) =>
        res.writeHead(500).end('internal: db01 password=x'),
      ),
    ]);
  }, 120_000);
  afterAll(async () => {
    await w?.t.close();
    await inside?.close();
  });

  const connect = (url: string, company?: string) =>
    w.t.call(
      'POST',
      '/api/calendar/caldav',
      { url, username: 'ada', password: 'secret', ...(company ? { company } : {}) },
      w.owner.token,
    );

  it('refuses a loopback address in plain words, and the server there hears nothing', async () => {
    const res = await connect(`${inside.origin}/dav/`, w.company._id);
    expectErrors(res, 400, [{ msg: MSG_PRIVATE }]);
    expect(res.body).not.toContain('db01');
    expect(inside.received).toEqual([]);
    expect(await w.t.database.db.$count(calendarConnections)).toBe(0);
  });

  it.each([
    'http://localhost:8080/',
    'http://[::1]/dav/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/dav/',
    'http://[::ffff:127.0.0.1]/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://192.168.1.20:5232/',
  ])('refuses %s', async (url) => {
    expectErrors(await connect(url), 400, [{ msg: MSG_PRIVATE }]);
  });

  it('never reads a stored calendar that points into the private network', async () => {
    const row = await insertCaldavConnection(
      w.t.database.db,
      w.t.app.ctx.secrets,
      { companyId: w.company._id },
      `${inside.origin}/dav/shop/`,
    );
    await syncDueCalendars(w.t.database.db, calendarAccessFor(w.t.app.ctx), new Date());
    expect(await calendarConnectionOf(w)).toMatchObject({ _id: row.id, last_error: MSG_PRIVATE });
    expect(inside.received).toEqual([]);
  });
});
