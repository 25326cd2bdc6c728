import { describe, expect, it } from 'vitest';
import { isPaymentDeclined, isPaymentUnknown } from './port.ts';
import { testModePayments } from './test-mode.ts';

const NOW = new Date('2026-12-01T14:00:00Z');
const CARD = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
const INTENT = {
  amountCents: 1000,
  currency: 'usd',
  metadata: {},
  idempotencyKey: 'k',
  description: 'd',
};

describe('test-mode payments', () => {
  const declineOf = async (card: typeof CARD) => {
    const p = testModePayments(false, () => NOW);
    const intent = await p.createIntent(INTENT);
    try {
      await p.confirmTestCard?.(intent.id, card);
      return undefined;
    } catch (err) {
      expect(isPaymentDeclined(err)).toBe(true);
      return (err as Error).message;
    }
  };

  it('answers Stripe’s test cards with Stripe’s messages', async () => {
    expect(await declineOf(CARD)).toBeUndefined();
    expect(await declineOf({ ...CARD, number: '4000000000000002' })).toBe(
      'Your card was declined.',
    );
    expect(await declineOf({ ...CARD, number: '4000000000009995' })).toBe(
      'Your card has insufficient funds.',
    );
    expect(await declineOf({ ...CARD, number: '4111111111111112' })).toBe(
      'Your card number is incorrect.',
    );
    expect(await declineOf({ ...CARD, exp_month: 11, exp_year: 2026 })).toBe(
      'Your card has expired.',
    );
    expect(await declineOf({ ...CARD, cvc: '12' })).toBe("Your card's security code is incorrect.");
  });

  it('answers a success event for the intent, and takes no payment in production', async () => {
    const p = testModePayments(false, () => NOW);
    const intent = await p.createIntent(INTENT);
    const event = await p.confirmTestCard?.(intent.id, CARD);
    expect(event).toMatchObject({
      type: 'payment_intent.succeeded',
      intent: { id: intent.id, status: 'succeeded' },
    });
    expect((await p.retrieveIntent(intent.id)).status).toBe('succeeded');
    await expect(testModePayments(true, () => NOW).createIntent(INTENT)).rejects.toMatchObject({
      status: 503,
    });
  });

  it('answers one payment per idempotency key, as Stripe does', async () => {
    const p = testModePayments(false, () => NOW);
    const first = await p.createIntent({ ...INTENT, idempotencyKey: 'press-1' });
    expect((await p.createIntent({ ...INTENT, idempotencyKey: 'press-1' })).id).toBe(first.id);
    expect((await p.createIntent({ ...INTENT, idempotencyKey: 'press-2' })).id).not.toBe(first.id);
  });

  it('cancels a payment still to be paid, after which no card can pay it; a paid one stays paid', async () => {
    const p = testModePayments(false, () => NOW);
    const open = await p.createIntent({ ...INTENT, idempotencyKey: 'open' });
    expect((await p.cancelIntent(open.id)).status).toBe('canceled');
    await expect(p.confirmTestCard?.(open.id, CARD)).rejects.toThrow(
      'This payment was cancelled; please start again.',
    );
    const paid = await p.createIntent({ ...INTENT, idempotencyKey: 'paid' });
    await p.confirmTestCard?.(paid.id, CARD);
    expect((await p.cancelIntent(paid.id)).status).toBe('succeeded');
  });

  it('says it does not know a payment it never made (or forgot on a restart)', async () => {
    const p = testModePayments(false, () => NOW);
    const err = await p.retrieveIntent('pi_test_gone').catch((e: unknown) => e);
    expect(isPaymentUnknown(err)).toBe(true);
    expect(isPaymentUnknown(await p.cancelIntent('pi_test_gone').catch((e: unknown) => e))).toBe(
      true,
    );
  });
});
