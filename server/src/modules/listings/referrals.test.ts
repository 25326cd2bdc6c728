import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { messages } from '../../db/schema/messages.ts';
import { testDbKind } from '../../test/database.ts';
import { createCompany, createUser } from '../../test/factories.ts';
import { type BookingWorld, bookingBody, bookingWorld } from '../bookings/booking-fixture.ts';

const GOOD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };

describe(`referral months on ${testDbKind}`, () => {
  let w: BookingWorld;
  let slot = 540;
  beforeAll(async () => {
    w = await bookingWorld();
  }, 120_000);
  afterAll(() => w.t.close());

  const freeMonths = async (id: string) =>
    (await w.t.database.db.select().from(users).where(eq(users.id, id)))[0].freeMonths;
  const rewardNotices = async (id: string) =>
    (await w.t.database.db.select().from(messages).where(eq(messages.userId, id))).filter(
      (m) => m.title === 'You earned a free month',
    ).length;
  const book = async (token: string) => {
    slot += 30;
    const res = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_time: slot }),
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
  };

  it('gives nothing for a sign-up, one month for the first booking and nothing for the next', async () => {
    const referrer = await createUser(w.t);
    const referred = await createUser(w.t, { refferalUserId: referrer.id });
    expect(await freeMonths(referrer.id)).toBe(0);
    await book(referred.token);
    expect(await freeMonths(referrer.id)).toBe(1);
    expect(await rewardNotices(referrer.id)).toBe(1);
    await book(referred.token);
    expect(await freeMonths(referrer.id)).toBe(1);
    expect(await rewardNotices(referrer.id)).toBe(1);
    expect(await freeMonths(referred.id)).toBe(0);
  });

  it('gives nothing for referring yourself', async () => {
    const self = await createUser(w.t);
    await w.t.database.db.update(users).set({ referredBy: self.id }).where(eq(users.id, self.id));
    await book(self.token);
    expect(await freeMonths(self.id)).toBe(0);
    expect(await rewardNotices(self.id)).toBe(0);
  });

  it('gives nothing for a booking by someone nobody referred', async () => {
    const before = await freeMonths(w.owner.id);
    await book(w.customer.token);
    expect(await freeMonths(w.owner.id)).toBe(before);
  });

  it('gives one month when a referred owner first pays a plan, not again for a second', async () => {
    const referrer = await createUser(w.t);
    const owner = await createUser(w.t, { refferalUserId: referrer.id });
    const company = await createCompany(w.t, owner);
    for (let i = 0; i < 2; i++) {
      const body = { companyID: company._id, plan: '1m' };
      const intent = await w.t.call(
        'POST',
        '/api/feature/create-payment-intent',
        body,
        owner.token,
      );
      const paid = await w.t.call(
        'POST',
        '/api/feature/stripe/charge',
        { ...body, id: intent.json().paymentIntentId, card: GOOD },
        owner.token,
      );
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await freeMonths(referrer.id)).toBe(1);
    }
    expect(await rewardNotices(referrer.id)).toBe(1);
  });
});
