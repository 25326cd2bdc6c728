import type { BookingView } from '@slotmap/domain/booking-view';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/uploads.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin } from '../../test/factories.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../../test/booking-world.ts';

describe(`who may read, change and comment on a booking on ${testDbKind}`, () => {
  let w: BookingWorld;
  let booking: BookingView;
  const upload = '/api/uploads/0193a5f0-0000-7000-8000-000000000001.png';
  beforeAll(async () => {
    w = await bookingWorld();
    booking = (await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token)).json();
    await w.t.database.db.insert(uploads).values({
      fileName: upload.split('/').at(-1) ?? '',
      contentType: 'image/png',
      size: 70,
      userId: w.customer.id,
    });
  });
  afterAll(() => w.t.close());

  const path = () => `/api/bookings/${booking._id}`;

  it('the customer, the owner and an admin read it; a stranger gets 404', async () => {
    for (const token of [w.customer.token, w.owner.token, (await createAdmin(w.t)).token]) {
      const res = await w.t.call('GET', path(), undefined, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()._id).toBe(booking._id);
    }
    expectErrors(await w.t.call('GET', path(), undefined, w.stranger.token), 404, [
      { msg: 'Booking not found' },
    ]);
    expectErrors(
      await w.t.call('GET', '/api/bookings/not-an-id', undefined, w.customer.token),
      404,
      [{ msg: 'Booking not found' }],
    );
    expect((await w.t.call('GET', path())).statusCode).toBe(401);
  });

  it('strangers cannot cancel or comment; the parties comment with attachments', async () => {
    expectErrors(await w.t.call('DELETE', path(), { reason: 'mine now' }, w.stranger.token), 404, [
      { msg: 'Booking not found' },
    ]);
    expectErrors(
      await w.t.call(
        'POST',
        `/api/bookings/comment/${booking._id}`,
        { text: 'hi' },
        w.stranger.token,
      ),
      404,
      [{ msg: 'Booking not found' }],
    );
    expectErrors(
      await w.t.call(
        'POST',
        `/api/bookings/comment/${booking._id}`,
        { text: ' ' },
        w.customer.token,
      ),
      400,
      [{ msg: 'Comment text is required', param: 'text' }],
    );
    expectErrors(
      await w.t.call(
        'POST',
        `/api/bookings/comment/${booking._id}`,
        { text: 'see this', UploadImage: ['https://evil.example/x.png'] },
        w.customer.token,
      ),
      400,
      [{ msg: 'Attachments must be images uploaded here' }],
    );
    // Shaped like ours, but never uploaded.
    expectErrors(
      await w.t.call(
        'POST',
        `/api/bookings/comment/${booking._id}`,
        { text: 'see this', UploadImage: [upload.replace('0001.png', '0002.png')] },
        w.customer.token,
      ),
      400,
      [{ msg: 'Attachments must be images uploaded here' }],
    );
    const added = await w.t.call(
      'POST',
      `/api/bookings/comment/${booking._id}`,
      { text: 'Is parking free?', UploadImage: [upload] },
      w.customer.token,
    );
    expect(added.statusCode).toBe(201);
    const body = added.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['comments', 'company', 'user', '_id']),
    );
    expect(body.comments).toEqual([
      expect.objectContaining({
        text: 'Is parking free?',
        name: 'Cora User',
        user: w.customer.id,
        // Stored plain, answered signed for the reader (decision 025).
        attachments: [expect.stringContaining(`${upload}?exp=`)],
      }),
    ]);
    const reply = await w.t.call(
      'POST',
      `/api/bookings/comment/${booking._id}`,
      { text: 'Yes, behind the building.' },
      w.owner.token,
    );
    expect(reply.json().comments).toHaveLength(2);
  });

  it('only its author removes a comment', async () => {
    const comments = (await w.t.call('GET', path(), undefined, w.owner.token)).json().comments;
    const mine = comments.find((c: { user: string }) => c.user === w.customer.id);
    expectErrors(
      await w.t.call(
        'DELETE',
        `/api/bookings/comment/${booking._id}/${mine._id}`,
        undefined,
        w.owner.token,
      ),
      403,
      [{ msg: 'Only its author can remove a comment' }],
    );
    const removed = await w.t.call(
      'DELETE',
      `/api/bookings/comment/${booking._id}/${mine._id}`,
      undefined,
      w.customer.token,
    );
    expect(removed.statusCode).toBe(200);
    expect(removed.json().comments.map((c: { user: string }) => c.user)).toEqual([w.owner.id]);
  });

  it('each party stores only its own calendar event id', async () => {
    expectErrors(
      await w.t.call('PUT', path(), { business_calender: 'evt-1' }, w.customer.token),
      403,
      [{ msg: 'Only the business stores business_calender' }],
    );
    const res = await w.t.call('PUT', path(), { user_calender: 'evt-u' }, w.customer.token);
    expect(res.json().user_calender).toBe('evt-u');
    const owner = await w.t.call('PUT', path(), { business_calender: 'evt-b' }, w.owner.token);
    expect(owner.json()).toMatchObject({ user_calender: 'evt-u', business_calender: 'evt-b' });
  });

  it('the owner may cancel too; the other party hears of it', async () => {
    const res = await w.t.call('DELETE', path(), { reason: 'Dentist is ill' }, w.owner.token);
    expect(res.json()).toEqual({ msg: 'Booking Canceled' });
    const view = (await w.t.call('GET', path(), undefined, w.customer.token)).json();
    expect(view.cancel_reason).toBe('Dentist is ill');
    const messages = (await w.t.call('GET', '/api/messages', undefined, w.customer.token)).json();
    expect(JSON.stringify(messages)).toContain('Booking cancelled: Cleaning');
  });
});
