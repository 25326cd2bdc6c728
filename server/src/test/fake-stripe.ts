import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

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

const body = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });

const stripeError = (type: string, message: string, param?: string) => ({
  error: { type, message, ...(param ? { param } : {}) },
});

/**
 * A local HTTP server answering the PaymentIntents calls of Stripe's documented API
 * (https://docs.stripe.com/api/payment_intents): form-encoded bodies with `metadata[key]`
 * fields, Bearer secret keys, `Idempotency-Key` (the same key answers the same intent), and
 * Stripe's JSON objects and error shapes.
 */
export async function startFakeStripe(secretKey: string) {
  const intents = new Map<string, Intent>();
  const byKey = new Map<string, string>();
  const requests: StripeRequest[] = [];

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const form = new URLSearchParams(await body(req));
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
      const again = seen.idempotencyKey && byKey.get(seen.idempotencyKey);
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
      if (seen.idempotencyKey) byKey.set(seen.idempotencyKey, id);
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
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What the card network did, as Stripe records it on the intent. */
    settle(id: string, outcome: { status: string; error?: string }) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`no intent ${id}`);
      intent.status = outcome.status;
      intent.last_payment_error = outcome.error
        ? { message: outcome.error, type: 'card_error' }
        : null;
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
