import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { defaultRateLimits, type RateLimits } from '../config.ts';
import { createTestApp, type TestApp } from './app.ts';

/**
 * Rate limits with one window spanning the whole run (windows are fixed, aligned on multiples of
 * windowMs), so a count cannot roll over in the middle of a test.
 */
export function steadyRateLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...defaultRateLimits, windowMs: 100 * 365 * 24 * 60 * 60 * 1000, ...overrides };
}

/** What a leaked password hash would look like in a response, whatever the presenter named it. */
const HASH_MARKERS = ['password_hash', 'passwordHash', '$argon2'];

export function expectNoPasswordHash(res: LightMyRequestResponse): void {
  for (const marker of HASH_MARKERS) expect(res.body).not.toContain(marker);
}

/** The test app, with every answer of call() checked for a password hash. */
export function withLeakCheck(t: TestApp): TestApp {
  return {
    ...t,
    async call(method, url, body, token) {
      const res = await t.call(method, url, body, token);
      expectNoPasswordHash(res);
      return res;
    },
  };
}

export async function createCheckedTestApp(
  opts: Parameters<typeof createTestApp>[0] = {},
): Promise<TestApp> {
  return withLeakCheck(await createTestApp(opts));
}

/** app.inject from another client address (rate limits are per address), leak-checked too. */
export async function callFrom(
  t: TestApp,
  remoteAddress: string,
  method: InjectOptions['method'],
  url: string,
  body: unknown,
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method,
    url,
    remoteAddress,
    payload: body as InjectOptions['payload'],
  });
  expectNoPasswordHash(res);
  return res;
}

/** The spec's error shape, exactly: `{"errors":[{"msg","param"?}]}` with this status. */
export function expectErrors(
  res: LightMyRequestResponse,
  status: number,
  errors: { msg: string; param?: string }[],
): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { errors } });
}

/** Status of a login with these credentials: 200 when the password is the current one. */
export async function loginStatus(t: TestApp, email: string, password: string): Promise<number> {
  return (await t.call('POST', '/api/auth', { email, password })).statusCode;
}

/** GET /api`path` as the holder of `token`, expected 200; answers the JSON. */
export async function getOk<T>(t: TestApp, path: string, token?: string): Promise<T> {
  const res = await t.call('GET', `/api${path}`, undefined, token);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json() as T;
}
