import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_TTL_SECONDS } from '@slotmap/domain/constants';
import type { Db } from '../db/connection.ts';
import { users } from '../db/schema/accounts.ts';
import { forbidden, unauthorized } from './errors.ts';

export type UserRow = typeof users.$inferSelect;

export interface TokenKeys {
  secret: Uint8Array;
}

export const tokenKeys = (jwtSecret: string): TokenKeys => ({
  secret: new TextEncoder().encode(jwtSecret),
});

/** A signed JWT with an expiry; `sv` ties it to the user's session version. */
export function signToken(keys: TokenKeys, user: Pick<UserRow, 'id' | 'sessionVersion'>) {
  return new SignJWT({ sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(keys.secret);
}

/**
 * The user behind the request's x-auth-token, loaded fresh on every call: a deleted user or a
 * token from before a password change no longer works.
 */
export async function authenticate(
  db: Db,
  keys: TokenKeys,
  request: FastifyRequest,
): Promise<UserRow> {
  const header = request.headers['x-auth-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw unauthorized('No token, authorization denied');
  let subject: string | undefined;
  let version: unknown;
  try {
    const { payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] });
    subject = payload.sub;
    version = payload.sv;
  } catch {
    throw unauthorized('Token is not valid');
  }
  if (!subject || !/^[0-9a-f-]{36}$/i.test(subject)) throw unauthorized('Token is not valid');
  const [user] = await db.select().from(users).where(eq(users.id, subject)).limit(1);
  if (!user || user.sessionVersion !== version) throw unauthorized('Token is not valid');
  return user;
}

export function assertAdmin(user: UserRow): void {
  if (!user.isAdmin) throw forbidden('Admin access required');
}
