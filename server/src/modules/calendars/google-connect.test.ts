import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { calendarConnections } from '../../db/schema/calendars.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { bookingBody, ownerApi } from '../../test/booking-world.ts';
import {
  consentAtGoogle,
  GOOGLE_CLIENT,
  suiteGoogleWorld,
} from '../../test/calendar-google-world.ts';
import { runOutbox } from '../../test/inbox.ts';

describe(`Google calendars through the API (a local Google), on ${testDbKind}`, () => {
  const { w, google } = suiteGoogleWorld();
  const owner = { sub: '201', email: 'olga@example.com', name: 'Olga Owner' };

  const call = ownerApi(w);

  const deliver = () => runOutbox(w.t, 2);

  /** The browser's trip: our start call, Google's consent page, back with a code and the state. */
  async function consent(body: Record<string, unknown>, token = w.owner.token) {
    const { back, code, state } = await consentAtGoogle({ w, google }, body, token, owner);
    expect(`${back.origin}${back.pathname}`).toBe(GOOGLE_CLIENT.redirectUrl);
    return { code, state };
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
    await runOutbox(w.t, 2);
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
    await runOutbox(w.t, 2);
    expect(google.eventsOf(owner.email).map((e) => e.summary)).toEqual(['Dentist']);
  });

  it('asks before replacing, and disconnects with the spec’s call', async () => {
    expectErrors(await call('POST', '/calendar/google/start', { company: w.company._id }), 409, [
      { msg: 'A calendar is already connected' },
    ]);
    const { code, state } = await consent({ company: w.company._id, replace: true });
    expect((await call('POST', '/auth/gtoken', { code, state })).statusCode).toBe(200);
    expect(await w.t.database.db.$count(calendarConnections)).toBe(1);
    // Two grants so far: the first was replaced, and the outbox revokes it at Google.
    await deliver();
    expect(google.state.refreshTokens.size).toBe(1);
    const gone = await call('PUT', '/auth/gtoken', { company: w.company._id });
    expect(gone.json()).toEqual({ msg: 'Calendar Disconnected' });
    expect(await w.t.database.db.$count(calendarConnections)).toBe(0);
    await deliver();
    expect(google.state.refreshTokens.size).toBe(0);
  });
});
