import { eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { testDbKind } from '../../test/database.ts';
import { type BookingWorld, bookingBody, bookingWorld, NOW } from '../../test/booking-world.ts';
import { FEED_LIMIT } from './feed.ts';

/** The feed read by an independent parser: every event's properties by name. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const value = (name: string) => v.getFirstPropertyValue(name);
    const time = (name: string) => (value(name) as InstanceType<typeof ICAL.Time>).toJSDate();
    return {
      uid: String(value('uid')),
      status: String(value('status')),
      sequence: Number(value('sequence')),
      location: String(value('location') ?? ''),
      dtstamp: time('dtstamp'),
      lastModified: time('last-modified'),
      start: time('dtstart'),
    };
  });
}

describe(`the subscription feed of a busy business, on ${testDbKind}`, () => {
  let w: BookingWorld;
  let feedPath: string;
  let upcoming: string;
  let cancelled: string;
  beforeAll(async () => {
    w = await bookingWorld();
    // More bookings in the last 30 days than a feed carries: one every half hour for 22 days.
    await w.t.database.db.execute(sql`
      INSERT INTO bookings (id, user_id, company_id, company_name, service_name, start_date, start_time,
        duration, start_at, end_at)
      SELECT gen_random_uuid(), ${w.customer.id}::uuid, ${w.company._id}::uuid, ${w.company.name}, 'Cleaning',
        '2026-11-01', 0, 30, s, s + interval '30 minutes'
      FROM (SELECT ${new Date(NOW.getTime() - 25 * 86_400_000).toISOString()}::timestamptz
        + g * interval '30 minutes' AS s FROM generate_series(0, ${FEED_LIMIT + 49}) AS g) AS slots`);
    const book = async (start_time: number) => {
      const res = await w.t.call(
        'POST',
        '/api/bookings',
        bookingBody(w, { start_time }),
        w.customer.token,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json()._id as string;
    };
    upcoming = await book(600);
    cancelled = await book(660);
    w.clock.now = new Date(NOW.getTime() + 3_600_000);
    await w.t.call('DELETE', `/api/bookings/${cancelled}`, { reason: 'Sick' }, w.customer.token);
    const feeds = await w.t.call('GET', '/api/calendar/feeds', undefined, w.owner.token);
    feedPath = new URL(feeds.json().businesses[0].url).pathname;
  }, 120_000);
  afterAll(() => w?.t.close());

  it('puts what is to come first, then as much of the last 30 days as fits', async () => {
    const res = await w.t.call('GET', feedPath);
    expect(res.statusCode).toBe(200);
    const events = parseFeed(res.body);
    expect(events).toHaveLength(FEED_LIMIT);
    const uids = events.map((e) => e.uid);
    expect(uids).toContain(`${upcoming}@slotmap`);
    expect(uids).toContain(`${cancelled}@slotmap`);
    // The oldest are the ones left out, not the newest.
    const starts = events.map((e) => e.start.getTime());
    expect(Math.min(...starts)).toBeGreaterThan(NOW.getTime() - 25 * 86_400_000);
  });

  it('gives each event the business’s address, its own change time and sequence, and ends lines with CRLF', async () => {
    const [company] = await w.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, w.company._id));
    const first = await w.t.call('GET', feedPath);
    expect(first.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(first.body).not.toMatch(/[^\r]\n/);
    const events = parseFeed(first.body);
    const address = [company.streetAddress, company.city, company.province]
      .filter(Boolean)
      .join(', ');
    expect(address).toBe('100 King St W, Toronto, ON');
    expect(events.every((e) => e.location === address)).toBe(true);
    const gone = events.find((e) => e.uid === `${cancelled}@slotmap`);
    expect(gone).toMatchObject({
      status: 'CANCELLED',
      sequence: 1,
      lastModified: w.clock.now,
      dtstamp: w.clock.now,
    });
    expect(events.find((e) => e.uid === `${upcoming}@slotmap`)).toMatchObject({
      status: 'CONFIRMED',
      sequence: 0,
    });

    // Fetched again later, an unchanged booking reads the same.
    w.clock.now = new Date(w.clock.now.getTime() + 86_400_000);
    const later = parseFeed((await w.t.call('GET', feedPath)).body);
    expect(later.find((e) => e.uid === `${upcoming}@slotmap`)?.dtstamp).toEqual(
      events.find((e) => e.uid === `${upcoming}@slotmap`)?.dtstamp,
    );
  });
});
