import { expect } from 'vitest';
import type { Config } from '../config.ts';
import type { TestApp } from './app.ts';
import { createCheckedTestApp } from './checks.ts';
import { createOwnedCompany } from './factories.ts';
import { startFakeStripe } from './fake-stripe.ts';
import { deliverWebhook, signedEvent } from './stripe-events.ts';
import { partsFilledBeforeAll } from './suite.ts';

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/** Each suite's own keys, named after it: `sk_test_{name}`, `whsec_{name}_test_secret`. */
export const stripeKeys = (name: string) => ({
  secretKey: `sk_test_${name}`,
  publishableKey: `pk_test_${name}`,
  webhookSecret: `whsec_${name}_test_secret`,
});

/** The app paying through Stripe, where Stripe is the local stand-in `fake`. */
export async function stripeWorld(name: string, clock?: () => Date) {
  const keys = stripeKeys(name);
  const fake = await startFakeStripe(keys.secretKey);
  const stripe: Config['stripe'] = { ...keys, apiUrl: fake.url };
  const t = await createCheckedTestApp({ clock, config: { stripe } });
  return { t, fake, close: () => Promise.all([t.close(), fake.close()]) };
}

/** The Stripe world for a describe block: `const { t, fake } = suiteStripeWorld('refunds')`. */
export const suiteStripeWorld = (name: string, clock?: () => Date) =>
  partsFilledBeforeAll(
    ['t', 'fake'],
    () => stripeWorld(name, clock),
    (world) => world.close(),
  );

/** An owner's purchase of a 1-month plan (unless `extra` says otherwise), started. */
export const startPurchase = (
  t: TestApp,
  companyID: string,
  token: string,
  extra: Record<string, unknown> = {},
) =>
  t.call('POST', '/api/feature/create-payment-intent', { companyID, plan: '1m', ...extra }, token);

/** A new owner's business and its 1-month plan, bought (201) and not paid yet. */
export async function planBought(t: TestApp) {
  const { owner, company } = await createOwnedCompany(t);
  const res = await startPurchase(t, company._id, owner.token);
  expect(res.statusCode, res.body).toBe(201);
  return { owner, company, res, intentId: res.json().paymentIntentId as string };
}

/** Delivers a signed event of `type` about `object` (200 expected); answers the event's id. */
export async function sendStripeEvent(
  t: TestApp,
  name: string,
  type: string,
  object: object,
  eventId?: string,
) {
  const event = signedEvent(stripeKeys(name).webhookSecret, type, object, eventId);
  const res = await deliverWebhook(t, event);
  expect(res.statusCode, res.body).toBe(200);
  return event.id;
}
