/**
 * The payment provider as feature listings use it: the shape agreed for
 * `server/src/integrations/payments/provider.ts` (Stripe, or the built-in test mode). Listings
 * import it from here only, so the provider module can replace these declarations with a
 * re-export of its own.
 */
export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled' | 'requires_action';
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  lastError?: string;
}

export interface PaymentEvent {
  id: string;
  type: 'payment_intent.succeeded' | 'payment_intent.payment_failed' | string;
  intent: PaymentIntent;
  created: number;
}

export interface TestCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

export interface PaymentProvider {
  kind: 'stripe' | 'test';
  /** null for the test provider. */
  publishableKey: string | null;
  createIntent(input: {
    amountCents: number;
    currency: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
    description: string;
  }): Promise<PaymentIntent>;
  retrieveIntent(id: string): Promise<PaymentIntent>;
  /** Test provider only: confirms with one of Stripe's test cards; throws PaymentDeclined. */
  confirmTestCard?(intentId: string, card: TestCard): Promise<PaymentEvent>;
  /** Stripe only: verifies the Stripe-Signature header over the raw body; throws on a bad one. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** A card the provider refused; the message is the card's own, shown to the owner. */
export class PaymentDeclined extends Error {
  override name = 'PaymentDeclined';
}

/** A decline from any provider module (matched by name, so another module's class counts too). */
export const isPaymentDeclined = (err: unknown): err is Error =>
  err instanceof Error &&
  (err.name === 'PaymentDeclined' || err.constructor?.name === 'PaymentDeclined');
