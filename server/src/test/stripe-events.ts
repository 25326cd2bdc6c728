import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestApp } from './app.ts';

/** Only for signing test events, as Stripe signs them; the app has its own client. */
const signer = new Stripe('sk_test_signer');

/**
 * The bytes Stripe would send for an event about `object` (pretty-printed, as it does), and their
 * signature made with the official SDK.
 */
export function signedEvent(
  secret: string,
  type: string,
  object: object,
  eventId = `evt_${randomUUID().replace(/-/g, '')}`,
) {
  const payload = JSON.stringify(
    {
      id: eventId,
      object: 'event',
      api_version: '2025-01-27.acacia',
      type,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    },
    null,
    2,
  );
  return {
    id: eventId,
    payload,
    signature: signer.webhooks.generateTestHeaderString({ payload, secret }),
  };
}

/** POST /api/feature/stripe/webhook with the raw bytes and the Stripe-Signature header. */
export const deliverWebhook = (t: TestApp, body: { payload: string; signature?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/feature/stripe/webhook',
    payload: body.payload,
    headers: {
      'content-type': 'application/json',
      ...(body.signature ? { 'stripe-signature': body.signature } : {}),
    },
  });
