import type { BookingView } from '@slotmap/domain/booking-view';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany } from '../../test/factories.ts';
import { arrayPage, readEveryPage } from '../../test/paging.ts';
import { type BookingWorld, bookingWorld } from '../../test/booking-world.ts';

const HOUR = 3_600_000;

describe(`GET /bookings, paged, on ${testDbKind}`, () => {
  let w: BookingWorld;

  beforeAll(async () => {
    w = await bookingWorld();
    const second = await createCompany(w.t, w.owner, { name: 'Second Clinic' });
    const row = (userId: string, companyId: string, serviceId: string, hoursAhead: number) => {
      const startAt = new Date(Date.UTC(2026, 11, 2, 14) + hoursAhead * HOUR);
      return {
        userId,
        companyId,
        serviceId,
        serviceName: 'Cleaning',
        startDate: startAt.toISOString().slice(0, 10),
        startTime: 540,
        duration: 30,
        startAt,
        endAt: new Date(startAt.getTime() + HOUR / 2),
      };
    };
    // The customer has two appointments at each of twelve hours (one per business), so only
    // the id can order each pair; the stranger has their own at the other hours.
    await w.t.database.db
      .insert(bookings)
      .values([
        ...Array.from({ length: 12 }, (_, h) =>
          row(w.customer.id, w.company._id, w.service._id, h * 2),
        ),
        ...Array.from({ length: 12 }, (_, h) =>
          row(w.customer.id, second._id, second.services[0]._id, h * 2),
        ),
        ...Array.from({ length: 5 }, (_, h) =>
          row(w.stranger.id, w.company._id, w.service._id, h * 2 + 1),
        ),
        { ...row(w.customer.id, w.company._id, w.service._id, 99), cancelledAt: new Date() },
      ]);
  });
  afterAll(() => w.t.close());

  const list = async (query: string) =>
    arrayPage<BookingView>(
      await w.t.call('GET', `/api/bookings?${query}`, undefined, w.customer.token),
    );

  it('pages through the caller’s active bookings once each, latest start first', async () => {
    const { items, total } = await readEveryPage(5, (page) => list(`limit=5&page=${page}`));
    expect(total).toBe(24);
    const stored = await w.t.database.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.userId, w.customer.id), isNull(bookings.cancelledAt)))
      .orderBy(desc(bookings.startAt), desc(bookings.id));
    expect(items.map((b) => b._id)).toEqual(stored.map((b) => b.id));
    expect(items.every((b) => b.user._id === w.customer.id && b.cancelled_at === null)).toBe(true);
  });

  it('answers ten by default and refuses a page size above 50', async () => {
    expect((await list('')).items).toHaveLength(10);
    expect((await list('limit=50')).items).toHaveLength(24);
    expectErrors(
      await w.t.call('GET', '/api/bookings?limit=1000', undefined, w.customer.token),
      400,
      [{ msg: 'Limit must be a whole number from 1 to 50', param: 'limit' }],
    );
  });

  it('shows the stranger only their own', async () => {
    const res = await w.t.call('GET', '/api/bookings?limit=50', undefined, w.stranger.token);
    const { items, total } = arrayPage<BookingView>(res);
    expect(total).toBe(5);
    expect(items.every((b) => b.user._id === w.stranger.id)).toBe(true);
  });
});
