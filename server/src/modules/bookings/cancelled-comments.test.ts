import type { BookingView } from '@slotmap/domain/booking-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../../test/booking-world.ts';

describe(`a cancelled booking's comments, on ${testDbKind}`, () => {
  let w: BookingWorld;
  let booking: BookingView;
  beforeAll(async () => {
    w = await bookingWorld();
    booking = (await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token)).json();
  });
  afterAll(() => w.t.close());

  it('keeps the thread to read but takes no more comments, from either side', async () => {
    const path = `/api/bookings/comment/${booking._id}`;
    expect(
      (await w.t.call('POST', path, { text: 'See you then' }, w.customer.token)).statusCode,
    ).toBe(201);
    const cancelled = await w.t.call(
      'DELETE',
      `/api/bookings/${booking._id}`,
      { reason: 'Away that week' },
      w.customer.token,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const person of [w.customer, w.owner])
      expectErrors(await w.t.call('POST', path, { text: 'One more thing' }, person.token), 409, [
        { msg: 'This booking was cancelled: it takes no more comments' },
      ]);
    const view = (
      await w.t.call('GET', `/api/bookings/${booking._id}`, undefined, w.customer.token)
    ).json() as BookingView;
    expect(view.comments.map((c) => c.text)).toEqual(['See you then']);
  });
});
