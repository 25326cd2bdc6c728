import {
  MSG_LIVE_UNAVAILABLE,
  MSG_TOO_MANY_STREAMS,
  SLOT_CHANGE_EVENT,
} from '@slotmap/domain/live-slots';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { testConfig } from '../../test/app.ts';
import { bookingBody, bookingWorld, NOW, type TestUser } from '../../test/booking-world.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import {
  type EventStreamClient,
  listeningUrl,
  openStream,
  type StreamEvent,
} from '../../test/event-stream.ts';
import { createCompany, serviceInput } from '../../test/factories.ts';
import { book, cancel, chainOf, suiteOfferWorld, wait } from '../../test/offer-world.ts';

const WED = '2026-12-02';
const MIN = 60_000;

/** The event a watcher of `companyId` is sent when its times change. */
const changed = (companyId: string): StreamEvent => ({
  event: SLOT_CHANGE_EVENT,
  data: JSON.stringify({ company: companyId }),
});

describe(`live slots: a business page hears its times change, on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(2);
  const [first, second] = people;
  let base: string;
  let other: { _id: string; service: string };
  const open: EventStreamClient[] = [];

  const watch = async (companyId: string) => {
    const stream = await openStream(`${base}/api/company/${companyId}/slots/stream`);
    open.push(stream);
    expect(stream.status, stream.text()).toBe(200);
    return stream;
  };
  /** Whether `who` sees the 10:00 Wednesday slot of the world's business as taken. */
  const takenFor = async (who: TestUser, startTime: number) => {
    const res = await w.t.call(
      'GET',
      `/api/company/${w.company._id}/slots?service=${w.service._id}&from=${WED}&to=${WED}`,
      undefined,
      who.token,
    );
    const day = res.json().days.find((d: { date: string }) => d.date === WED);
    return day.slots.find((s: { start_time: number }) => s.start_time === startTime).unavailable;
  };

  beforeAll(async () => {
    base = await listeningUrl(w.t.app);
    const company = await createCompany(w.t, w.owner, {
      services: [serviceInput({ name: 'Polish', book_online: true, call_to_book: false })],
    });
    other = { _id: company._id, service: company.services[0]._id };
  });
  /** Streams open on the server now. */
  const streamsOpen = () => w.t.app.slotWatchers.counts().streams;
  /** Every page closed so far has been let go of (a hang-up reaches the server a moment later). */
  const settled = () => vi.waitFor(() => expect(streamsOpen()).toBe(0));
  afterEach(async () => {
    for (const stream of open.splice(0)) stream.close();
    await settled();
  });

  it('answers an open event stream, neither compressed nor stored, with the usual headers', async () => {
    const stream = await watch(w.company._id);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    // Asked for gzip and br as browsers do, and still sent as it is: compression would buffer it.
    expect(stream.headers['content-encoding']).toBeUndefined();
    expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    await vi.waitFor(() => expect(stream.text()).toMatch(/^retry: \d+\n: watching\n\n/));
  });

  it('tells of a booking made, moved and cancelled by someone else', async () => {
    const stream = await watch(w.company._id);
    const booking = await book(w, w.stranger, 600, WED);
    expect(await stream.next()).toEqual(changed(w.company._id));
    const moved = await w.t.call(
      'POST',
      `/api/bookings/${booking._id}/reschedule`,
      { start_date: WED, start_time: 660 },
      w.stranger.token,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await stream.next()).toEqual(changed(w.company._id));
    expect((await cancel(w, w.stranger, booking._id)).statusCode).toBe(200);
    expect(await stream.next()).toEqual(changed(w.company._id));
  });

  it('tells of a hold placed on a freed time, and of its end when declined or run out', async () => {
    await wait(w, first, 'Wednesday', 'afternoon');
    await wait(w, second, 'Wednesday', 'afternoon');
    const booking = await book(w, w.customer, 840, WED);
    const stream = await watch(w.company._id);

    // Cancelled, the time is held at once for the first person waiting: taken for everyone else.
    expect((await cancel(w, w.customer, booking._id)).statusCode).toBe(200);
    expect(await stream.next()).toEqual(changed(w.company._id));
    expect(await takenFor(w.stranger, 840)).toBe('booked');
    const [held] = await chainOf(w, booking._id);
    expect(held).toMatchObject({ userId: first.id, state: 'held' });

    // Declined: held for the next person instead.
    const declined = await w.t.call(
      'POST',
      `/api/waitlist/offers/${held.id}/decline`,
      undefined,
      first.token,
    );
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await stream.next()).toEqual(changed(w.company._id));
    expect((await chainOf(w, booking._id)).at(-1)).toMatchObject({
      userId: second.id,
      state: 'held',
    });

    // Run out with nobody left waiting: the sweep ends it, and the time is free again.
    const later = new Date(NOW.getTime() + 20 * MIN);
    w.clock.now = later;
    try {
      await w.t.app.waitlistSweep.runOnce(later);
      expect(await stream.next()).toEqual(changed(w.company._id));
      expect(await takenFor(w.stranger, 840)).toBeNull();
    } finally {
      w.clock.now = NOW;
    }
  });

  it("tells nothing of another business's changes", async () => {
    const stream = await watch(other._id);
    await book(w, w.stranger, 900, WED);
    const res = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, {
        company: other._id,
        service: other.service,
        start_date: WED,
        start_time: 600,
        intakeForm: [],
      }),
      w.stranger.token,
    );
    expect(res.statusCode, res.body).toBe(201);
    // Told in commit order on one connection: the other business's booking came first, unsent.
    expect(await stream.next()).toEqual(changed(other._id));
    expect(stream.events).toHaveLength(1);
  });

  it('tells of a closure the business saved, which takes its times away', async () => {
    const stream = await watch(other._id);
    const res = await w.t.call(
      'PUT',
      `/api/company/${other._id}/closures`,
      { closures: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' }] },
      w.owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await stream.next()).toEqual(changed(other._id));
  });

  it("tells of the business calendar's busy times read anew and different", async () => {
    const stream = await watch(other._id);
    // As the calendar read publishes it (calendars/busy.ts), in the transaction that stored them.
    await w.t.database.db.transaction((tx) =>
      w.t.app.ctx.events.emit(tx, 'calendar.busy', {
        companyId: other._id,
        now: NOW,
        publicUrl: 'http://slotmap.test',
      }),
    );
    expect(await stream.next()).toEqual(changed(other._id));
  });

  it('lets go of a stream when its page closes', async () => {
    const stream = await watch(w.company._id);
    expect(w.t.app.slotWatchers.counts()).toEqual({ streams: 1, companies: 1, addresses: 1 });
    stream.close();
    await vi.waitFor(() =>
      expect(w.t.app.slotWatchers.counts()).toEqual({ streams: 0, companies: 0, addresses: 0 }),
    );
  });

  it('keeps one address to a few streams at a time', async () => {
    const streams = [];
    for (let i = 0; i < 20; i++) streams.push(await watch(w.company._id));
    const refused = await openStream(`${base}/api/company/${w.company._id}/slots/stream`);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.text())).toEqual({ errors: [{ msg: MSG_TOO_MANY_STREAMS }] });
    // From another address (behind no proxy here, so asked through inject): still welcome.
    const elsewhere = await w.t.app.inject({
      method: 'GET',
      url: `/api/company/${w.company._id}/slots/stream`,
      remoteAddress: '198.51.100.7',
      payloadAsStream: true,
    });
    expect(elsewhere.statusCode).toBe(200);
    elsewhere.raw.res.destroy();
    // One page closed: a new one may open.
    streams[0].close();
    await vi.waitFor(async () => {
      const again = await openStream(`${base}/api/company/${w.company._id}/slots/stream`);
      open.push(again);
      expect(again.status).toBe(200);
    });
  });

  it('answers an unknown or malformed business as not found, and bad text as bad input', async () => {
    const unknown = await w.t.call(
      'GET',
      '/api/company/0190a4c2-0000-7000-8000-00000000ffff/slots/stream',
    );
    expectErrors(unknown, 404, [{ msg: 'Company not found' }]);
    const malformed = await w.t.call('GET', '/api/company/not-an-id/slots/stream');
    expectErrors(malformed, 404, [{ msg: 'Company not found' }]);
    const nul = await w.t.call('GET', '/api/company/%00/slots/stream');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors[0].msg).toBe(
      'Text may not contain NUL characters or unpaired surrogates',
    );
    expect(streamsOpen()).toBe(0);
  });
});

describe(`live slots across two server instances on one database, on ${testDbKind}`, () => {
  let w: Awaited<ReturnType<typeof bookingWorld>>;
  let second: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    w = await bookingWorld();
    // A second instance of the app on the same database, as behind a load balancer.
    second = await buildApp({
      config: testConfig(),
      database: w.t.database,
      logger: false,
      clock: () => w.clock.now,
    });
    await second.ready();
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await w?.t.close();
  });

  it('a page open on one instance hears of a booking made through the other', async () => {
    const stream = await openStream(
      `${await listeningUrl(second)}/api/company/${w.company._id}/slots/stream`,
    );
    expect(stream.status).toBe(200);
    try {
      await book(w, w.customer, 600, WED);
      expect(await stream.next()).toEqual(changed(w.company._id));
    } finally {
      stream.close();
    }
  });

  it('answers 503 while an instance cannot listen to the database, and streams once it can', async () => {
    let down = true;
    const flaky = await buildApp({
      config: testConfig(),
      database: {
        ...w.t.database,
        listen: (channel, handlers) =>
          down
            ? Promise.reject(new Error('connection refused'))
            : w.t.database.listen(channel, handlers),
      },
      logger: false,
    });
    try {
      const url = `/api/company/${w.company._id}/slots/stream`;
      expectErrors(await flaky.inject({ method: 'GET', url }), 503, [
        { msg: MSG_LIVE_UNAVAILABLE },
      ]);
      down = false;
      const stream = await openStream(`${await listeningUrl(flaky)}${url}`);
      expect(stream.status).toBe(200);
      stream.close();
    } finally {
      await flaky.close();
    }
  });

  it("the instance's closing ends its streams instead of waiting for them", async () => {
    const stream = await openStream(
      `${await listeningUrl(second)}/api/company/${w.company._id}/slots/stream`,
    );
    expect(stream.status).toBe(200);
    await second.close();
    await stream.ended;
    expect(second.slotWatchers.counts()).toEqual({ streams: 0, companies: 0, addresses: 0 });
  });
});
