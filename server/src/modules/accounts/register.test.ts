import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/accounts.ts';
import { messages } from '../../db/schema/messages.ts';
import type { TestApp } from '../../test/app.ts';
import { callFrom, expectErrors, loginStatus, steadyRateLimits } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { createUser, userInput } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

async function usersWithEmail(t: TestApp, email: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(users)
    .where(eq(users.email, email));
  return row.n;
}

async function userCount(t: TestApp) {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row.n;
}

describe(`POST /api/users validation on ${testDbKind}`, () => {
  const t = suiteTestApp();

  const rejected: [string, Record<string, unknown>, { msg: string; param: string }[]][] = [
    [
      'first name missing',
      { firstName: undefined },
      [{ msg: 'First name is required', param: 'firstName' }],
    ],
    [
      'first name with a digit',
      { firstName: 'Ann3' },
      [
        {
          msg: 'First name may only contain letters, spaces, hyphens and apostrophes',
          param: 'firstName',
        },
      ],
    ],
    [
      'first name with an underscore',
      { firstName: 'Ann_Marie' },
      [
        {
          msg: 'First name may only contain letters, spaces, hyphens and apostrophes',
          param: 'firstName',
        },
      ],
    ],
    [
      'first name with a full stop',
      { firstName: 'Zoë.' },
      [
        {
          msg: 'First name may only contain letters, spaces, hyphens and apostrophes',
          param: 'firstName',
        },
      ],
    ],
    [
      'first name of 51 letters',
      { firstName: 'a'.repeat(51) },
      [{ msg: 'First name must be at most 50 characters', param: 'firstName' }],
    ],
    [
      'last name missing',
      { lastName: undefined },
      [{ msg: 'Last name is required', param: 'lastName' }],
    ],
    [
      'last name with a plus',
      { lastName: 'Smith+Jones' },
      [
        {
          msg: 'Last name may only contain letters, spaces, hyphens and apostrophes',
          param: 'lastName',
        },
      ],
    ],
    [
      'last name of 51 letters',
      { lastName: 'b'.repeat(51) },
      [{ msg: 'Last name must be at most 50 characters', param: 'lastName' }],
    ],
    ['e-mail missing', { email: undefined }, [{ msg: 'Email is required', param: 'email' }]],
    ['e-mail empty', { email: '' }, [{ msg: 'Email is required', param: 'email' }]],
    [
      'e-mail without @',
      { email: 'someone.example.com' },
      [{ msg: 'Please include a valid email', param: 'email' }],
    ],
    [
      'e-mail without domain',
      { email: 'someone@' },
      [{ msg: 'Please include a valid email', param: 'email' }],
    ],
    ['phone missing', { phone: undefined }, [{ msg: 'Phone is required', param: 'phone' }]],
    [
      'phone with dashes',
      { phone: '416-555-0100' },
      [{ msg: 'Phone may only contain digits', param: 'phone' }],
    ],
    [
      'phone of 9 digits',
      { phone: '416555010' },
      [{ msg: 'Phone must be at least 10 digits', param: 'phone' }],
    ],
    [
      'password missing',
      { password: undefined },
      [{ msg: 'Password is required', param: 'password' }],
    ],
    [
      'password of 5 characters',
      { password: '12345' },
      [{ msg: 'Password must be at least 6 characters', param: 'password' }],
    ],
    [
      'password of 51 characters',
      { password: 'p'.repeat(51) },
      [{ msg: 'Password must be at most 50 characters', param: 'password' }],
    ],
    [
      'referral id that is not an id',
      { refferalUserId: 'abc' },
      [{ msg: 'Invalid id', param: 'refferalUserId' }],
    ],
  ];

  it.each(rejected)(
    'refuses a %s with its message and creates no user',
    async (_name, change, errors) => {
      const input = userInput(change);
      const res = await t.call('POST', '/api/users', input);
      expectErrors(res, 400, errors);
      if (typeof input.email === 'string' && input.email.includes('@'))
        expect(await usersWithEmail(t, input.email)).toBe(0);
      expect(await userCount(t)).toBe(0);
    },
  );

  it('refuses a blank first name as required (trimmed first), creating no user', async () => {
    const res = await t.call('POST', '/api/users', userInput({ firstName: '   ' }));
    expect(res.statusCode).toBe(400);
    const errors = res.json().errors as { msg: string; param: string }[];
    expect(errors[0]).toEqual({ msg: 'First name is required', param: 'firstName' });
    expect(errors.every((e) => e.param === 'firstName')).toBe(true);
    expect(await userCount(t)).toBe(0);
  });

  it('lists every broken field at once', async () => {
    const res = await t.call('POST', '/api/users', {});
    expectErrors(res, 400, [
      { msg: 'First name is required', param: 'firstName' },
      { msg: 'Last name is required', param: 'lastName' },
      { msg: 'Email is required', param: 'email' },
      { msg: 'Phone is required', param: 'phone' },
      { msg: 'Password is required', param: 'password' },
    ]);
    expect(await userCount(t)).toBe(0);
  });

  it('accepts the limits themselves: 50-letter names, 10 digits, 6 and 50-character passwords', async () => {
    const a = userInput({
      firstName: 'a'.repeat(50),
      lastName: 'B'.repeat(50),
      password: '123456',
    });
    expect((await t.call('POST', '/api/users', a)).statusCode).toBe(201);
    const b = userInput({ phone: '123456789012345', password: 'p'.repeat(50) });
    expect((await t.call('POST', '/api/users', b)).statusCode).toBe(201);
    expect(await loginStatus(t, a.email, '123456')).toBe(200);
    expect(await loginStatus(t, b.email, 'p'.repeat(50))).toBe(200);
  });

  it('trims names and e-mail before storing them', async () => {
    const input = userInput({ firstName: '  Ann ', lastName: ' Lee  ' });
    const res = await t.call('POST', '/api/users', { ...input, email: `  ${input.email} ` });
    expect(res.statusCode).toBe(201);
    const me = await t.call('GET', '/api/auth', undefined, res.json().token);
    expect(me.json()).toMatchObject({ firstName: 'Ann', lastName: 'Lee', email: input.email });
  });
});

