import { randomUUID } from 'node:crypto';
import { HttpError } from '../../http/errors.ts';
import {
  type PaymentEvent,
  type PaymentIntent,
  PaymentDeclined,
  type PaymentProvider,
  PaymentUnknown,
  type TestCard,
} from './port.ts';

export const MSG_PAYMENTS_OFF = 'Card payments are not set up on this server';
export const MSG_PAYMENT_CANCELLED = 'This payment was cancelled; please start again.';

/** Stripe's published test cards and what each does (docs/api-listings.md). */
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};
const SUCCEEDS = '4242424242424242';

function cardProblem(card: TestCard, now: Date): string | undefined {
  if (!/^\d{3,4}$/.test(card.cvc)) return "Your card's security code is incorrect.";
  const expiry = Date.UTC(card.exp_year, card.exp_month, 1);
  if (expiry <= now.getTime()) return 'Your card has expired.';
  if (card.number in DECLINES) return DECLINES[card.number];
  if (card.number !== SUCCEEDS) return 'Your card number is incorrect.';
  return undefined;
}

/**
 * Test mode without Stripe keys: payments live in memory and are confirmed with Stripe's test
 * cards, answering the same `payment_intent.succeeded` event the webhook brings. Nothing is
 * charged. In production it takes no payment at all (503).
 */
export function testModePayments(production: boolean, clock: () => Date): PaymentProvider {
  const intents = new Map<string, PaymentIntent>();
  /** Idempotency keys, as Stripe keeps them: the same key answers the same payment. */
  const byKey = new Map<string, string>();
  const refuseInProduction = () => {
    if (production) throw new HttpError(503, MSG_PAYMENTS_OFF);
  };
  const lookUp = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new PaymentUnknown(`No such payment: ${id}`);
    return intent;
  };
  const known = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new PaymentDeclined('This payment has expired; please start again.');
    return intent;
  };
  return {
    kind: 'test',
    publishableKey: null,
    async createIntent(input) {
      refuseInProduction();
      const again = byKey.get(input.idempotencyKey);
      if (again) return { ...lookUp(again) };
      const id = `pi_test_${randomUUID().replace(/-/g, '')}`;
      const intent: PaymentIntent = {
        id,
        clientSecret: `${id}_secret_${randomUUID().slice(0, 8)}`,
        status: 'requires_payment_method',
        amount: input.amountCents,
        currency: input.currency,
        metadata: { ...input.metadata },
      };
      intents.set(id, intent);
      byKey.set(input.idempotencyKey, id);
      return { ...intent };
    },
    async retrieveIntent(id) {
      return { ...lookUp(id) };
    },
    async cancelIntent(id) {
      const intent = lookUp(id);
      if (intent.status !== 'succeeded') intent.status = 'canceled';
      return { ...intent };
    },
    async confirmTestCard(id, card): Promise<PaymentEvent> {
      refuseInProduction();
      const intent = known(id);
      if (intent.status === 'canceled') throw new PaymentDeclined(MSG_PAYMENT_CANCELLED);
      const problem = intent.status === 'succeeded' ? undefined : cardProblem(card, clock());
      if (problem) {
        intent.lastError = problem;
        throw new PaymentDeclined(problem);
      }
      intent.status = 'succeeded';
      intent.lastError = undefined;
      return {
        id: `evt_test_${randomUUID().replace(/-/g, '')}`,
        kind: 'intent',
        type: 'payment_intent.succeeded',
        intent: { ...intent },
        created: Math.floor(clock().getTime() / 1000),
      };
    },
  };
}
