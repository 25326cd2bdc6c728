import Stripe from 'stripe';
import {
  type PaymentEvent,
  type PaymentIntent,
  PaymentDeclined,
  type PaymentProvider,
  PaymentUnknown,
} from './port.ts';

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another base URL than https://api.stripe.com (a proxy, or the tests' local Stripe). */
  apiUrl?: string;
}

/** Stripe's statuses that listings act on; the rest read as still to be paid. */
const STATUSES = new Set<PaymentIntent['status']>([
  'requires_payment_method',
  'processing',
  'succeeded',
  'canceled',
  'requires_action',
]);

function intentOf(pi: Stripe.PaymentIntent): PaymentIntent {
  const status = STATUSES.has(pi.status as PaymentIntent['status'])
    ? (pi.status as PaymentIntent['status'])
    : 'requires_payment_method';
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    status,
    amount: pi.amount,
    currency: pi.currency,
    metadata: { ...pi.metadata },
    ...(pi.last_payment_error?.message ? { lastError: pi.last_payment_error.message } : {}),
  };
}

function endpoint(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/**
 * Card payments through Stripe PaymentIntents (STRIPE_SECRET_KEY and friends). The browser
 * confirms the card with Stripe.js; the signed webhook, or the charge call reading the intent
 * back, is what makes a plan active. Card errors come back as PaymentDeclined with Stripe's own
 * message, shown to the owner.
 */
export function stripePayments(config: StripeConfig): PaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    ...endpoint(config.apiUrl),
    // Half the outbox lease and well under a browser's patience; retried by Stripe's client with
    // the same idempotency key.
    timeout: 20_000,
    maxNetworkRetries: 2,
    telemetry: false,
  });
  const declined = (err: unknown): never => {
    if (err instanceof Stripe.errors.StripeCardError) throw new PaymentDeclined(err.message);
    throw err;
  };
  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,
    async createIntent(input) {
      const pi = await stripe.paymentIntents
        .create(
          {
            amount: input.amountCents,
            currency: input.currency,
            description: input.description,
            metadata: input.metadata,
            // Cards confirmed on the page with Stripe.js: no redirecting payment methods.
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          },
          { idempotencyKey: input.idempotencyKey },
        )
        .catch(declined);
      return intentOf(pi);
    },
    async retrieveIntent(id) {
      return intentOf(await stripe.paymentIntents.retrieve(id).catch(unknown));
    },
    async cancelIntent(id) {
      try {
        return intentOf(
          await stripe.paymentIntents.cancel(id, { cancellation_reason: 'abandoned' }),
        );
      } catch (err) {
        // Stripe refuses to cancel a payment that succeeded or is being processed (and one
        // already cancelled): the intent as it stands is the answer.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === UNEXPECTED_STATE)
          return intentOf(await stripe.paymentIntents.retrieve(id).catch(unknown));
        return unknown(err);
      }
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      return eventOf(
        stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret),
      );
    },
  };
}

/** Stripe's code for an action the payment's status does not allow. */
const UNEXPECTED_STATE = 'payment_intent_unexpected_state';

/** "No such payment_intent" as PaymentUnknown; anything else as it is. */
function unknown(err: unknown): never {
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404)
    throw new PaymentUnknown(err.message);
  throw err;
}

const intentIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? '');

/** The payment, refund and dispute events listings act on; everything else is only recorded. */
function eventOf(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, created: event.created };
  const object = event.data.object as { object?: string };
  if (object.object === 'payment_intent')
    return { ...base, kind: 'intent', intent: intentOf(object as Stripe.PaymentIntent) };
  if (event.type === 'charge.refunded') {
    const charge = object as Stripe.Charge;
    return {
      ...base,
      kind: 'refund',
      paymentIntentId: intentIdOf(charge.payment_intent),
      full: charge.refunded,
      amountRefunded: charge.amount_refunded,
    };
  }
  if (event.type.startsWith('charge.dispute.')) {
    const dispute = object as Stripe.Dispute;
    return {
      ...base,
      kind: 'dispute',
      paymentIntentId: intentIdOf(dispute.payment_intent),
      status: dispute.status,
      closed: event.type === 'charge.dispute.closed',
    };
  }
  return { ...base, kind: 'other' };
}