describe(`POST /api/users accounts on ${testDbKind}`, () => {
  const t = suiteTestApp();

  it('answers 201 with a token that signs the new user in', async () => {
    const input = userInput({ firstName: 'Maya', lastName: 'Singh', phone: '6475550199' });
    const res = await t.call('POST', '/api/users', input);
    expect(res.statusCode).toBe(201);
    expect(Object.keys(res.json())).toEqual(['token']);
    const me = await t.call('GET', '/api/auth', undefined, res.json().token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstName: 'Maya',
      lastName: 'Singh',
      email: input.email,
      phone: '6475550199',
      avatar: null,
      isAdmin: false,
      free_months: 0,
      intakeFormFields: [],
      googleUser: null,
      googleUserBusiness: null,
    });
    expect(Number.isNaN(Date.parse(me.json().date))).toBe(false);
  });

  it('refuses an e-mail that exists in another case with "User already exists", keeping one row', async () => {
    const first = await createUser(t, { email: `Dana.${Date.now()}@Example.com` });
    for (const email of [first.email, first.email.toLowerCase(), first.email.toUpperCase()]) {
      const res = await t.call('POST', '/api/users', userInput({ email, firstName: 'Other' }));
      expectErrors(res, 400, [{ msg: 'User already exists' }]);
    }
    expect(await usersWithEmail(t, first.email.toLowerCase())).toBe(1);
    // The first account is untouched: same name, same password, one welcome message.
    expect(await loginStatus(t, first.email, first.password)).toBe(200);
    const me = await t.call('GET', '/api/auth', undefined, first.token);
    expect(me.json().firstName).toBe('Test');
    const [row] = await t.database.db
      .select({ n: count() })
      .from(messages)
      .where(eq(messages.userId, first.id));
    expect(row.n).toBe(1);
  });

  it('records the referrer of a referred sign-up but gives them no free month for it', async () => {
    const referrer = await createUser(t);
    const input = userInput({ refferalUserId: referrer.id });
    const res = await t.call('POST', '/api/users', input);
    expect(res.statusCode).toBe(201);
    const me = await t.call('GET', '/api/auth', undefined, referrer.token);
    expect(me.json().free_months).toBe(0);
    const [row] = await t.database.db
      .select({ referredBy: users.referredBy })
      .from(users)
      .where(eq(users.email, input.email.toLowerCase()));
    expect(row.referredBy).toBe(referrer.id);
  });

  it('accepts an empty or unknown referral id without crediting anyone', async () => {
    const bystander = await createUser(t);
    const empty = await t.call('POST', '/api/users', userInput({ refferalUserId: '' }));
    expect(empty.statusCode).toBe(201);
    const unknown = await t.call(
      'POST',
      '/api/users',
      userInput({ refferalUserId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(201);
    expect((await t.call('GET', '/api/auth', undefined, bystander.token)).json().free_months).toBe(
      0,
    );
  });
});

describe(`POST /api/users rate limit on ${testDbKind}`, () => {
  const t = suiteTestApp({
    config: { rateLimits: steadyRateLimits({ registrations: 3 }) },
  });

  it('answers 429 past config.rateLimits.registrations sign-ups from one address, creating nothing', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await callFrom(t, '10.1.1.1', 'POST', '/api/users', userInput())).statusCode).toBe(
        201,
      );
    }
    const extra = userInput();
    const res = await callFrom(t, '10.1.1.1', 'POST', '/api/users', extra);
    expectErrors(res, 429, [{ msg: 'Too many requests, please try again later' }]);
    expect(await usersWithEmail(t, extra.email)).toBe(0);
    expect(await userCount(t)).toBe(3);
  });

  it('still lets another address sign up', async () => {
    const input = userInput();
    expect((await callFrom(t, '10.1.1.2', 'POST', '/api/users', input)).statusCode).toBe(201);
    expect(await usersWithEmail(t, input.email)).toBe(1);
  });
});
