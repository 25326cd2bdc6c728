import { createHash, randomUUID } from 'node:crypto';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_TTL_SECONDS } from '@slotmap/domain/constants';
import type { Db } from '../db/connection.ts';
import { users } from '../db/schema/accounts.ts';
import { revokedSessions } from '../db/schema/platform.ts';
import { prepared } from '../db/prepared.ts';
import { forbidden, unauthorized } from './errors.ts';

export type UserRow = typeof users.$inferSelect;

export interface TokenKeys {
  secret: Uint8Array;
}

export const tokenKeys = (jwtSecret: string): TokenKeys => ({
  secret: new TextEncoder().encode(jwtSecret),
});

/**
 * A signed JWT with an expiry; `sv` ties it to the user's session version, `jti` names this one
 * session so signing out can end it alone.
 */
export function signToken(keys: TokenKeys, user: Pick<UserRow, 'id' | 'sessionVersion'>) {
  return new SignJWT({ sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(randomUUID())
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(keys.secret);
}

/** A verified token: whose it is, and which session it names until when. */
export interface Session {
  subject: string;
  version: unknown;
  /** The token's `jti`; tokens signed before sessions had one are named by their hash. */
  id: string;
  expiresAt: Date;
}

/** The request's x-auth-token, verified; 401 when it is missing, forged or expired. */
export async function readSession(keys: TokenKeys, request: FastifyRequest): Promise<Session> {
  const header = request.headers['x-auth-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw unauthorized('No token, authorization denied');
  let payload: Awaited<ReturnType<typeof jwtVerify>>['payload'];
  try {
    ({ payload } = await jwtVerify(token, keys.secret, { algorithms: ['HS256'] }));
  } catch {
    throw unauthorized('Token is not valid');
  }
  const subject = payload.sub;
  if (!subject || !/^[0-9a-f-]{36}$/i.test(subject) || typeof payload.exp !== 'number') {
    throw unauthorized('Token is not valid');
  }
  const id =
    typeof payload.jti === 'string' && payload.jti !== ''
      ? payload.jti
      : `sha256:${createHash('sha256').update(token).digest('hex')}`;
  return { subject, version: payload.sv, id, expiresAt: new Date(payload.exp * 1000) };
}

/**
 * The account a session names, and whether that session was ended, in one statement. Every signed-in
 * request runs it, so it is built once.
 */
const accountOfSession = prepared('account_of_session', (db) =>
  db
    .select({
      ...getTableColumns(users),
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.jti} = ${sql.placeholder('jti')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1),
);

/**
 * The user behind the request's x-auth-token, loaded fresh on every call: a deleted user, a
 * token from before a password change or a signed-out session no longer works. Whether the
 * session was ended is asked in the same query that loads the user, so it costs no round trip.
 */
export async function authenticate(
  db: Db,
  keys: TokenKeys,
  request: FastifyRequest,
): Promise<UserRow> {
  const session = await readSession(keys, request);
  const [row] = await accountOfSession(db).execute({ id: session.subject, jti: session.id });
  if (!row || row.revoked || row.sessionVersion !== session.version) {
    throw unauthorized('Token is not valid');
  }
  const { revoked: _revoked, ...user } = row;
  return user;
}

export function assertAdmin(user: UserRow): void {
  if (!user.isAdmin) throw forbidden('Admin access required');
}
