import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { calendarConnections } from '../../db/schema/calendars.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { startFakeGoogle } from '../../test/fake-google.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../bookings/booking-fixture.ts';

const CLIENT = {
  clientId: 'slotmap-test.apps.googleusercontent.com',
  clientSecret: 'test-secret',
  redirectUrl: 'http://localhost:3000/calendar/google/callback',
};

describe(`Google calendars through the API (a local Google), on ${testDbKind}`, () => {
  let w: BookingWorld;
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  const owner = { sub: '201', email: 'olga@example.com', name: 'Olga Owner' };
  beforeAll(async () => {
    google = await startFakeGoogle(CLIENT);
    w = await bookingWorld({ google: { ...CLIENT, ...google.endpoints } });
  }, 120_000);
  afterAll(async () => {
    await w?.t.close();
    await google?.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token = w.owner.token,
  ) => w.t.call(method, `/api${url}`, body, token);

  /** The browser's trip: our start call, Google's consent page, back with a code and the state. */
  async function consent(body: Record<string, unknown>, token = w.owner.token) {
    const started = await call('POST', '/calendar/google/start', body, token);
    expect(started.statusCode, started.body).toBe(200);
    google.state.signedIn = owner;
    const page = await fetch(started.json().url, { redirect: 'manual' });
    const back = new URL(page.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CLIENT.redirectUrl);
    return { code: back.searchParams.get('code'), state: back.searchParams.get('state') };
  }

  it('connects the business’s Google calendar with a code the server exchanges itself', async () => {
    const { code, state } = await consent({ company: w.company._id });
    // Someone else cannot finish another person's sign-in.
    expectErrors(await call('POST', '/auth/gtoken', { code, state }, w.stranger.token), 400, [
      { msg: 'This Google sign-in has expired or was not started here; try again' },
    ]);
    const res = await call('POST', '/auth/gtoken', { code, state });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Calendar Connected',
      company: w.company._id,
      connection: { provider: 'google', account: { email: owner.email, name: owner.name } },
    });
    const [row] = await w.t.database.db.select().from(calendarConnections);
    expect(row.companyId).toBe(w.company._id);
    expect(row.secret).not.toMatch(/1\/\/|fake/);
    expect(JSON.stringify(res.json())).not.toContain('refresh');
    // A used code cannot be used again.
    expect((await call('POST', '/auth/gtoken', { code, state })).statusCode).toBe(400);
  });

  it('writes booking events there, takes them out on cancelling, and reads busy times', async () => {
    const booked = await call('POST', '/bookings', bookingBody(w), w.customer.token);
    expect(booked.statusCode, booked.body).toBe(201);
    for (let i = 0; i < 2; i++) {
      await w.t.database.db.update(outboxJobs).set({ runAt: sql`now()` });
      await w.t.app.outbox.runOnce();
    }
    const events = google.eventsOf(owner.email);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      summary: 'Cleaning with Cora User',
      start: { dateTime: expect.stringMatching(/^2026-12-02T/) },
    });
    const [row] = await w.t.database.db
      .select({ ref: bookings.businessCalender })
      .from(bookings)
      .where(eq(bookings.id, booked.json()._id));
    expect(row.ref).toContain(events[0].id);

    google.addForeignEvent(
      owner.email,
      new Date('2026-12-02T20:00:00Z'),
      new Date('2026-12-02T21:00:00Z'),
    );
    const synced = await call('POST', `/calendar/company/${w.company._id}/sync`);
    expect(synced.json().last_error).toBeNull();
    const slots = await call(
      'GET',
      `/company/${w.company._id}/slots?service=${w.service._id}&from=2026-12-02&to=2026-12-02`,
    );
    const day = slots.json().days[0];
    const at = (m: number) => day.slots.find((s: { start_time: number }) => s.start_time === m);
    // 15:00–16:00 in Toronto is the owner's own meeting; 10:00 is the booking; 11:00 is free.
    expect(at(900).unavailable).toBe('booked');
    expect(at(600).unavailable).toBe('booked');
    expect(at(660).unavailable).toBeNull();

    await call('DELETE', `/bookings/${booked.json()._id}`, { reason: 'Sick' }, w.customer.token);
    for (let i = 0; i < 2; i++) {
      await w.t.database.db.update(outboxJobs).set({ runAt: sql`now()` });
      await w.t.app.outbox.runOnce();
    }
    expect(google.eventsOf(owner.email).map((e) => e.summary)).toEqual(['Dentist']);
  });

  it('asks before replacing, and disconnects with the spec’s call', async () => {
    expectErrors(await call('POST', '/calendar/google/start', { company: w.company._id }), 409, [
      { msg: 'A calendar is already connected' },
    ]);
    const { code, state } = await consent({ company: w.company._id, replace: true });
    expect((await call('POST', '/auth/gtoken', { code, state })).statusCode).toBe(200);
    expect(await w.t.database.db.$count(calendarConnections)).toBe(1);
    // Two grants so far (the first was replaced and revoked); disconnecting revokes the second.
    await expect.poll(() => google.state.refreshTokens.size).toBe(1);
    const gone = await call('PUT', '/auth/gtoken', { company: w.company._id });
    expect(gone.json()).toEqual({ msg: 'Calendar Disconnected' });
    expect(await w.t.database.db.$count(calendarConnections)).toBe(0);
    await expect.poll(() => google.state.refreshTokens.size).toBe(0);
  });
});
