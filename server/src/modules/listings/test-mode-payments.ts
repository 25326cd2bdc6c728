import { randomUUID } from 'node:crypto';
import { HttpError } from '../../http/errors.ts';
import {
  type PaymentEvent,
  type PaymentIntent,
  PaymentDeclined,
  type PaymentProvider,
  type TestCard,
} from './payment-port.ts';

export const MSG_PAYMENTS_OFF = 'Card payments are not set up on this server';

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
  const refuseInProduction = () => {
    if (production) throw new HttpError(503, MSG_PAYMENTS_OFF);
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
      return { ...intent };
    },
    async retrieveIntent(id) {
      return { ...known(id) };
    },
    async confirmTestCard(id, card): Promise<PaymentEvent> {
      refuseInProduction();
      const intent = known(id);
      const problem = intent.status === 'succeeded' ? undefined : cardProblem(card, clock());
      if (problem) {
        intent.lastError = problem;
        throw new PaymentDeclined(problem);
      }
      intent.status = 'succeeded';
      intent.lastError = undefined;
      return {
        id: `evt_test_${randomUUID().replace(/-/g, '')}`,
        type: 'payment_intent.succeeded',
        intent: { ...intent },
        created: Math.floor(clock().getTime() / 1000),
      };
    },
  };
}
