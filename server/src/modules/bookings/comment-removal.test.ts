import type { BookingView } from '@slotmap/domain/booking-view';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { testDbKind } from '../../test/database.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../../test/booking-world.ts';

describe(`a deleted comment takes its notice back, on ${testDbKind}`, () => {
  let w: BookingWorld;
  let booking: BookingView;
  beforeAll(async () => {
    w = await bookingWorld();
    booking = (await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token)).json();
  });
  afterAll(() => w.t.close());

  const comment = async (text: string) => {
    const res = await w.t.call(
      'POST',
      `/api/bookings/comment/${booking._id}`,
      { text },
      w.customer.token,
    );
    const view = res.json() as BookingView;
    const found = view.comments.find((c) => c.text === text);
    if (!found) throw new Error(`comment ${text} was not added`);
    return found._id;
  };
  const ownerNotices = () =>
    w.t.database.db
      .select({ text: messages.text })
      .from(messages)
      .where(and(eq(messages.userId, w.owner.id), eq(messages.type, 'comment')));
  const commentMails = () =>
    w.t.database.db
      .select({ key: outboxJobs.idempotencyKey })
      .from(outboxJobs)
      .where(like(outboxJobs.idempotencyKey, 'mail:comment:%'));

  it('removes the owner notice and the unsent mail of that comment only', async () => {
    const kept = await comment('See you soon');
    const removed = await comment('Running late');
    expect((await ownerNotices()).map((m) => m.text).sort()).toEqual([
      'Running late',
      'See you soon',
    ]);

    const res = await w.t.call(
      'DELETE',
      `/api/bookings/comment/${booking._id}/${removed}`,
      undefined,
      w.customer.token,
    );

    expect(res.statusCode).toBe(200);
    expect((await ownerNotices()).map((m) => m.text)).toEqual(['See you soon']);
    expect((await commentMails()).map((j) => j.key)).toEqual([`mail:comment:${kept}`]);
  });

  it('leaves a notice alone when someone else may not delete the comment', async () => {
    const id = await comment('Parking?');
    const res = await w.t.call(
      'DELETE',
      `/api/bookings/comment/${booking._id}/${id}`,
      undefined,
      w.owner.token,
    );
    expect(res.statusCode).toBe(403);
    expect((await ownerNotices()).map((m) => m.text)).toContain('Parking?');
  });
});
