import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../db/schema/messages.ts';
import { outboxJobs } from '../../db/schema/platform.ts';
import { reviewRequests } from '../../db/schema/reviews.ts';
import { NOW, createBooking, suiteBookingWorld } from '../../test/booking-world.ts';
import { testDbKind } from '../../test/database.ts';
import { sendReviewRequests } from './request-sweep.ts';

const HOUR = 60 * 60 * 1000;

describe(`review requests after a visit, on ${testDbKind}`, () => {
  const w = suiteBookingWorld();
  const sweep = (at: Date) => sendReviewRequests(w.t.database.db, at, 'http://slotmap.test');

  it('asks once per visit that ended, never before it or of a cancelled one', async () => {
    w.clock.now = NOW;
    // 2 December 10:00-10:30 and 11:00-11:30 in Toronto; the second is cancelled.
    const visit = await createBooking(w, { start_time: 600 });
    const cancelled = await createBooking(w, { start_time: 660 });
    await w.t.call('DELETE', `/api/bookings/${cancelled._id}`, { reason: 'Ill' }, w.customer.token);
    const end = new Date('2026-12-02T15:30:00Z');

    expect(await sweep(new Date(end.getTime() - 60_000))).toBe(0);
    // Two instances sweeping at the same moment: one request between them.
    const runs = await Promise.all([sweep(end), sweep(end)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sweep(new Date(end.getTime() + HOUR))).toBe(0);

    const asked = await w.t.database.db.select().from(reviewRequests);
    expect(asked.map((r) => r.bookingId)).toEqual([visit._id]);
    const notices = await w.t.database.db
      .select()
      .from(messages)
      .where(eq(messages.bookingId, visit._id));
    expect(notices.filter((n) => n.title.startsWith('How was your visit'))).toHaveLength(1);
    const mails = await w.t.database.db
      .select()
      .from(outboxJobs)
      .where(
        inArray(outboxJobs.idempotencyKey, [
          `mail:review-request:${visit._id}`,
          `mail:review-request:${cancelled._id}`,
        ]),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0].payload).toMatchObject({ to: w.customer.email });
    expect(String(mails[0].payload.text)).toContain(
      `http://slotmap.test/bookings/${visit._id}#review`,
    );
  });

  it('does not ask about visits older than a week (no mail for old history)', async () => {
    w.clock.now = NOW;
    const old = await createBooking(w, { start_time: 720 });
    const weekLater = new Date('2026-12-02T17:30:00Z').getTime() + 8 * 24 * HOUR;
    await sweep(new Date(weekLater));
    const asked = await w.t.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.bookingId, old._id));
    expect(asked).toHaveLength(0);
  });
});
