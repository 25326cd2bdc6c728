import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Role, World } from '../api-world.ts';
import { injectEventStream } from '../inject-stream.ts';

/** One request of a row: valid input aimed at the world's objects. */
export interface Call {
  /** The path, with its query string. */
  url: string;
  body?: unknown;
  /**
   * Who calls, when not the role's own person of the world: a fresh person of that role, for
   * calls that change the caller (delete the account, change the password) or would tie them to
   * the world's people (a new booking). `null` sends no token.
   */
  token?: string | null;
  /** A multipart form instead of JSON. */
  multipart?: { payload: Buffer; contentType: string };
  /** The answer may be an endless event stream: read until its first chunk, then hung up on. */
  stream?: true;
}

/**
 * A row of the permission matrix: one route of the server, the request each role makes, and the
 * status each role gets. Every route the server registers needs exactly one row.
 */
export interface RouteRow {
  /** `METHOD /url` exactly as the server registers it, e.g. `GET /api/company/:id`. */
  route: string;
  call(w: World, role: Role): Call | Promise<Call>;
  expect: Record<Role, number>;
  /**
   * Why this route's answers may show other people's private values. Unset, every 2xx answer is
   * searched for the e-mail, phone, birthday, password and token of everyone the role may not see.
   */
  reveals?: string;
}

/** The same status for every role. */
export const everyone = (status: number): Record<Role, number> => ({
  visitor: status,
  customer: status,
  otherCustomer: status,
  owner: status,
  otherOwner: status,
  admin: status,
});

/** Any signed-in person gets `status`; a visitor 401. */
export const signedIn = (status: number): Record<Role, number> => ({
  ...everyone(status),
  visitor: 401,
});

/** Owner A's business (or something of it): its owner and an admin get `ok`, others `refused`. */
export const ownerOrAdmin = (ok: number, refused = 403): Record<Role, number> => ({
  visitor: 401,
  customer: refused,
  otherCustomer: refused,
  owner: ok,
  otherOwner: refused,
  admin: ok,
});

/** The token of a new person in this role, for calls that change or tie the caller. */
export async function freshToken(w: World, role: Role): Promise<string | null> {
  return (await w.fresh(role)).token ?? null;
}

/** Sends a row's call as the role. */
export function send(w: World, method: string, role: Role, call: Call) {
  const token = call.token === undefined ? w.token(role) : (call.token ?? undefined);
  const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
  if (call.multipart) headers['content-type'] = call.multipart.contentType;
  const options: InjectOptions = {
    method: method as 'GET',
    url: call.url,
    headers,
    ...(call.multipart
      ? { payload: call.multipart.payload }
      : call.body === undefined
        ? {}
        : { payload: call.body as object }),
  };
  // An event stream never ends by itself: read until its first chunk (inject-stream.ts).
  if (call.stream) return injectEventStream(w.t.app, options);
  return w.t.app.inject(options) as Promise<LightMyRequestResponse>;
}
