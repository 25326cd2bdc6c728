import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { revokedSessions } from '../../db/schema/platform.ts';
import { testConfig } from '../../test/app.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

describe(`POST /api/auth/logout on ${testDbKind}`, () => {
  const t = suiteTestApp();

  const login = async (email: string, password: string) =>
    (await t.call('POST', '/api/auth', { email, password })).json().token as string;
  const me = (token: string) => t.call('GET', '/api/auth', undefined, token);

  it('ends the session of that token only; the same user stays signed in elsewhere', async () => {
    const u = await createUser(t);
    const phone = await login(u.email, u.password);
    const laptop = await login(u.email, u.password);

    const out = await t.call('POST', '/api/auth/logout', undefined, phone);
    expect({ status: out.statusCode, body: out.json() }).toEqual({
      status: 200,
      body: { msg: 'Signed out' },
    });
    expectErrors(await me(phone), 401, [{ msg: 'Token is not valid' }]);
    expectErrors(await t.call('POST', '/api/auth/logout', undefined, phone), 401, [
      { msg: 'Token is not valid' },
    ]);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(u.token)).statusCode).toBe(200);

    // Kept until the token would have expired anyway, then pruned.
    const [row] = await t.database.db.select().from(revokedSessions);
    expect(row).toEqual({
      jti: decodeJwt(phone).jti,
      expiresAt: new Date((decodeJwt(phone).exp ?? 0) * 1000),
    });
  });

  it('gives every sign-in its own session id', async () => {
    const u = await createUser(t);
    const ids = new Set(
      [await login(u.email, u.password), await login(u.email, u.password), u.token].map(
        (token) => decodeJwt(token).jti,
      ),
    );
    expect(ids.size).toBe(3);
  });

  it('also ends a token signed before tokens carried a session id', async () => {
    const u = await createUser(t);
    const legacy = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(u.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(testConfig().jwtSecret));
    expect((await me(legacy)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', undefined, legacy)).statusCode).toBe(200);
    expectErrors(await me(legacy), 401, [{ msg: 'Token is not valid' }]);
    expect((await me(u.token)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    expectErrors(await t.call('POST', '/api/auth/logout'), 401, [
      { msg: 'No token, authorization denied' },
    ]);
  });
});
