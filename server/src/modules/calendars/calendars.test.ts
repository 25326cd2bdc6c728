import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { calendarBusy, calendarConnections } from '../../db/schema/calendars.ts';
import { companies } from '../../db/schema/companies.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { suiteRadicale } from '../../test/radicale.ts';
import {
  bookingBody,
  createBooking,
  ownerApi,
  suiteBookingWorld,
} from '../../test/booking-world.ts';
import { runOutbox } from '../../test/inbox.ts';

describe(`connected calendars (CalDAV on Radicale), on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const radicale = suiteRadicale();
  let shop: string;
  let spare: string;
  let mine: string;
  beforeAll(async () => {
    shop = await radicale.makeCalendar('shop');
    spare = await radicale.makeCalendar('spare');
    mine = await radicale.makeCalendar('mine');
  });

  const call = ownerApi(w);
  const company = () => w.company._id;
  const caldav = (url: string, extra: Record<string, unknown> = {}) => ({
    url,
    username: radicale.username,
    password: radicale.password,
    ...extra,
  });
  const deliverAll = () => runOutbox(w.t, 3);
  const slotAt = async (date: string, minutes: number) => {
    const res = await call(
      'GET',
      `/company/${company()}/slots?service=${w.service._id}&from=${date}&to=${date}`,
    );
    const day = res.json().days.find((d: { date: string }) => d.date === date);
    return day.slots.find((s: { start_time: number }) => s.start_time === minutes);
  };

  it('connects one calendar per business, replaces it only when asked, and keeps the password sealed', async () => {
    await call('PUT', `/calendar/company/${company()}/external`, {
      calendartype: 'janeapp',
      calendarurl: 'https://harbour.janeapp.com',
    });
    const res = await call('POST', '/calendar/caldav', caldav(shop, { company: company() }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      msg: 'Calendar Connected',
      connection: { provider: 'caldav', calendar: shop, account: { email: radicale.username } },
    });
    expect(res.body).not.toContain(radicale.password);
    const [row] = await w.t.database.db.select().from(calendarConnections);
    expect(row.secret).not.toContain(radicale.password);
    // Choosing a calendar cleared the JaneApp link.
    const status = await call('GET', `/calendar/company/${company()}`);
    expect(status.json()).toMatchObject({
      connection: { provider: 'caldav', last_synced_at: expect.any(String), last_error: null },
      calendartype: '',
      calendarurl: '',
      google: { configured: false },
    });

    expectErrors(
      await call('POST', '/calendar/caldav', caldav(spare, { company: company() })),
      409,
      [{ msg: 'A calendar is already connected' }],
    );
    const replaced = await call(
      'POST',
      '/calendar/caldav',
      caldav(spare, { company: company(), replace: true }),
    );
    expect(replaced.json().connection.calendar).toBe(spare);
    expect(await w.t.database.db.$count(calendarConnections)).toBe(1);

    const wrong = await call(
      'POST',
      '/calendar/caldav',
      caldav(shop, { password: 'nope' }),
      w.customer.token,
    );
    expectErrors(wrong, 400, [{ msg: 'The calendar server refused the user name or password' }]);
    expectErrors(
      await call(
        'POST',
        '/calendar/caldav',
        caldav(shop, { company: company() }),
        w.stranger.token,
      ),
      403,
      [{ msg: expect.any(String) }],
    );
    expect(await w.t.database.db.$count(calendarConnections)).toBe(1);

    const back = await call(
      'POST',
      '/calendar/caldav',
      caldav(shop, { company: company(), replace: true }),
    );
    expect(back.statusCode).toBe(201);
  });

  it('puts a booking’s event in both calendars and takes it out when it is cancelled', async () => {
    const mineRes = await call('POST', '/calendar/caldav', caldav(mine), w.customer.token);
    expect(mineRes.statusCode, mineRes.body).toBe(201);
    const { _id: id } = await createBooking(w, { start_time: 660 });
    await deliverAll();

    const [inShop, inMine] = [await radicale.objects(shop), await radicale.objects(mine)];
    expect(inShop.filter((o) => o.includes(`UID:${id}@slotmap`))).toHaveLength(1);
    expect(inMine.filter((o) => o.includes(`UID:${id}@slotmap`))).toHaveLength(1);
    const event = inShop.find((o) => o.includes(id)) ?? '';
    // 11:00 in Toronto for the 30 minutes the service lasts.
    expect(event).toContain('DTSTART:20261202T160000Z');
    expect(event).toContain('DTEND:20261202T163000Z');
    expect(event).toContain('Cleaning with Cora');
    expect(inMine.find((o) => o.includes(id))).toContain(`Cleaning at ${w.company.name}`);
    const [row] = await w.t.database.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row.userCalender).toMatch(/^[0-9a-f-]{36} http:\/\/127\.0\.0\.1:\d+\/ada\/mine\//);
    expect(row.businessCalender).toMatch(/\/ada\/shop\//);

    const cancelled = await call('DELETE', `/bookings/${id}`, { reason: 'Sick' }, w.customer.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await deliverAll();
    expect((await radicale.objects(shop)).join()).not.toContain(id);
    expect((await radicale.objects(mine)).join()).not.toContain(id);
  });

  it('takes the business calendar’s busy times out of the slots and refuses a booking over them', async () => {
    expect((await slotAt('2026-12-02', 780)).unavailable).toBeNull();
    await radicale.addEvent(
      shop,
      'lunch-meeting',
      new Date('2026-12-02T18:00:00Z'),
      new Date('2026-12-02T19:00:00Z'),
    );
    const synced = await call('POST', `/calendar/company/${company()}/sync`);
    expect(synced.json()).toMatchObject({ last_error: null, last_synced_at: expect.any(String) });
    expect((await slotAt('2026-12-02', 780)).unavailable).toBe('booked');
    expect((await slotAt('2026-12-02', 810)).unavailable).toBe('booked');
    expect((await slotAt('2026-12-02', 840)).unavailable).toBeNull();
    expectErrors(
      await call('POST', '/bookings', bookingBody(w, { start_time: 780 }), w.customer.token),
      409,
      [{ msg: expect.any(String) }],
    );
  });

  it('never blocks a booking on a calendar it cannot reach, and says so on the tab', async () => {
    await w.t.database.db
      .update(calendarConnections)
      .set({ calendar: 'http://127.0.0.1:9/ada/shop/' })
      .where(eq(calendarConnections.companyId, company()));
    const synced = await call('POST', `/calendar/company/${company()}/sync`);
    expect(synced.json().last_error).toMatch(/could not be read/);
    // The last busy times stay; the rest of the day books as usual.
    expect(await w.t.database.db.$count(calendarBusy)).toBeGreaterThan(0);
    const booked = await createBooking(w, { start_time: 900 });
    await deliverAll();
    const [job] = await w.t.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.idempotencyKey, `calendar.put:${booked._id}:business`));
    expect(job.doneAt).toBeNull();
    expect(job.attempts).toBeGreaterThan(0);
    expect(job.lastError).toMatch(/could not/);
  });

  it('disconnects, and a Calendly link takes the place of a connected calendar', async () => {
    expect((await call('DELETE', '/calendar/user', undefined, w.customer.token)).json()).toEqual({
      msg: 'Calendar Disconnected',
    });
    expectErrors(await call('DELETE', '/calendar/user', undefined, w.customer.token), 404, [
      { msg: 'No calendar is connected' },
    ]);
    expectErrors(
      await call('PUT', `/calendar/company/${company()}/external`, {
        calendartype: 'calandly',
        calendarurl: 'nope',
      }),
      400,
      [{ msg: 'Enter the booking page address (https://…)', param: 'calendarurl' }],
    );
    const chosen = await call('PUT', `/calendar/company/${company()}/external`, {
      calendartype: 'calandly',
      calendarurl: 'https://calendly.com/harbour',
    });
    expect(chosen.json()).toMatchObject({ connection: null, calendartype: 'calandly' });
    const [c] = await w.t.database.db.select().from(companies).where(eq(companies.id, company()));
    expect(c.calendarUrl).toBe('https://calendly.com/harbour');
    expect(await w.t.database.db.$count(calendarBusy)).toBe(0);
    const page = await w.t.call('GET', `/api/company/${company()}`);
    expect(page.json()).toMatchObject({
      calendartype: 'calandly',
      calendarurl: 'https://calendly.com/harbour',
    });
  });

  it('serves secret feeds of bookings, cancelled ones marked, and retires a rotated address', async () => {
    const booked = await call(
      'POST',
      '/bookings',
      bookingBody(w, { start_time: 960 }),
      w.customer.token,
    );
    const id = booked.json()._id;
    const feeds = (await call('GET', '/calendar/feeds')).json();
    expect(feeds.businesses).toEqual([
      { company: { _id: company(), name: w.company.name }, url: expect.any(String) },
    ]);
    const business = feeds.businesses[0].url as string;
    const token = business.match(/feed\/([^/]+)\.ics$/)?.[1] ?? '';
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const path = new URL(business).pathname;
    const ics = await w.t.call('GET', path);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain(`UID:${id}@slotmap`);
    expect(ics.body).toContain('Cleaning with Cora');
    expect(eventsOf(ics.body)).toContainEqual(
      expect.objectContaining({ uid: `${id}@slotmap`, summary: 'Cleaning with Cora User' }),
    );

    const customerFeed = (await call('GET', '/calendar/feeds', undefined, w.customer.token)).json();
    expect(customerFeed.businesses).toEqual([]);
    await call('DELETE', `/bookings/${id}`, { reason: 'Sick' }, w.customer.token);
    const later = await w.t.call('GET', new URL(customerFeed.user).pathname);
    const event = later.body.split('BEGIN:VEVENT').find((e: string) => e.includes(id)) ?? '';
    expect(event).toContain('STATUS:CANCELLED');
    expect(eventsOf(later.body)).toContainEqual(
      expect.objectContaining({ uid: `${id}@slotmap`, status: 'CANCELLED', sequence: 1 }),
    );
    // Nobody else's bookings are in it.
    expect(later.body).not.toContain('with Cora');

    const rotated = await call('POST', '/calendar/feeds/rotate', { company: company() });
    expect(rotated.json().url).not.toBe(business);
    expect((await w.t.call('GET', path)).statusCode).toBe(404);
    expect((await w.t.call('GET', new URL(rotated.json().url).pathname)).statusCode).toBe(200);
    expect(
      (await w.t.call('GET', '/api/calendar/feed/made-up-token-aaaaaaaaaaaa.ics')).statusCode,
    ).toBe(404);
  });

  it('stops reading a calendar whose password changed until it is connected again', async () => {
    const connected = await call(
      'POST',
      '/calendar/caldav',
      caldav(shop, { company: company(), replace: true }),
    );
    expect(connected.statusCode, connected.body).toBe(201);
    await w.t.database.db
      .update(calendarConnections)
      .set({
        secret: w.t.app.ctx.secrets.seal(
          JSON.stringify({ provider: 'caldav', username: radicale.username, password: 'changed' }),
        ),
      })
      .where(eq(calendarConnections.companyId, company()));
    const synced = await call('POST', `/calendar/company/${company()}/sync`);
    expect(synced.json()).toMatchObject({
      last_error: 'The calendar server refused the user name or password',
      reconnect_needed_at: expect.any(String),
    });
    const again = await call(
      'POST',
      '/calendar/caldav',
      caldav(shop, { company: company(), replace: true }),
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().connection).toMatchObject({
      reconnect_needed_at: null,
      last_error: null,
      last_synced_at: expect.any(String),
    });
  });
});

/** The events of a feed as an independent parser (ical.js) reads them. */
function eventsOf(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => ({
    uid: String(v.getFirstPropertyValue('uid')),
    summary: String(v.getFirstPropertyValue('summary')),
    status: String(v.getFirstPropertyValue('status')),
    sequence: Number(v.getFirstPropertyValue('sequence')),
  }));
}
