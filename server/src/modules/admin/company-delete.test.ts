import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/bookings.ts';
import { companies } from '../../db/schema/companies.ts';
import { messages } from '../../db/schema/messages.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin } from '../../test/factories.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../../test/booking-world.ts';

describe(`an admin deletes a business as its owner would, on ${testDbKind}`, () => {
  let w: BookingWorld;
  beforeAll(async () => {
    w = await bookingWorld();
  }, 120_000);
  afterAll(() => w?.t.close());

  it('cancels its future bookings with a notice, keeps them for the customer, and records it', async () => {
    const admin = await createAdmin(w.t);
    const booked = await w.t.call('POST', '/api/bookings', bookingBody(w), w.customer.token);
    expect(booked.statusCode).toBe(201);
    const refused = await w.t.call(
      'DELETE',
      `/api/company/admin/companies/${w.company._id}`,
      undefined,
      w.owner.token,
    );
    expect(refused.statusCode).toBe(403);

    const res = await w.t.call(
      'DELETE',
      `/api/company/admin/companies/${w.company._id}`,
      undefined,
      admin.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Business removed successfully' });
    expect(
      await w.t.database.db.select().from(companies).where(eq(companies.id, w.company._id)),
    ).toEqual([]);
    const [kept] = await w.t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, booked.json()._id));
    expect(kept).toMatchObject({ companyId: null, userId: w.customer.id });
    expect(kept.cancelledAt).not.toBeNull();
    const told = await w.t.database.db
      .select()
      .from(messages)
      .where(eq(messages.userId, w.customer.id));
    expect(told.some((m) => /cancel/i.test(m.title))).toBe(true);
    const audit = await w.t.call(
      'GET',
      `/api/admin/audit?company=${w.company._id}`,
      undefined,
      admin.token,
    );
    expect(audit.json()).toMatchObject([
      { action: 'company.delete', company: { _id: w.company._id } },
    ]);
    const again = await w.t.call(
      'DELETE',
      `/api/company/business/${w.company._id}`,
      undefined,
      admin.token,
    );
    expect(again.statusCode).toBe(404);
  });
});
