import type { SecretBox } from '../integrations/calendar/secrets.ts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import type { EventHub } from '../jobs/events.ts';
import type { Db } from '../db/connection.ts';
import type { MailTransport } from '../integrations/mail/transport.ts';
import type { PaymentProvider } from '../integrations/payments/port.ts';
import { assertAdmin, authenticate, type TokenKeys, type UserRow } from './auth.ts';
import { HttpError, unauthorized } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What route modules are given: explicit dependencies, no globals. */
export interface AppContext {
  db: Db;
  config: Config;
  keys: TokenKeys;
  limiter: RateLimiter;
  mail: MailTransport;
  /** Card payments of feature listings: Stripe, or test mode without keys. */
  payments: PaymentProvider;
  /** Now, for every rule about past and future (a slot that has started, a booking to cancel). */
  clock: () => Date;
  /** Seals calendar credentials and feed tokens at rest (integrations/calendar/secrets.ts). */
  secrets: SecretBox;
  /** What changes publish and other modules subscribe to (jobs/events.ts, decision 052). */
  events: EventHub;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: UserRow | null;
  }
}

/** preHandler: the caller must be signed in. */
export const requireUser =
  (ctx: AppContext): preHandlerAsyncHookHandler =>
  async (request) => {
    request.user = await authenticate(ctx.db, ctx.keys, request);
  };

/** preHandler: the caller must be signed in and have isAdmin. */
export const requireAdmin =
  (ctx: AppContext): preHandlerAsyncHookHandler =>
  async (request) => {
    request.user = await authenticate(ctx.db, ctx.keys, request);
    assertAdmin(request.user);
  };

/**
 * preHandler of a public read that tells a signed-in caller a little more (their own like of a
 * business): without a token, or with one that no longer works, the caller reads as a visitor.
 */
export const optionalUser =
  (ctx: AppContext): preHandlerAsyncHookHandler =>
  async (request) => {
    if (request.headers['x-auth-token'] === undefined) return;
    try {
      request.user = await authenticate(ctx.db, ctx.keys, request);
    } catch (err) {
      if (!(err instanceof HttpError && err.status === 401)) throw err;
    }
  };

/** The caller's id on a route with optionalUser; null for a visitor. */
export const viewerOf = (request: FastifyRequest): string | null => request.user?.id ?? null;

/** The signed-in caller of a route guarded by requireUser. */
export function caller(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
