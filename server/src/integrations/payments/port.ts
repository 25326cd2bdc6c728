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

/**
 * One provider event, read into what listings act on: a payment's outcome, a refund of its
 * charge, or a dispute of it. Anything else is `other` and only recorded.
 */
export type PaymentEvent =
  | { id: string; created: number; kind: 'intent'; type: string; intent: PaymentIntent }
  | {
      id: string;
      created: number;
      kind: 'refund';
      type: string;
      paymentIntentId: string;
      /** The whole payment was given back (a partial refund leaves the plan running). */
      full: boolean;
      amountRefunded: number;
    }
  | {
      id: string;
      created: number;
      kind: 'dispute';
      type: string;
      paymentIntentId: string;
      /** Stripe's dispute status: needs_response, under_review, won, lost… */
      status: string;
      closed: boolean;
    }
  | { id: string; created: number; kind: 'other'; type: string };

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
  /**
   * Cancels a payment that is still to be paid. A payment that has already succeeded (or is being
   * processed) cannot be cancelled: the intent is answered as it is, and the caller settles it.
   */
  cancelIntent(id: string): Promise<PaymentIntent>;
  /** Test provider only: confirms with one of Stripe's test cards; throws PaymentDeclined. */
  confirmTestCard?(intentId: string, card: TestCard): Promise<PaymentEvent>;
  /** Stripe only: verifies the Stripe-Signature header over the raw body; throws on a bad one. */
  parseWebhook?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** The provider no longer knows the payment (test mode forgets its payments on a restart). */
export class PaymentUnknown extends Error {
  override name = 'PaymentUnknown';
}

export const isPaymentUnknown = (err: unknown): err is Error =>
  err instanceof Error && err.name === 'PaymentUnknown';

/** A card the provider refused; the message is the card's own, shown to the owner. */
export class PaymentDeclined extends Error {
  override name = 'PaymentDeclined';
}

/** A decline from any provider module (matched by name, so another module's class counts too). */
export const isPaymentDeclined = (err: unknown): err is Error =>
  err instanceof Error &&
  (err.name === 'PaymentDeclined' || err.constructor?.name === 'PaymentDeclined');
