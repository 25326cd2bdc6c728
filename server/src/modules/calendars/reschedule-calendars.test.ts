import ICAL from 'ical.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../../test/database.ts';
import { suiteRadicale } from '../../test/radicale.ts';
import { createBooking, ownerApi, suiteBookingWorld, TOMORROW } from '../../test/booking-world.ts';
import { runOutbox } from '../../test/inbox.ts';

/** Every VEVENT of an iCalendar text, read by an independent parser. */
function eventsIn(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => {
    const value = (name: string) => v.getFirstPropertyValue(name);
    return {
      uid: String(value('uid')),
      sequence: Number(value('sequence')),
      start: (value('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate(),
    };
  });
}

describe(`a moved booking in calendars (CalDAV on Radicale, the feed), on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const radicale = suiteRadicale();
  let shop: string;
  let mine: string;
  beforeAll(async () => {
    shop = await radicale.makeCalendar('shop');
    mine = await radicale.makeCalendar('mine');
  });
  const call = ownerApi(w);
  const caldav = (url: string, extra: Record<string, unknown> = {}) => ({
    url,
    username: radicale.username,
    password: radicale.password,
    ...extra,
  });

  it('moves the one event of each side: same UID, SEQUENCE raised, the new time', async () => {
    expect(
      (await call('POST', '/calendar/caldav', caldav(shop, { company: w.company._id }))).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', '/calendar/caldav', caldav(mine), w.customer.token)).statusCode,
    ).toBe(201);
    const { _id: id } = await createBooking(w, { start_time: 600 });
    await runOutbox(w.t, 3);
    const moved = await call(
      'POST',
      `/bookings/${id}/reschedule`,
      { start_date: TOMORROW, start_time: 840 },
      w.customer.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    await runOutbox(w.t, 3);

    for (const calendar of [shop, mine]) {
      const events = (await radicale.objects(calendar))
        .flatMap(eventsIn)
        .filter((e) => e.uid === `${id}@slotmap`);
      // 14:00 in Toronto in December is 19:00 UTC.
      expect(events).toEqual([
        { uid: `${id}@slotmap`, sequence: 1, start: new Date('2026-12-02T19:00:00Z') },
      ]);
    }

    const feeds = await call('GET', '/calendar/feeds');
    const feed = await w.t.call('GET', new URL(feeds.json().businesses[0].url).pathname);
    expect(eventsIn(feed.body).filter((e) => e.uid === `${id}@slotmap`)).toEqual([
      { uid: `${id}@slotmap`, sequence: 1, start: new Date('2026-12-02T19:00:00Z') },
    ]);
  });
});
