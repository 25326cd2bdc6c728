import type { HTTPMethods } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testConfig } from '../../test/app.ts';
import { createCheckedTestApp, expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';

const now = () => Math.floor(Date.now() / 1000);

/** A token shaped like the server's own (HS256, sub, sv), signed with `secret`. */
function signWith(secret: string, sub: string, times: { iat: number; exp: number }, sv = 0) {
  return new SignJWT({ sv })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(times.iat)
    .setExpirationTime(times.exp)
    .sign(new TextEncoder().encode(secret));
}

const base64url = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

/** Every route that needs a signed-in caller, with a body it would accept. */
const protectedCalls: [HTTPMethods, string, unknown?][] = [
  ['GET', '/api/auth'],
  [
    'POST',
    '/api/users/me',
    { email: 'someone@example.com', password: 'newpass1', password2: 'newpass1' },
  ],
  ['GET', '/api/profile/me'],
  ['POST', '/api/profile', { bio: 'hello' }],
  ['DELETE', '/api/profile'],
  ['GET', '/api/messages'],
  ['POST', '/api/messages', { title: 'Note' }],
  ['PUT', '/api/messages/00000000-0000-4000-8000-000000000000/read'],
];

describe(`x-auth-token handling on ${testDbKind}`, () => {
  let t: TestApp;
  let user: Awaited<ReturnType<typeof createUser>>;
  const secret = testConfig().jwtSecret;
  beforeAll(async () => {
    t = await createCheckedTestApp();
    user = await createUser(t);
  });
  afterAll(() => t.close());

  it.each(protectedCalls)(
    '%s %s without a token answers 401 "No token, authorization denied"',
    async (method, url, body) => {
      const res = await t.call(method, url, body);
      expectErrors(res, 401, [{ msg: 'No token, authorization denied' }]);
    },
  );

  it.each(protectedCalls)(
    '%s %s with a garbage token answers 401 "Token is not valid"',
    async (method, url, body) => {
      const res = await t.call(method, url, body, 'not.a.token');
      expectErrors(res, 401, [{ msg: 'Token is not valid' }]);
    },
  );

  it('accepts a token built here with the test secret (so the refusals below are about one thing)', async () => {
    const token = await signWith(secret, user.id, { iat: now() - 60, exp: now() + 3600 });
    const res = await t.call('GET', '/api/auth', undefined, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()._id).toBe(user.id);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await signWith('another-secret-that-is-long-enough-for-hs256', user.id, {
      iat: now() - 60,
      exp: now() + 3600,
    });
    expectErrors(await t.call('GET', '/api/auth', undefined, token), 401, [
      { msg: 'Token is not valid' },
    ]);
  });

  it('refuses an expired token', async () => {
    const token = await signWith(secret, user.id, { iat: now() - 7200, exp: now() - 60 });
    expectErrors(await t.call('GET', '/api/auth', undefined, token), 401, [
      { msg: 'Token is not valid' },
    ]);
  });

  it('refuses an unsigned token (alg none)', async () => {
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user.id, sv: 0, exp: now() + 3600 })}.`;
    expectErrors(await t.call('GET', '/api/auth', undefined, token), 401, [
      { msg: 'Token is not valid' },
    ]);
  });

  it('refuses a token from an older session version', async () => {
    const token = await signWith(secret, user.id, { iat: now() - 60, exp: now() + 3600 }, 7);
    expectErrors(await t.call('GET', '/api/auth', undefined, token), 401, [
      { msg: 'Token is not valid' },
    ]);
  });

  it('refuses a validly signed token for a user that does not exist', async () => {
    const token = await signWith(secret, '00000000-0000-4000-8000-000000000000', {
      iat: now() - 60,
      exp: now() + 3600,
    });
    expectErrors(await t.call('GET', '/api/auth', undefined, token), 401, [
      { msg: 'Token is not valid' },
    ]);
  });

  it('refuses a deleted user’s token everywhere', async () => {
    const doomed = await createUser(t);
    const del = await t.call('DELETE', '/api/profile', undefined, doomed.token);
    expect(del.json()).toEqual({ msg: 'User deleted' });
    for (const [method, url, body] of protectedCalls) {
      const res = await t.call(method, url, body, doomed.token);
      expectErrors(res, 401, [{ msg: 'Token is not valid' }]);
    }
  });
});
