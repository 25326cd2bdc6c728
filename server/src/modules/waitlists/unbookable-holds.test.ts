import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, services } from '../../db/schema/companies.ts';
import { testDbKind } from '../../test/database.ts';
import { serviceInput } from '../../test/factories.ts';
import { bookingBody, NOW } from '../../test/booking-world.ts';
import {
  cancel,
  chainOf,
  mailsTo,
  messagesOf,
  seedBooking,
  suiteOfferWorld,
  wait,
} from '../../test/offer-world.ts';

const GONE = 'The time held for you at';

describe(`holds on times that can no longer be booked, on ${testDbKind}`, () => {
  const { w, people } = suiteOfferWorld(2);
  const [a, b] = people;
  beforeAll(async () => {
    await wait(w, a, 'Wednesday', 'morning');
    await wait(w, b, 'Wednesday', 'morning');
  }, 120_000);

  /** A Wednesday 10:00 booking of `service` freed: held for A, the first person waiting. */
  const heldForA = async (date: string, service = w.service) => {
    const id = await seedBooking(w, w.stranger, date, 600, service);
    expect((await cancel(w, w.owner, id)).statusCode).toBe(200);
    const [offer] = await chainOf(w, id);
    expect(offer).toMatchObject({ userId: a.id, state: 'held' });
    return id;
  };
  const toldA = async () =>
    (await messagesOf(w, a.id, 'user')).filter((m) => m.title.startsWith(GONE));
  const setService = (id: string, set: Partial<typeof services.$inferInsert>) =>
    w.t.database.db.update(services).set(set).where(eq(services.id, id));

  it('hours that no longer cover the held time release it, tell the holder, and offer it to nobody', async () => {
    const freed = await heldForA('2026-12-02');
    const narrower = await w.t.call(
      'PUT',
      `/api/company/business/${w.company._id}`,
      { Wednesday_start_time: 720 },
      w.owner.token,
    );
    expect(narrower.statusCode).toBe(200);
    expect((await chainOf(w, freed)).map((o) => [o.userId, o.state])).toEqual([[a.id, 'released']]);
    const [mail] = (await mailsTo(w, a.email)).filter((m) => m.subject.startsWith(GONE));
    expect(mail.subject).toBe(`${GONE} ${w.company.name} is no longer available`);
    expect(mail.text).toContain('Wednesday, December 2, 2026, 10:00 AM – 10:30 AM EST');
    expect(mail.text).toContain('the business changed its opening hours');
    expect(mail.text).toContain('You are still on the waitlist for Wednesday mornings');
    expect(await toldA()).toHaveLength(1);
    expect((await mailsTo(w, b.email)).filter((m) => m.subject.includes('opened up'))).toEqual([]);
    const back = await w.t.call(
      'PUT',
      `/api/company/business/${w.company._id}`,
      { Wednesday_start_time: 540 },
      w.owner.token,
    );
    expect(back.statusCode).toBe(200);
  });

  it('deleting the held time’s service releases it with a notice', async () => {
    const freed = await heldForA('2026-12-09', w.long);
    const res = await w.t.call(
      'DELETE',
      `/api/company/service/${w.long._id}`,
      undefined,
      w.owner.token,
    );
    expect(res.statusCode).toBe(200);
    expect((await chainOf(w, freed)).map((o) => o.state)).toEqual(['released']);
    const told = await toldA();
    expect(told).toHaveLength(2);
    expect(told[1].text).toContain('the service is no longer offered');
  });

  it('a hold whose service stopped booking online refuses nobody: the booking goes through and the holder is told', async () => {
    const added = await w.t.call(
      'PUT',
      '/api/company/business/service',
      {
        ...serviceInput({ name: 'Polishing', service_duration: 30, book_online: true }),
        call_to_book: false,
        company_id: w.company._id,
      },
      w.owner.token,
    );
    expect(added.statusCode).toBe(201);
    const freed = await heldForA('2026-12-16');
    // Written directly: whatever changed the service, a hold nobody can book must not block.
    await setService(w.service._id, { bookOnline: false, callToBook: true });
    try {
      const res = await w.t.call(
        'POST',
        '/api/bookings',
        bookingBody(w, {
          service: added.json()._id,
          start_date: '2026-12-16',
          start_time: 600,
          intakeForm: [],
        }),
        b.token,
      );
      expect(res.statusCode).toBe(201);
    } finally {
      await setService(w.service._id, { bookOnline: true, callToBook: false });
    }
    expect((await chainOf(w, freed)).map((o) => [o.userId, o.state])).toEqual([[a.id, 'released']]);
    const told = await toldA();
    expect(told).toHaveLength(3);
    expect(told[2].text).toContain('the service no longer takes bookings online');
  });

  it('a freed time outside the hours is offered to nobody', async () => {
    const [company] = await w.t.database.db
      .select()
      .from(companies)
      .where(eq(companies.id, w.company._id));
    const late = await seedBooking(w, w.stranger, '2026-12-23', 690);
    // Hours narrowed after it was booked (the owner kept it): 9:00 to 11:00 on Wednesdays.
    await w.t.database.db
      .update(companies)
      .set({
        storeHours: {
          ...company.storeHours,
          Wednesday: { open: true, start_time: 540, end_time: 660 },
        },
      })
      .where(eq(companies.id, w.company._id));
    try {
      expect((await cancel(w, w.owner, late)).statusCode).toBe(200);
      expect(await chainOf(w, late)).toEqual([]);
    } finally {
      await w.t.database.db
        .update(companies)
        .set({ storeHours: company.storeHours })
        .where(eq(companies.id, w.company._id));
    }
  });

  it('the sweep ends a hold its business’s change left behind', async () => {
    const freed = await heldForA('2026-12-30');
    await setService(w.service._id, { retiredAt: NOW });
    expect(await w.t.app.waitlistSweep.runOnce(NOW)).toMatchObject({ unbookable: 1 });
    expect((await chainOf(w, freed)).map((o) => o.state)).toEqual(['released']);
    const told = await toldA();
    expect(told).toHaveLength(4);
    expect(told[3].text).toContain('the service is no longer offered');
    expect(await w.t.app.waitlistSweep.runOnce(NOW)).toMatchObject({ unbookable: 0 });
  });
});
