import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import { createCheckedTestApp } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { shiftableClock } from './clock.ts';

describe('shiftableClock', () => {
  it('reads the time it was set to and runs on with real time; null goes back', () => {
    let real = Date.parse('2026-11-22T12:00:00Z');
    const clock = shiftableClock(() => new Date(real));
    expect(clock.now().toISOString()).toBe('2026-11-22T12:00:00.000Z');
    clock.set(new Date('2026-12-25T08:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-12-25T08:00:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-12-25T08:01:30.000Z');
    clock.set(null);
    expect(clock.now().getTime()).toBe(real);
  });
});

describe(`the movable server clock on ${testDbKind}`, () => {
  let withClock: TestApp;
  let without: TestApp;
  beforeAll(async () => {
    withClock = await createCheckedTestApp({ config: { testClock: true } });
    without = await createCheckedTestApp();
  });
  afterAll(async () => {
    await withClock.close();
    await without.close();
  });

  it('moves the clock bookings are judged by, and validates what it is given', async () => {
    const res = await withClock.call('PUT', '/api/dev/clock', { now: '2027-01-05T15:00:00Z' });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().now)).toBeGreaterThanOrEqual(Date.parse('2027-01-05T15:00:00Z'));
    expect(withClock.app.ctx.clock().getUTCFullYear()).toBe(2027);

    // The booking lists read that clock: nothing booked now lies in the future of 2027.
    const user = await createUser(withClock);
    const lists = await withClock.call('GET', '/api/bookings/future', undefined, user.token);
    expect(lists.json()).toEqual([]);

    const bad = await withClock.call('PUT', '/api/dev/clock', { now: 'tomorrow' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].msg).toBe('now must be an ISO date-time');

    await withClock.call('PUT', '/api/dev/clock', { now: null });
    expect(Math.abs(withClock.app.ctx.clock().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('answers only requests from loopback', async () => {
    const before = withClock.app.ctx.clock().getTime();
    for (const remoteAddress of ['203.0.113.7', '10.0.0.8', 'fe80::1']) {
      const put = await withClock.app.inject({
        method: 'PUT',
        url: '/api/dev/clock',
        remoteAddress,
        headers: { 'x-forwarded-for': '127.0.0.1' },
        payload: { now: '2030-01-01T00:00:00Z' },
      });
      expect({ status: put.statusCode, body: put.json() }).toEqual({
        status: 404,
        body: { errors: [{ msg: 'No route for PUT /api/dev/clock' }] },
      });
      const get = await withClock.app.inject({
        method: 'GET',
        url: '/api/dev/clock',
        remoteAddress,
      });
      expect(get.statusCode).toBe(404);
    }
    expect(Math.abs(withClock.app.ctx.clock().getTime() - before)).toBeLessThan(5_000);
    const local = await withClock.app.inject({
      method: 'GET',
      url: '/api/dev/clock',
      remoteAddress: '::1',
    });
    expect(local.statusCode).toBe(200);
  });

  it('does not exist unless TEST_CLOCK is set', async () => {
    const res = await without.call('PUT', '/api/dev/clock', { now: '2027-01-05T15:00:00Z' });
    expect(res.statusCode).toBe(404);
    expect((await without.call('GET', '/api/dev/clock')).statusCode).toBe(404);
  });
});
