import { MSG_SLOT_TAKEN } from '@slotmap/domain/bookings';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { sqlState } from '../../http/errors.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import {
  type BookingWorld,
  bookingBody,
  bookingWorld,
  type TestUser,
} from '../../test/booking-world.ts';

describe(`bookings never collide on ${testDbKind}`, () => {
  let w: BookingWorld;
  let people: TestUser[];
  beforeAll(async () => {
    w = await bookingWorld();
    people = [];
    for (let i = 0; i < 10; i++) people.push(await createUser(w.t));
  }, 120_000);
  afterAll(() => w.t.close());

  const activeAt = async (startTime: number) =>
    w.t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.companyId, w.company._id),
          eq(bookings.startTime, startTime),
          isNull(bookings.cancelledAt),
        ),
      );

  it('50 concurrent requests for one slot: exactly one 201 and 49 × 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        w.t.call(
          'POST',
          '/api/bookings',
          bookingBody(w, { start_time: 660 }),
          people[i % 10].token,
        ),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json()).toEqual({ errors: [{ msg: MSG_SLOT_TAKEN }] });
    }
    expect(await activeAt(660)).toHaveLength(1);
  }, 120_000);

  it('concurrent overlapping requests with other start times and durations: one wins', async () => {
    // 13:00–14:00 (60 minutes) overlaps 13:00–13:30 and 13:30–14:00; 12:00–13:00 (60) overlaps
    // 12:30–13:00. Several combinations can win, but the winners never overlap.
    const requests = [
      bookingBody(w, { service: w.long._id, start_time: 780, intakeForm: [] }),
      bookingBody(w, { start_time: 810 }),
      bookingBody(w, { start_time: 780 }),
      bookingBody(w, { service: w.long._id, start_time: 720, intakeForm: [] }),
      bookingBody(w, { start_time: 750 }),
    ];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        w.t.call('POST', '/api/bookings', requests[i % 5], people[i % 10].token),
      ),
    );
    expect(
      answers.filter((a) => a.statusCode !== 201 && a.statusCode !== 409).map((a) => a.body),
    ).toEqual([]);
    const won = await w.t.database.db
      .select({ start: bookings.startAt, end: bookings.endAt })
      .from(bookings)
      .where(and(eq(bookings.companyId, w.company._id), isNull(bookings.cancelledAt)));
    const ranges = won.map((r) => [r.start.getTime(), r.end.getTime()]).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < ranges.length; i++)
      expect(ranges[i][0]).toBeGreaterThanOrEqual(ranges[i - 1][1]);
    // Every request was answered 201 or 409, and each 201 is one of the rows (plus 11:00 above).
    expect(answers.filter((a) => a.statusCode === 201).length).toBe(won.length - 1);
    expect(won.length).toBeGreaterThanOrEqual(3);
  }, 120_000);

  it('the database itself refuses an overlapping active row (exclusion constraint)', async () => {
    const [row] = await w.t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.companyId, w.company._id), eq(bookings.startTime, 660)));
    const { id: _id, createdAt: _c, ...copy } = row;
    const overlapping = {
      ...copy,
      startAt: new Date(row.startAt.getTime() + 10 * 60_000),
      endAt: new Date(row.endAt.getTime() + 10 * 60_000),
    };
    const error = await w.t.database.db
      .insert(bookings)
      .values(overlapping)
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(sqlState(error)).toBe('23P01');
    // A cancelled copy is outside the constraint.
    await w.t.database.db.insert(bookings).values({ ...overlapping, cancelledAt: new Date() });
  });
});
