import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calendarConnections } from '../../db/schema/calendars.ts';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { googleWorld } from '../../test/calendar-google-world.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany } from '../../test/factories.ts';
import { RATE_LIMITED } from '../../test/fake-google-answers.ts';
import { bookingBody } from '../../test/booking-world.ts';
import { filledBeforeAll } from '../../test/suite.ts';
import { calendarConnectionOf } from '../../test/calendar-connection.ts';

let n = 0;
const account = () => {
  n += 1;
  return { sub: `30${n}`, email: `olga${n}@example.com`, name: `Olga ${n}` };
};

describe(`Google calendars a business can trust, on ${testDbKind}`, () => {
  const g = filledBeforeAll(googleWorld, (made) => made.close());

  const rowOf = async (id: string) =>
    (
      await g.w.t.database.db
        .select()
        .from(calendarConnections)
        .where(eq(calendarConnections.id, id))
    )[0];

  it('asks Google with PKCE, and a code only works with the verifier of its own consent', async () => {
    const { w } = g;
    const body = { company: w.company._id };
    const first = await g.consent(body, w.owner.token, account());
    expect(first.url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(first.url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The verifier travels sealed in the state, never readable on the way.
    expect(Buffer.from(first.state.split('.')[0], 'base64url').toString()).not.toContain(
      first.url.searchParams.get('code_challenge'),
    );
    const second = await g.consent(body, w.owner.token, account());
    const swapped = await w.t.call(
      'POST',
      '/api/auth/gtoken',
      { code: first.code, state: second.state },
      w.owner.token,
    );
    expectErrors(swapped, 400, [
      { msg: 'Google refused the sign-in: Invalid code verifier.; try again' },
    ]);
    const res = await w.t.call(
      'POST',
      '/api/auth/gtoken',
      { code: second.code, state: second.state },
      w.owner.token,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('reads busy times with one access token an hour, not one a minute', async () => {
    const { w, google } = g;
    const before = google.state.refreshes;
    for (let i = 0; i < 3; i++) {
      const synced = await w.t.call(
        'POST',
        `/api/calendar/company/${w.company._id}/sync`,
        undefined,
        w.owner.token,
      );
      expect(synced.json().last_error).toBeNull();
    }
    // The access token got when the calendar was connected serves every read within its hour.
    expect(google.state.refreshes - before).toBe(0);
  });

  it('waits when Google asks to slow down, and retries the event later', async () => {
    const { w, google } = g;
    // google-auth-library tries a 403 once more with a fresh token; Google keeps refusing.
    google.state.failNext = { ...RATE_LIMITED.userRateLimitExceeded, times: 10 };
    const synced = await w.t.call(
      'POST',
      `/api/calendar/company/${w.company._id}/sync`,
      undefined,
      w.owner.token,
    );
    expect(synced.json()).toMatchObject({
      last_error: 'Google Calendar asked Slotmap to slow down; it will try again later',
      failures: 1,
      reconnect_needed_at: null,
    });
    expect(Date.parse(synced.json().next_attempt_at)).toBeGreaterThan(w.clock.now.getTime());

    google.state.failNext = { ...RATE_LIMITED.userRateLimitExceeded, times: 2 };
    const booked = await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token);
    expect(booked.statusCode, booked.body).toBe(201);
    await w.t.app.outbox.runOnce();
    const [job] = await w.t.database.db
      .select()
      .from(outboxJobs)
      .where(eq(outboxJobs.idempotencyKey, `calendar.put:${booked.json()._id}:business`));
    expect(job).toMatchObject({ doneAt: null, attempts: 1 });
    expect(job.lastError).toMatch(/slow down/);
    await g.deliver();
    const [done] = await w.t.database.db.select().from(outboxJobs).where(eq(outboxJobs.id, job.id));
    expect(done.doneAt).not.toBeNull();
    expect((await calendarConnectionOf(w)).reconnect_needed_at).toBeNull();
  });

  it('asks the owner once to connect again when Google refuses the grant, and connecting again clears it', async () => {
    const { w, google } = g;
    const olga = account();
    const conn = await g.connect(w.owner.token, olga, w.company._id);
    await g.deliver();
    google.state.refreshTokens.clear();
    google.expireAccessTokens();
    for (let i = 0; i < 2; i++)
      await w.t.call(
        'POST',
        `/api/calendar/company/${w.company._id}/sync`,
        undefined,
        w.owner.token,
      );
    expect((await rowOf(conn._id)).reconnectNeededAt).not.toBeNull();
    const notices = await w.t.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, w.owner.id));
    expect(notices.filter((m) => m.title.includes('needs to be connected again'))).toHaveLength(1);
    expect(
      await w.t.database.db.$count(
        outboxJobs,
        like(outboxJobs.idempotencyKey, 'mail:calendar-reconnect:%'),
      ),
    ).toBe(1);

    const again = await g.connect(w.owner.token, olga, w.company._id);
    expect(await calendarConnectionOf(w)).toMatchObject({
      _id: again._id,
      reconnect_needed_at: null,
      last_error: null,
    });
  });

  it('revokes the grant when Calendly takes the calendar’s place', async () => {
    const { w } = g;
    const olga = account();
    await g.connect(w.owner.token, olga, w.company._id);
    await g.deliver();
    expect(g.grantsOf(olga)).toBe(1);
    const chosen = await w.t.call(
      'PUT',
      `/api/calendar/company/${w.company._id}/external`,
      { calendartype: 'calandly', calendarurl: 'https://calendly.com/harbour' },
      w.owner.token,
    );
    expect(chosen.json()).toMatchObject({ connection: null, calendartype: 'calandly' });
    await g.deliver();
    expect(g.grantsOf(olga)).toBe(0);
  });

  it('revokes the grant when the business is deleted', async () => {
    const { w } = g;
    const olga = account();
    const other = await createCompany(w.t, w.owner, { name: 'Second Shop' });
    await g.connect(w.owner.token, olga, other._id);
    await g.deliver();
    expect(g.grantsOf(olga)).toBe(1);
    const gone = await w.t.call('DELETE', `/api/company/${other._id}`, undefined, w.owner.token);
    expect(gone.statusCode, gone.body).toBe(200);
    await g.deliver();
    expect(g.grantsOf(olga)).toBe(0);
  });

  it('revokes the grant when the person deletes their account', async () => {
    const { w } = g;
    const cora = account();
    await g.connect(w.customer.token, cora);
    await g.deliver();
    expect(g.grantsOf(cora)).toBe(1);
    const gone = await w.t.call('DELETE', '/api/profile', undefined, w.customer.token);
    expect(gone.statusCode, gone.body).toBe(200);
    await g.deliver();
    expect(g.grantsOf(cora)).toBe(0);
  });
});
