import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { messages } from '../../db/schema/messages.ts';
import { testDbKind } from '../../test/database.ts';
import { confirmAccount, createCompany, createUser, serviceInput } from '../../test/factories.ts';
import { type BookingWorld, bookingBody, bookingWorld, NOW } from '../../test/booking-world.ts';
import { rewardAttendedReferrals } from './referrals.ts';
import { ListingSweep } from './sweep.ts';

const GOOD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
const HOUR = 3_600_000;
/** 2 December (the fixture's booking day), 6 PM in Toronto: every booking of these tests is over. */
const AFTER_THE_VISITS = new Date('2026-12-02T23:00:00Z');

describe(`referral months on ${testDbKind}`, () => {
  let w: BookingWorld;
  let slot = 540;
  beforeAll(async () => {
    w = await bookingWorld();
  }, 120_000);
  afterAll(() => w.t.close());
  beforeEach(() => {
    w.clock.now = NOW;
  });

  const db = () => w.t.database.db;
  const freeMonths = async (id: string) =>
    (await db().select().from(users).where(eq(users.id, id)))[0].freeMonths;
  const rewardNotices = async (id: string) =>
    (await db().select().from(messages).where(eq(messages.userId, id))).filter(
      (m) => m.title === 'You earned a free month',
    ).length;
  const book = async (token: string, at: Record<string, unknown> = {}) => {
    slot += 30;
    const res = await w.t.call(
      'POST',
      '/api/bookings',
      bookingBody(w, { start_time: slot, ...at }),
      token,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json()._id as string;
  };
  /** The minute sweep, run at `at`. */
  const sweep = (at: Date) => rewardAttendedReferrals(db(), at);

  it('gives nothing for a sign-up or a booking still to come, one month after the first visit, nothing for the next', async () => {
    const referrer = await createUser(w.t);
    const referred = await createUser(w.t, { refferalUserId: referrer.id });
    await sweep(NOW);
    expect(await freeMonths(referrer.id)).toBe(0);
    await book(referred.token);
    await sweep(NOW);
    expect(await freeMonths(referrer.id)).toBe(0);

    await sweep(AFTER_THE_VISITS);
    expect(await freeMonths(referrer.id)).toBe(1);
    expect(await rewardNotices(referrer.id)).toBe(1);
    await book(referred.token);
    await sweep(new Date(AFTER_THE_VISITS.getTime() + HOUR));
    expect(await freeMonths(referrer.id)).toBe(1);
    expect(await rewardNotices(referrer.id)).toBe(1);
    expect(await freeMonths(referred.id)).toBe(0);
  });

  it('gives nothing for a booking cancelled a minute later, even once its time has passed', async () => {
    const referrer = await createUser(w.t);
    const referred = await createUser(w.t, { refferalUserId: referrer.id });
    const booking = await book(referred.token);
    const cancel = await w.t.call(
      'DELETE',
      `/api/bookings/${booking}`,
      { reason: 'Changed my mind' },
      referred.token,
    );
    expect(cancel.statusCode, cancel.body).toBe(200);
    await sweep(AFTER_THE_VISITS);
    expect(await freeMonths(referrer.id)).toBe(0);
    expect(await rewardNotices(referrer.id)).toBe(0);
  });

  it('waits for the referred person to confirm their e-mail address', async () => {
    const referrer = await createUser(w.t);
    const referred = await createUser(w.t, { refferalUserId: referrer.id }, { unconfirmed: true });
    await book(referred.token);
    await sweep(AFTER_THE_VISITS);
    expect(await freeMonths(referrer.id)).toBe(0);
    await confirmAccount(db(), referred.id);
    await sweep(AFTER_THE_VISITS);
    expect(await freeMonths(referrer.id)).toBe(1);
  });

  it('does not count a visit to the referrer’s own business', async () => {
    const referrer = await createUser(w.t);
    const own = await createCompany(w.t, referrer, {
      services: [serviceInput({ name: 'Massage', service_duration: 60, book_online: true })],
    });
    const referred = await createUser(w.t, { refferalUserId: referrer.id });
    await book(referred.token, {
      company: own._id,
      service: own.services[0]._id,
      start_time: 600,
      intakeForm: [],
    });
    await sweep(AFTER_THE_VISITS);
    expect(await freeMonths(referrer.id)).toBe(0);
    await book(referred.token);
    await sweep(AFTER_THE_VISITS);
    expect(await freeMonths(referrer.id)).toBe(1);
  });

  it('rewards once when two instances sweep at the same moment', async () => {
    const referrer = await createUser(w.t);
    const referred = await createUser(w.t, { refferalUserId: referrer.id });
    await book(referred.token);
    const counts = await Promise.all([sweep(AFTER_THE_VISITS), sweep(AFTER_THE_VISITS)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await freeMonths(referrer.id)).toBe(1);
    expect(await rewardNotices(referrer.id)).toBe(1);
  });

  it('gives nothing for referring yourself', async () => {
    const self = await createUser(w.t);
    await db().update(users).set({ referredBy: self.id }).where(eq(users.id, self.id));
    await book(self.token);
    await sweep(AFTER_THE_VISITS);
    expect(await freeMonths(self.id)).toBe(0);
    expect(await rewardNotices(self.id)).toBe(0);
  });

  it('gives nothing when a referred owner pays a plan: only a visit counts', async () => {
    const referrer = await createUser(w.t);
    const owner = await createUser(w.t, { refferalUserId: referrer.id });
    const company = await createCompany(w.t, owner);
    const body = { companyID: company._id, plan: '1m' };
    const intent = await w.t.call('POST', '/api/feature/create-payment-intent', body, owner.token);
    const paid = await w.t.call(
      'POST',
      '/api/feature/stripe/charge',
      { ...body, id: intent.json().paymentIntentId, card: GOOD },
      owner.token,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    await sweep(AFTER_THE_VISITS);
    expect(await freeMonths(referrer.id)).toBe(0);
  });

  it('runs as part of the minute sweep of feature listings', async () => {
    const referrer = await createUser(w.t);
    const referred = await createUser(w.t, { refferalUserId: referrer.id });
    await book(referred.token);
    w.clock.now = AFTER_THE_VISITS;
    const periodic = new ListingSweep(db(), w.t.app.ctx.payments, () => w.clock.now, w.t.app.log);
    periodic.start(1);
    await expect.poll(() => freeMonths(referrer.id), { timeout: 5_000 }).toBe(1);
    await periodic.stop();
  });
});
