import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser } from '../../test/factories.ts';

describe(`POST /api/auth on ${testDbKind}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers a token for the right password, whatever the e-mail case', async () => {
    const u = await createUser(t);
    const res = await t.call('POST', '/api/auth', {
      email: u.email.toUpperCase(),
      password: u.password,
    });
    expect(res.statusCode).toBe(200);
    const me = await t.call('GET', '/api/auth', undefined, res.json().token);
    expect(me.json()).toMatchObject({
      _id: u.id,
      email: u.email,
      firstName: 'Test',
      isAdmin: false,
    });
  });

  it('refuses a wrong password with the spec error shape', async () => {
    const u = await createUser(t);
    const res = await t.call('POST', '/api/auth', { email: u.email, password: 'wrong-pass' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ errors: [{ msg: 'Invalid credentials' }] });
  });

  it('answers 429 after repeated failures, even with the right password', async () => {
    const u = await createUser(t);
    for (let i = 0; i < 5; i++) {
      expect(
        (await t.call('POST', '/api/auth', { email: u.email, password: 'wrong-pass' })).statusCode,
      ).toBe(400);
    }
    const res = await t.call('POST', '/api/auth', { email: u.email, password: u.password });
    expect(res.statusCode).toBe(429);
    expect(res.json().errors[0].msg).toBe('Too many requests, please try again later');
  });
});
