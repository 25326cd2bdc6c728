import { afterEach, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';

const LIMIT = 5;

describe(`the failed-login limit on ${testDbKind}`, () => {
  let t: TestApp;
  const open = async (config: Partial<Config> = {}) => {
    t = await createTestApp({
      config: { rateLimits: steadyRateLimits({ loginFailures: LIMIT }), ...config },
    });
    return t;
  };
  afterEach(() => t.close());

  const wrongLogin = (email: string, forwardedFor?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth',
      payload: { email, password: 'wrong-pass' },
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('lets exactly the limit of concurrent wrong passwords through, and refuses the rest', async () => {
    await open();
    const u = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 30 }, () => wrongLogin(u.email)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMIT);
    // The right password is refused too until the window ends.
    const right = await t.call('POST', '/api/auth', { email: u.email, password: u.password });
    expect(right.statusCode).toBe(429);
  });

  it('does not count a successful login', async () => {
    await open();
    const u = await createUser(t);
    for (let i = 0; i < LIMIT + 2; i++) {
      const ok = await t.call('POST', '/api/auth', { email: u.email, password: u.password });
      expect(ok.statusCode).toBe(200);
    }
    for (let i = 0; i < LIMIT; i++) expect((await wrongLogin(u.email)).statusCode).toBe(400);
    expect((await wrongLogin(u.email)).statusCode).toBe(429);
  });

  it.each([[['127.0.0.1']], [1], [true]])(
    'gives each forwarded client its own allowance when TRUST_PROXY is %j',
    async (trustProxy) => {
      await open({ trustProxy });
      const u = await createUser(t);
      for (let i = 0; i < LIMIT; i++) {
        expect((await wrongLogin(u.email, '203.0.113.7')).statusCode).toBe(400);
      }
      expect((await wrongLogin(u.email, '203.0.113.7')).statusCode).toBe(429);
      expect((await wrongLogin(u.email, '198.51.100.9')).statusCode).toBe(400);
    },
  );

  it('with a hop count, takes the address the trusted proxy saw, not one the client wrote', async () => {
    await open({ trustProxy: 1 });
    const u = await createUser(t);
    for (let i = 0; i < LIMIT; i++) {
      const spoofed = `192.0.2.${i}, 203.0.113.7`;
      expect((await wrongLogin(u.email, spoofed)).statusCode).toBe(400);
    }
    expect((await wrongLogin(u.email, '192.0.2.99, 203.0.113.7')).statusCode).toBe(429);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: every client shares the proxy address', async () => {
    await open();
    const u = await createUser(t);
    for (let i = 0; i < LIMIT; i++) {
      expect((await wrongLogin(u.email, '203.0.113.7')).statusCode).toBe(400);
    }
    expect((await wrongLogin(u.email, '198.51.100.9')).statusCode).toBe(429);
  });
});
