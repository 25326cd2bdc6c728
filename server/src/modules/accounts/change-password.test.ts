import { describe, expect, it } from 'vitest';
import { expectErrors, loginStatus } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

describe(`POST /api/users/me (change password) on ${testDbKind}`, () => {
  const t = suiteTestApp();

  const rejected: [string, Record<string, unknown>, { msg: string; param?: string }[]][] = [
    [
      'a confirmation that differs',
      { password: 'newpass1', password2: 'newpass2' },
      [{ msg: 'Passwords do not match', param: 'password2' }],
    ],
    [
      'a 5-character password',
      { password: '12345', password2: '12345' },
      [{ msg: 'Password must be at least 6 characters', param: 'password' }],
    ],
    [
      'a 51-character password',
      { password: 'n'.repeat(51), password2: 'n'.repeat(51) },
      [{ msg: 'Password must be at most 50 characters', param: 'password' }],
    ],
    [
      'no password',
      { password: undefined, password2: 'newpass1' },
      [{ msg: 'Password is required', param: 'password' }],
    ],
    [
      'no confirmation',
      { password: 'newpass1', password2: undefined },
      [{ msg: 'Please confirm your password', param: 'password2' }],
    ],
    ['no e-mail', { email: undefined }, [{ msg: 'Email is required', param: 'email' }]],
    [
      'an e-mail that is not one',
      { email: 'nope' },
      [{ msg: 'Please include a valid email', param: 'email' }],
    ],
    [
      'someone else’s e-mail',
      { email: 'someone-else@example.com' },
      [{ msg: 'Email does not match your account' }],
    ],
  ];

  it.each(rejected)(
    'refuses %s and keeps the old password and session',
    async (_name, change, errors) => {
      const u = await createUser(t);
      const res = await t.call(
        'POST',
        '/api/users/me',
        { email: u.email, password: 'newpass1', password2: 'newpass1', ...change },
        u.token,
      );
      expectErrors(res, 400, errors);
      expect(await loginStatus(t, u.email, u.password)).toBe(200);
      expect(await loginStatus(t, u.email, 'newpass1')).toBe(400);
      expect((await t.call('GET', '/api/auth', undefined, u.token)).statusCode).toBe(200);
    },
  );

  it('refuses a caller without a token with 401', async () => {
    const u = await createUser(t);
    const res = await t.call('POST', '/api/users/me', {
      email: u.email,
      password: 'newpass1',
      password2: 'newpass1',
    });
    expectErrors(res, 401, [{ msg: 'No token, authorization denied' }]);
    expect(await loginStatus(t, u.email, u.password)).toBe(200);
  });

  it('sets the password, answers a fresh token and ends the older sessions', async () => {
    const u = await createUser(t);
    const other = await t.call('POST', '/api/auth', { email: u.email, password: u.password });
    const res = await t.call(
      'POST',
      '/api/users/me',
      // The e-mail matches whatever its case.
      { email: u.email.toUpperCase(), password: 'newpass1', password2: 'newpass1' },
      u.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Password Updated', token: expect.any(String) });

    for (const old of [u.token, other.json().token]) {
      const stale = await t.call('GET', '/api/auth', undefined, old);
      expectErrors(stale, 401, [{ msg: 'Token is not valid' }]);
    }
    const me = await t.call('GET', '/api/auth', undefined, res.json().token);
    expect(me.statusCode).toBe(200);
    expect(me.json()._id).toBe(u.id);

    expect(await loginStatus(t, u.email, 'newpass1')).toBe(200);
    expect(await loginStatus(t, u.email, u.password)).toBe(400);
  });
});
