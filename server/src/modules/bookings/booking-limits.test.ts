import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxJobs } from '../../db/schema/platform.ts';
import { expectErrors, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import {
  type BookingWorld,
  bookingBody,
  bookingWorld,
  type TestUser,
} from '../../test/booking-world.ts';
import { MSG_TOO_MANY_BOOKINGS, MSG_TOO_MANY_CANCELLATIONS } from './limits.ts';

/** 30-minute slots from 9:00 to 16:30 on each of the next days: 16 a day. */
const slot = (i: number) => ({
  start_date: `2026-12-${String(2 + Math.floor(i / 16)).padStart(2, '0')}`,
  start_time: 540 + (i % 16) * 30,
});

describe(`bookings and cancellations per user are limited on ${testDbKind}`, () => {
  let w: BookingWorld;
  let other: TestUser;
  beforeAll(async () => {
    w = await bookingWorld({
      rateLimits: steadyRateLimits({ cancellations: 3, bookingWindowMs: 100 * 365 * 86_400_000 }),
    });
    other = await createUser(w.t);
  }, 120_000);
  afterAll(() => w.t.close());

  const book = (i: number, who: TestUser = w.customer) =>
    // Texts asked for, so a refused booking's missing text is seen (decision 057).
    w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { ...slot(i), reminder_texts: true }),
      who.token,
    );
  const texts = async () =>
    (await w.t.database.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'sms'))).length;

  it('takes 20 bookings in the window and refuses the 21st; a taken slot does not count', async () => {
    const taken = await book(0, other);
    expect(taken.statusCode).toBe(201);
    expectErrors(await book(0), 409, [{ msg: MSG_SLOT_TAKEN }]);
    for (let i = 1; i <= 20; i++) expect((await book(i)).statusCode).toBe(201);
    const sent = await texts();

    expectErrors(await book(21), 429, [{ msg: MSG_TOO_MANY_BOOKINGS }]);
    expect(await texts()).toBe(sent);
    // Another customer has an allowance of their own.
    expect((await book(22, other)).statusCode).toBe(201);
  }, 120_000);

  it('refuses a cancellation past the limit, and the booking stays', async () => {
    const mine = (await w.t.call('GET', '/api/bookings', undefined, w.customer.token)).json();
    const cancel = (id: string) =>
      w.t.call('DELETE', `/api/bookings/${id}`, { reason: 'Plans changed' }, w.customer.token);
    for (const b of mine.slice(0, 3)) expect((await cancel(b._id)).statusCode).toBe(200);

    expectErrors(await cancel(mine[3]._id), 429, [{ msg: MSG_TOO_MANY_CANCELLATIONS }]);
    const still = await w.t.call(
      'GET',
      `/api/bookings/${mine[3]._id}`,
      undefined,
      w.customer.token,
    );
    expect(still.statusCode).toBe(200);
    expect(still.json().cancelled_at).toBeNull();
  }, 120_000);
});
