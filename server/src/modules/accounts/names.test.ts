import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.ts';
import {
  callFrom,
  createCheckedTestApp,
  expectErrors,
  steadyRateLimits,
} from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { businessRegisterInput, createAdmin, createUser, userInput } from '../../test/factories.ts';

/** Names Canadians and Americans carry (docs/decisions/050), first and last in pairs. */
const NAMES: [string, string][] = [
  ['Anne-Marie', "O'Brien"],
  ['Zoë', 'Hélène'],
  ['Hélène', 'Nguyễn'],
  ['Jean Luc', 'O’Neill'],
];
const LETTERS_ONLY = 'may only contain letters, spaces, hyphens and apostrophes';

describe(`names of any script, on every form that asks them, on ${testDbKind}`, () => {
  let t: TestApp;
  let ip = 0;
  const from = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    callFrom(t, `10.24.17.${++ip}`, method, url, body);
  beforeAll(async () => {
    t = await createCheckedTestApp({
      config: { rateLimits: steadyRateLimits({ registrations: 100 }) },
    });
  });
  afterAll(() => t.close());

  const me = async (token: string) =>
    (await t.call('GET', '/api/auth', undefined, token)).json() as {
      firstName: string;
      lastName: string;
    };

  it.each(NAMES)('personal sign-up keeps %s %s as typed', async (firstName, lastName) => {
    const res = await from('POST', '/api/users', userInput({ firstName, lastName }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await me(res.json().token)).toMatchObject({ firstName, lastName });
  });

  it.each(NAMES)('the business wizard keeps %s %s as typed', async (firstName, lastName) => {
    const body = businessRegisterInput({ firstName, lastName });
    const res = await from('POST', '/api/users/business-register', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(await me(res.json().token)).toMatchObject({ firstName, lastName });
  });

  it('contact info and the profile keep the names and trim them', async () => {
    const u = await createUser(t);
    for (const [firstName, lastName] of NAMES) {
      const body = { firstName: ` ${firstName} `, lastName, phone: '4165550123' };
      const res = await t.call('POST', '/api/profile', body, u.token);
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(res.json().user).toMatchObject({ firstName, lastName });
      expect(await me(u.token)).toMatchObject({ firstName, lastName });
    }
  });

  it('an admin editing a user keeps the names', async () => {
    const admin = await createAdmin(t);
    const u = await createUser(t);
    for (const [firstName, lastName] of NAMES) {
      const body = { firstName, lastName, phone: '4165550199' };
      const res = await t.call('PUT', `/api/users/userlist/${u.id}`, body, admin.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ firstName, lastName });
    }
  });

  it('still refuses digits and symbols everywhere', async () => {
    const admin = await createAdmin(t);
    const u = await createUser(t);
    const calls: [string, (name: string) => Promise<Parameters<typeof expectErrors>[0]>][] = [
      ['sign-up', (n) => from('POST', '/api/users', userInput({ firstName: n }))],
      [
        'wizard',
        (n) =>
          from('POST', '/api/users/business-register', businessRegisterInput({ firstName: n })),
      ],
      ['profile', (n) => t.call('POST', '/api/profile', { firstName: n }, u.token)],
      [
        'admin edit',
        (n) =>
          t.call(
            'PUT',
            `/api/users/userlist/${u.id}`,
            { firstName: n, lastName: 'Kept', phone: '4165550199' },
            admin.token,
          ),
      ],
    ];
    for (const [, call] of calls) {
      for (const bad of ['Ann3', 'Ann!', 'Ann_Marie', '<b>Ann</b>', 'Ann.'])
        expectErrors(await call(bad), 400, [
          { msg: `First name ${LETTERS_ONLY}`, param: 'firstName' },
        ]);
      expectErrors(await call("-'"), 400, [
        { msg: 'First name must contain a letter', param: 'firstName' },
      ]);
    }
    expect(await me(u.token)).toMatchObject({ firstName: 'Test' });
  });
});
