import Stripe from 'stripe';
import {
  type PaymentEvent,
  type PaymentIntent,
  PaymentDeclined,
  type PaymentProvider,
} from '../../modules/listings/payment-port.ts';

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
      return intentOf(await stripe.paymentIntents.retrieve(id));
    },
    parseWebhook(rawBody, signature): PaymentEvent {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', config.webhookSecret);
      const object = event.data.object as { object?: string };
      if (object.object !== 'payment_intent') {
        return { id: event.id, type: event.type, intent: emptyIntent(), created: event.created };
      }
      return {
        id: event.id,
        type: event.type,
        intent: intentOf(object as Stripe.PaymentIntent),
        created: event.created,
      };
    },
  };
}

/** An event about something other than a payment: recorded, nothing to do. */
const emptyIntent = (): PaymentIntent => ({
  id: '',
  clientSecret: '',
  status: 'requires_payment_method',
  amount: 0,
  currency: 'usd',
  metadata: {},
});
