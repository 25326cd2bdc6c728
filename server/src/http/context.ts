import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connection.ts';
import type { MailTransport } from '../integrations/mail/transport.ts';
import { assertAdmin, authenticate, type TokenKeys, type UserRow } from './auth.ts';
import { unauthorized } from './errors.ts';
import type { RateLimiter } from './rate-limit.ts';

/** What route modules are given: explicit dependencies, no globals. */
export interface AppContext {
  db: Db;
  config: Config;
  keys: TokenKeys;
  limiter: RateLimiter;
  mail: MailTransport;
  /** Now, for every rule about past and future (a slot that has started, a booking to cancel). */
  clock: () => Date;
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

/** The signed-in caller of a route guarded by requireUser. */
export function caller(request: FastifyRequest): UserRow {
  if (!request.user) throw unauthorized();
  return request.user;
}
