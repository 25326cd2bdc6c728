import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { paymentEvents } from '../../db/schema/listings.ts';
import { testDbKind } from '../../test/database.ts';
import { createAdmin } from '../../test/factories.ts';
import { planBought, sendStripeEvent, suiteStripeWorld } from '../../test/stripe-world.ts';
import { filledBeforeAll } from '../../test/suite.ts';
import { countNoticesTitled, queuedMails } from '../../test/inbox.ts';

const STRIPE = 'refunds';

describe(`refunds and disputes of feature listings on ${testDbKind}`, () => {
  const { t, fake } = suiteStripeWorld(STRIPE);
  const admin = filledBeforeAll(() => createAdmin(t));

  const send = (type: string, object: object, eventId?: string) =>
    sendStripeEvent(t, STRIPE, type, object, eventId);

  /** A 1-month plan paid through Stripe and made active by its webhook. */
  const paidPlan = async () => {
    const { owner, company, intentId } = await planBought(t);
    await send('payment_intent.succeeded', fake.settle(intentId, { status: 'succeeded' }));
    expect(await planView(owner.token, company._id)).toMatchObject({ status: 'active' });
    return { owner, company, intentId };
  };
  const planView = async (token: string, companyId: string) => {
    const res = await t.call('GET', `/api/feature/plans/${companyId}`, undefined, token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json()[1];
  };
  const featured = async (id: string) =>
    (await t.database.db.select().from(companies).where(eq(companies.id, id)))[0].isFeatured;
  const notices = (userId: string, title: string) => countNoticesTitled(t, userId, title);
  const mailsTo = async (email: string, subject: string) =>
    (await queuedMails(t)).filter((j) => j.mail.to === email && j.mail.subject.startsWith(subject))
      .length;

  it('ends the plan on a full refund and tells the owner and the admins, once', async () => {
    const { owner, company, intentId } = await paidPlan();
    expect(await featured(company._id)).toBe(true);
    const eventId = await send('charge.refunded', fake.charge(intentId, 1000));
    expect(await planView(owner.token, company._id)).toMatchObject({
      status: 'inactive',
      end_reason: 'refunded',
      refunded: true,
    });
    expect(await featured(company._id)).toBe(false);
    for (const person of [owner, admin]) {
      expect(await notices(person.id, 'Feature listing refunded')).toBe(1);
      expect(await mailsTo(person.email, 'Feature listing refunded')).toBe(1);
    }
    // Stripe delivers an event again when it is not sure it arrived: nothing changes.
    await send('charge.refunded', fake.charge(intentId, 1000), eventId);
    expect(await notices(owner.id, 'Feature listing refunded')).toBe(1);
    expect(await notices(admin.id, 'Feature listing refunded')).toBe(1);
  });

  it('keeps the plan on a partial refund, and says so', async () => {
    const { owner, company, intentId } = await paidPlan();
    await send('charge.refunded', fake.charge(intentId, 300));
    expect(await planView(owner.token, company._id)).toMatchObject({
      status: 'active',
      refunded: false,
    });
    expect(await featured(company._id)).toBe(true);
    expect(await notices(owner.id, 'Feature listing partly refunded')).toBe(1);
    expect(await notices(admin.id, 'Feature listing partly refunded')).toBe(1);
  });

  it('ends the plan while a dispute is open, and runs it again when the dispute is won', async () => {
    const { owner, company, intentId } = await paidPlan();
    await send('charge.dispute.created', fake.dispute(intentId, 'needs_response'));
    expect(await planView(owner.token, company._id)).toMatchObject({
      status: 'inactive',
      end_reason: 'disputed',
      dispute_status: 'needs_response',
    });
    expect(await featured(company._id)).toBe(false);
    expect(await notices(owner.id, 'Feature listing payment disputed')).toBe(1);
    expect(await notices(admin.id, 'Feature listing payment disputed')).toBe(1);

    await send('charge.dispute.closed', fake.dispute(intentId, 'won'));
    expect(await planView(owner.token, company._id)).toMatchObject({
      status: 'active',
      end_reason: null,
      dispute_status: 'won',
    });
    expect(await featured(company._id)).toBe(true);
    expect(await notices(owner.id, 'Feature listing dispute closed')).toBe(1);
  });

  it('keeps the plan ended when the dispute is lost', async () => {
    const { owner, company, intentId } = await paidPlan();
    await send('charge.dispute.created', fake.dispute(intentId, 'needs_response'));
    await send('charge.dispute.closed', fake.dispute(intentId, 'lost'));
    expect(await planView(owner.token, company._id)).toMatchObject({
      status: 'inactive',
      end_reason: 'disputed',
      dispute_status: 'lost',
    });
    expect(await featured(company._id)).toBe(false);
    expect(await notices(admin.id, 'Feature listing dispute closed')).toBeGreaterThan(0);
  });

  it('records a refund of a payment it does not know, changing nothing', async () => {
    const before = await notices(admin.id, 'Feature listing refunded');
    const eventId = await send('charge.refunded', {
      id: 'ch_unknown',
      object: 'charge',
      amount: 1000,
      amount_refunded: 1000,
      refunded: true,
      payment_intent: 'pi_unknown',
    });
    const recorded = await t.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, eventId));
    expect(recorded).toMatchObject([{ type: 'charge.refunded', paymentIntentId: 'pi_unknown' }]);
    expect(await notices(admin.id, 'Feature listing refunded')).toBe(before);
  });
});
