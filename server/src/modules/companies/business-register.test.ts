import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import type { TestApp } from '../../test/app.ts';
import {
  callFrom,
  createCheckedTestApp,
  expectErrors,
  steadyRateLimits,
} from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { businessRegisterInput, serviceInput, userInput } from '../../test/factories.ts';

const wizard = businessRegisterInput;

async function counts(t: TestApp) {
  const r = rowsOf(
    await t.database.db.execute(
      sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM companies)::int AS companies, (SELECT count(*) FROM services)::int AS services`,
    ),
  );
  return r[0];
}

describe(`POST /api/users/business-register on ${testDbKind}`, () => {
  let t: TestApp;
  let ip = 0;
  const register = (body: unknown) =>
    callFrom(t, `10.9.0.${++ip}`, 'POST', '/api/users/business-register', body);
  beforeAll(async () => {
    t = await createCheckedTestApp({
      config: { rateLimits: steadyRateLimits({ registrations: 3 }) },
    });
  });
  afterAll(() => t.close());

  it('creates the owner, the business and its services, and signs the owner in', async () => {
    const input = wizard();
    const res = await register(input);
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().token as string;
    expect(Object.keys(res.json())).toEqual(['token']);
    const me = (await t.call('GET', '/api/auth', undefined, token)).json();
    expect(me).toMatchObject({ firstName: 'Nora', email: input.email, phone: '9025550100' });
    const [company] = (await t.call('GET', '/api/company/mine', undefined, token)).json();
    expect(company).toMatchObject({
      name: 'Harbour Physio',
      email: input.companyEmail,
      phone: '9025550111',
      user: me._id,
      is_admin: false,
      time_zone: 'America/Halifax',
    });
    expect(company.store_hours.Sunday.open).toBe(false);
    expect(company.store_hours.Saturday).toEqual({ open: true, start_time: 600, end_time: 840 });
    expect(company.services.map((s: { name: string }) => s.name)).toEqual([
      'Check-up',
      'Assessment',
    ]);
    const messages = (await t.call('GET', '/api/messages', undefined, token)).json();
    expect(messages).toMatchObject([{ title: 'Welcome to Slotmap', section: 'business' }]);
  });

  it('leaves blank service rows out', async () => {
    const res = await register(
      wizard({ services: [serviceInput(), { name: '', description: '', price: '' }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('creates nothing when a later insert fails: one transaction', async () => {
    const before = await counts(t);
    // Make the services insert fail after the user and the business were written.
    await t.database.db.execute(
      sql`ALTER TABLE services ADD CONSTRAINT test_no_x CHECK (name <> 'Boom')`,
    );
    const res = await register(
      wizard({ services: [serviceInput(), serviceInput({ name: 'Boom' })] }),
    );
    await t.database.db.execute(sql`ALTER TABLE services DROP CONSTRAINT test_no_x`);
    expect(res.statusCode).toBe(500);
    expect(await counts(t)).toEqual(before);
  });

  const rejected: [string, Record<string, unknown>, { msg: string; param?: string }[]][] = [
    [
      'a first name with digits',
      { firstName: 'N0ra' },
      [
        {
          msg: 'First name may only contain letters, spaces, hyphens and apostrophes',
          param: 'firstName',
        },
      ],
    ],
    [
      'a last name of 51',
      { lastName: 'x'.repeat(51) },
      [{ msg: 'Last name must be at most 50 characters', param: 'lastName' }],
    ],
    [
      'an email with a space',
      { email: 'a b@c.de' },
      [{ msg: 'Please include a valid email', param: 'email' }],
    ],
    [
      'a phone of 9 digits',
      { phone: '902555010' },
      [{ msg: 'Must be at least 10 numbers and maximum 15 numbers.', param: 'phone' }],
    ],
    [
      'a phone of 16 digits',
      { phone: '9'.repeat(16) },
      [{ msg: 'Must be at least 10 numbers and maximum 15 numbers.', param: 'phone' }],
    ],
    ['no company name', { name: '' }, [{ msg: 'Company name is required', param: 'name' }]],
    [
      'a company email without a dot',
      { companyEmail: 'desk@clinic' },
      [{ msg: 'Please include a valid email', param: 'companyEmail' }],
    ],
    [
      'a company phone of 9 digits',
      { companyPhone: '902555011' },
      [{ msg: 'Must be at least 10 numbers and maximum 15 numbers.', param: 'companyPhone' }],
    ],
    [
      'a password of 5',
      { password: '12345', password2: '12345' },
      [{ msg: 'Password must be at least 6 characters', param: 'password' }],
    ],
    [
      'a password of 51',
      { password: 'x'.repeat(51), password2: 'x'.repeat(51) },
      [{ msg: 'Password must be at most 50 characters', param: 'password' }],
    ],
    [
      'passwords that differ',
      { password2: 'secret124' },
      [{ msg: "Passwords don't match!", param: 'password2' }],
    ],
    [
      'a fax with letters',
      { fax: '90255501ab' },
      [{ msg: 'Fax must be exactly 10 digits', param: 'fax' }],
    ],
    [
      '"other" without a reason',
      { reference: 'other' },
      [{ msg: 'Please tell us how you heard about us', param: 'reason' }],
    ],
    ['no category', { category: '' }, [{ msg: 'Please select category.', param: 'category' }]],
    [
      'no subcategory',
      { subcategory: '' },
      [{ msg: 'Please select subcategory.', param: 'subcategory' }],
    ],
    [
      'no location',
      { lat: undefined, lng: undefined },
      [
        { msg: 'Please select a valid location.', param: 'lat' },
        { msg: 'Please select a valid location.', param: 'lng' },
      ],
    ],
    [
      'a location outside Canada and the US',
      { lat: 19.43, lng: -99.13, province: 'CDMX' },
      [{ msg: 'Please select a valid location.', param: 'lat' }],
    ],
    [
      'a Calendly link that is no URL',
      { calendartype: 'calandly', calendarurl: 'my calendar' },
      [{ msg: 'Calendar link must be a URL', param: 'calendarurl' }],
    ],
    [
      'a service filled in part',
      { services: [serviceInput(), { name: 'Half done', description: '', price: '' }] },
      [{ msg: 'Please fill out the service fields.', param: 'services.1' }],
    ],
    [
      'no service',
      { services: [] },
      [{ msg: 'Please fill out your first service fields.', param: 'services' }],
    ],
    [
      'a service with a bad price',
      { services: [serviceInput({ price: '1O' })] },
      [
        {
          msg: 'Price may only contain digits (dollars, optionally with cents)',
          param: 'services.0.price',
        },
      ],
    ],
    [
      'a service without a booking method',
      { services: [serviceInput({ call_to_book: false })] },
      [{ msg: 'Please select atleast one contact method!', param: 'services.0.book_online' }],
    ],
    [
      'closing before opening',
      { Monday_start_time: 1020, Monday_end_time: 540 },
      [{ msg: 'Closing time must be later than opening time', param: 'Monday_end_time' }],
    ],
  ];

  it.each(rejected)('refuses %s and creates nothing', async (_what, overrides, errors) => {
    const before = await counts(t);
    expectErrors(await register(wizard(overrides)), 400, errors);
    expect(await counts(t)).toEqual(before);
  });

  it('refuses an e-mail that already has an account, creating no business', async () => {
    const input = wizard();
    expect((await register(input)).statusCode).toBe(201);
    const before = await counts(t);
    expectErrors(await register(wizard({ email: input.email.toUpperCase() })), 400, [
      { msg: 'User already exists' },
    ]);
    expect(await counts(t)).toEqual(before);
  });

  it('shares the sign-up rate limit of POST /users', async () => {
    const from = '10.9.9.9';
    for (let i = 0; i < 3; i++) {
      const res = await callFrom(
        t,
        from,
        'POST',
        i % 2 ? '/api/users' : '/api/users/business-register',
        i % 2 ? userInput() : wizard(),
      );
      expect(res.statusCode).toBe(201);
    }
    const res = await callFrom(t, from, 'POST', '/api/users/business-register', wizard());
    expectErrors(res, 429, [{ msg: 'Too many requests, please try again later' }]);
  });
});
