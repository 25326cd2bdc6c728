import { describe, expect, it } from 'vitest';
import { callFrom, expectErrors, loginStatus, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { filledBeforeAll, suiteTestApp } from '../../test/suite.ts';

describe(`POST /api/auth validation on ${testDbKind}`, () => {
  const t = suiteTestApp();
  const user = filledBeforeAll(() => createUser(t));

  const rejected: [string, Record<string, unknown>, { msg: string; param: string }[]][] = [
    ['no e-mail', { email: undefined }, [{ msg: 'Email is required', param: 'email' }]],
    [
      'an e-mail that is not one',
      { email: 'not-an-email' },
      [{ msg: 'Please include a valid email', param: 'email' }],
    ],
    ['no password', { password: undefined }, [{ msg: 'Password is required', param: 'password' }]],
    [
      'a 5-character password',
      { password: '12345' },
      [{ msg: 'Password must be at least 6 characters', param: 'password' }],
    ],
    [
      'a 51-character password',
      { password: 'x'.repeat(51) },
      [{ msg: 'Password must be at most 50 characters', param: 'password' }],
    ],
  ];

  it.each(rejected)('refuses %s with its message and no token', async (_name, change, errors) => {
    const res = await t.call('POST', '/api/auth', {
      email: user.email,
      password: user.password,
      ...change,
    });
    expectErrors(res, 400, errors);
  });

  it('does not count malformed attempts as failed logins', async () => {
    for (let i = 0; i < 6; i++) {
      await t.call('POST', '/api/auth', { email: user.email, password: '123' });
    }
    expect(await loginStatus(t, user.email, user.password)).toBe(200);
  });

  it('answers "Invalid credentials" for an unknown e-mail, as for a wrong password', async () => {
    const res = await t.call('POST', '/api/auth', {
      email: 'nobody-here@example.com',
      password: 'secret123',
    });
    expectErrors(res, 400, [{ msg: 'Invalid credentials' }]);
  });
});

describe(`POST /api/auth failure limit on ${testDbKind}`, () => {
  const t = suiteTestApp({ config: { rateLimits: steadyRateLimits() } });

  it('locks only the e-mail that failed from that address: another e-mail and another address still sign in', async () => {
    const victim = await createUser(t);
    const other = await createUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await callFrom(t, '10.2.2.2', 'POST', '/api/auth', {
        email: victim.email,
        password: 'wrong-pass',
      });
      expectErrors(res, 400, [{ msg: 'Invalid credentials' }]);
    }
    const locked = await callFrom(t, '10.2.2.2', 'POST', '/api/auth', {
      email: victim.email,
      password: victim.password,
    });
    expectErrors(locked, 429, [{ msg: 'Too many requests, please try again later' }]);
    // The limit keys on the e-mail whatever its case.
    const upper = await callFrom(t, '10.2.2.2', 'POST', '/api/auth', {
      email: victim.email.toUpperCase(),
      password: victim.password,
    });
    expect(upper.statusCode).toBe(429);

    const otherEmail = await callFrom(t, '10.2.2.2', 'POST', '/api/auth', {
      email: other.email,
      password: other.password,
    });
    expect(otherEmail.statusCode).toBe(200);
    expect(typeof otherEmail.json().token).toBe('string');

    const otherAddress = await callFrom(t, '10.3.3.3', 'POST', '/api/auth', {
      email: victim.email,
      password: victim.password,
    });
    expect(otherAddress.statusCode).toBe(200);
  });

  it('does not count successful logins towards the limit', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 7; i++) {
      const res = await callFrom(t, '10.4.4.4', 'POST', '/api/auth', {
        email: u.email,
        password: u.password,
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
