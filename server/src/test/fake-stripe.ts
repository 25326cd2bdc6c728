import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

/** A request the fake received, as Stripe would see it. */
export interface StripeRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  description: string | null;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; type: string } | null;
  created: number;
  livemode: false;
}

/** What the stand-in keeps beside an intent: Stripe cancels processing payments only rarely. */
const stuck = new WeakSet<Intent>();

const stripeError = (type: string, message: string, param?: string, code?: string) => ({
  error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) },
});

/** The statuses Stripe lets a PaymentIntent be cancelled from (API reference, Cancel). */
const CANCELLABLE = new Set([
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
]);
const CANCELLATION_REASONS = new Set([
  'duplicate',
  'fraudulent',
  'requested_by_customer',
  'abandoned',
]);

/**
 * A local HTTP server answering the PaymentIntents calls of Stripe's documented API
 * (https://docs.stripe.com/api/payment_intents): form-encoded bodies with `metadata[key]`
 * fields, Bearer secret keys, `Idempotency-Key` (the same key answers the same intent), and
 * Stripe's JSON objects and error shapes.
 */
export async function startFakeStripe(secretKey: string) {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  /** The body each idempotency key was first used with: Stripe refuses the key with another. */
  const keyBodies = new Map<string, string>();
  const requests: StripeRequest[] = [];
  /** The intents cancelled through the API, in order. */
  const cancellations: string[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const form = new URLSearchParams(await text(req));
    const seen: StripeRequest = {
      method: req.method ?? '',
      path: url.pathname,
      form,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      authorization: req.headers.authorization,
    };
    requests.push(seen);
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
      res.end(JSON.stringify(json));
    };
    if (seen.authorization !== `Bearer ${secretKey}`) {
      send(401, stripeError('invalid_request_error', 'Invalid API Key provided'));
      return;
    }
    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const key = seen.idempotencyKey;
      if (key && keyBodies.has(key) && keyBodies.get(key) !== form.toString()) {
        send(
          400,
          stripeError(
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than this one if you meant to execute a different request.',
          ),
        );
        return;
      }
      const again = key && byKey.get(key);
      if (again) {
        send(200, intents.get(again));
        return;
      }
      const amount = Number(form.get('amount'));
      if (!Number.isInteger(amount) || amount < 50) {
        send(
          400,
          stripeError('invalid_request_error', 'Amount must be at least $0.50 usd', 'amount'),
        );
        return;
      }
      const metadata: Record<string, string> = {};
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k);
        if (m) metadata[m[1]] = v;
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount,
        currency: form.get('currency') ?? 'usd',
        description: form.get('description'),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (key) {
        byKey.set(key, id);
        keyBodies.set(key, form.toString());
      }
      send(200, intent);
      return;
    }
    const cancel = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(url.pathname);
    if (req.method === 'POST' && cancel) {
      const intent = intents.get(cancel[1]);
      if (!intent) {
        send(
          404,
          stripeError('invalid_request_error', `No such payment_intent: '${cancel[1]}'`, 'intent'),
        );
        return;
      }
      const reason = form.get('cancellation_reason');
      if (reason !== null && !CANCELLATION_REASONS.has(reason)) {
        send(
          400,
          stripeError(
            'invalid_request_error',
            `Invalid cancellation_reason: must be one of ${[...CANCELLATION_REASONS].join(', ')}`,
            'cancellation_reason',
          ),
        );
        return;
      }
      if (!CANCELLABLE.has(intent.status) || stuck.has(intent)) {
        send(
          400,
          stripeError(
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${[...CANCELLABLE].join(', ')}.`,
            undefined,
            'payment_intent_unexpected_state',
          ),
        );
        return;
      }
      intent.status = 'canceled';
      cancellations.push(intent.id);
      send(200, intent);
      return;
    }
    const one = /^\/v1\/payment_intents\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const intent = intents.get(one[1]);
      if (intent) send(200, intent);
      else
        send(
          404,
          stripeError('invalid_request_error', `No such payment_intent: '${one[1]}'`, 'intent'),
        );
      return;
    }
    send(404, stripeError('invalid_request_error', `Unrecognized request URL (${url.pathname})`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  /** An intent the test made, for settling it or describing it in an event. */
  const intentOf = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    return intent;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    cancellations,
    status: (id: string) => intents.get(id)?.status,
    /** What the card network did, as Stripe records it on the intent. */
    settle(id: string, outcome: { status: string; error?: string; cancellable?: boolean }) {
      const intent = intentOf(id);
      intent.status = outcome.status;
      if (outcome.cancellable === false) stuck.add(intent);
      else stuck.delete(intent);
      intent.last_payment_error = outcome.error
        ? { message: outcome.error, type: 'card_error' }
        : null;
      return intent;
    },
    /** The Charge object of a paid intent, as a `charge.refunded` event carries it. */
    charge(id: string, refunded: number) {
      const intent = intentOf(id);
      return {
        id: `ch_${id.slice(3)}`,
        object: 'charge',
        amount: intent.amount,
        amount_refunded: refunded,
        refunded: refunded >= intent.amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        livemode: false,
      };
    },
    /** The Dispute object of a paid intent, as `charge.dispute.*` events carry it. */
    dispute(id: string, status: string) {
      const intent = intentOf(id);
      return {
        id: `dp_${id.slice(3)}`,
        object: 'dispute',
        amount: intent.amount,
        charge: `ch_${id.slice(3)}`,
        currency: intent.currency,
        payment_intent: intent.id,
        reason: 'fraudulent',
        status,
        livemode: false,
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
