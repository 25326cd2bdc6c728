import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema/companies.ts';
import { expectErrors } from '../../test/checks.ts';
import { testDbKind } from '../../test/database.ts';
import { companyInput, createUser } from '../../test/factories.ts';
import { suiteTestApp } from '../../test/suite.ts';

const LOCATION = 'Please select valid location.';

// Spec business §5 'Business create/edit', one rule per row: what was sent, what the user reads.
const rejected: [string, Record<string, unknown>, { msg: string; param?: string }[]][] = [
  ['name missing', { name: '' }, [{ msg: 'Company name is required', param: 'name' }]],
  [
    'name of 51 characters',
    { name: 'a'.repeat(51) },
    [{ msg: 'Company name must be at most 50 characters', param: 'name' }],
  ],
  [
    'name with a character outside the allowed punctuation',
    { name: 'Clinic {1}' },
    [
      {
        msg: "Company name may only contain letters, digits, spaces and $ & + , : ; = ? @ # | ' < > . - ^ * ( ) % !",
        param: 'name',
      },
    ],
  ],
  ['email missing', { email: '' }, [{ msg: 'Email is required', param: 'email' }]],
  ['email malformed', { email: 'a@b' }, [{ msg: 'Please include a valid email', param: 'email' }]],
  ['phone missing', { phone: '' }, [{ msg: 'Phone is required', param: 'phone' }]],
  [
    'phone with a dash',
    { phone: '416-555-0199' },
    [{ msg: 'Phone may only contain digits', param: 'phone' }],
  ],
  [
    'phone of 9 digits',
    { phone: '416555019' },
    [{ msg: 'Must be at least 10 numbers and maximum 15 numbers.', param: 'phone' }],
  ],
  [
    'phone of 16 digits',
    { phone: '4'.repeat(16) },
    [{ msg: 'Must be at least 10 numbers and maximum 15 numbers.', param: 'phone' }],
  ],
  [
    'fax of 9 digits',
    { fax: '416555019' },
    [{ msg: 'Fax must be exactly 10 digits', param: 'fax' }],
  ],
  [
    'fax with letters',
    { fax: '41655501ab' },
    [{ msg: 'Fax must be exactly 10 digits', param: 'fax' }],
  ],
  [
    'street address 2 of 51',
    { street_address_2: 'x'.repeat(51) },
    [{ msg: 'Street address 2 must be at most 50 characters', param: 'street_address_2' }],
  ],
  ['city missing', { city: '' }, [{ msg: 'City is required', param: 'city' }]],
  [
    'city of 51',
    { city: 'x'.repeat(51) },
    [{ msg: 'City must be at most 50 characters', param: 'city' }],
  ],
  ['province missing', { province: '' }, [{ msg: 'Province is required', param: 'province' }]],
  [
    'province of 51',
    { province: 'x'.repeat(51) },
    [{ msg: 'Province must be at most 50 characters', param: 'province' }],
  ],
  ['country missing', { country: '' }, [{ msg: 'Country is required', param: 'country' }]],
  [
    'country of 51',
    { country: 'x'.repeat(51) },
    [{ msg: 'Country must be at most 50 characters', param: 'country' }],
  ],
  [
    'postal of 51',
    { postal: 'x'.repeat(51) },
    [{ msg: 'Postal code must be at most 50 characters', param: 'postal' }],
  ],
  [
    'facebook on another site',
    { facebook: 'https://example.com/clinic' },
    [{ msg: 'This is not a valid facebook link.', param: 'facebook' }],
  ],
  [
    'linkedin on another site',
    { linkedin: 'https://facebook.com/clinic' },
    [{ msg: 'This is not a valid linkedin link.', param: 'linkedin' }],
  ],
  [
    'instagram on another site',
    { instagram: 'instagram.org/clinic' },
    [{ msg: 'This is not a valid instagram link.', param: 'instagram' }],
  ],
  [
    'category missing',
    { category: undefined },
    [{ msg: 'Please select category.', param: 'category' }],
  ],
  [
    'category unknown',
    { category: 'Bakery' },
    [{ msg: 'Please select category.', param: 'category' }],
  ],
  [
    'subcategory missing',
    { subcategory: '' },
    [{ msg: 'Please select subcategory.', param: 'subcategory' }],
  ],
  [
    'subcategory of another category',
    { subcategory: 'Fine Line' },
    [{ msg: 'Please select subcategory.', param: 'subcategory' }],
  ],
  ['latitude missing', { lat: undefined }, [{ msg: LOCATION, param: 'lat' }]],
  ['longitude missing', { lng: undefined }, [{ msg: LOCATION, param: 'lng' }]],
  ['a point in Europe', { lat: 48.85, lng: 2.35 }, [{ msg: LOCATION, param: 'lng' }]],
  [
    'a point in Mexico City',
    { lat: 19.43, lng: -99.13, province: 'CDMX' },
    [{ msg: LOCATION, param: 'lat' }],
  ],
  [
    'website not a URL',
    { website: 'clinic' },
    [{ msg: 'Website must be a URL', param: 'website' }],
  ],
  [
    'Monday closing before opening',
    { Monday_open: true, Monday_start_time: 600, Monday_end_time: 540 },
    [{ msg: 'Closing time must be later than opening time', param: 'Monday_end_time' }],
  ],
  [
    'Tuesday closing at opening',
    { Tuesday_start_time: 600, Tuesday_end_time: 600 },
    [{ msg: 'Closing time must be later than opening time', param: 'Tuesday_end_time' }],
  ],
  [
    'a time off the 30-minute steps',
    { Friday_start_time: 545 },
    [{ msg: 'Times go in 30-minute steps', param: 'Friday_start_time' }],
  ],
  [
    'a time past midnight',
    { Friday_end_time: 1470 },
    [{ msg: 'Time must be between 0 and 1440', param: 'Friday_end_time' }],
  ],
  [
    'a service without a name',
    { services: [{ description: 'x', price: '10', call_to_book: true }] },
    [{ msg: 'Service name is required', param: 'services.0.name' }],
  ],
];

describe(`POST /api/company validation on ${testDbKind}`, () => {
  const t = suiteTestApp();
  let token: string;
  beforeAll(async () => {
    token = (await createUser(t)).token;
  });

  it.each(rejected)('refuses %s, and stores nothing', async (_what, overrides, errors) => {
    const res = await t.call('POST', '/api/company', companyInput(overrides), token);
    expectErrors(res, 400, errors);
    const [{ n }] = await t.database.db.select({ n: count() }).from(companies);
    expect(n).toBe(0);
  });

  it.each([
    ['a name with digits, spaces and punctuation', { name: "Dr. Lee's Clinic #2 (Main & 5th)" }],
    [
      'social links on their sites',
      {
        facebook: 'facebook.com/x',
        linkedin: 'https://www.linkedin.com/in/x',
        instagram: 'http://instagram.com/x',
      },
    ],
    ['a 10-digit fax', { fax: '4165550100' }],
    ['no postal code (a city picked from the address search)', { postal: '' }],
    [
      'a category without a subcategory choice stays required to match',
      { category: 'Tattoo', subcategory: 'Fine Line' },
    ],
    [
      'hours as strings, as some forms send them',
      { Sunday_open: 'false', Monday_start_time: '480', Monday_end_time: '1200' },
    ],
  ])('accepts %s', async (_what, overrides) => {
    const res = await t.call('POST', '/api/company', companyInput(overrides), token);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('needs a token', async () => {
    expectErrors(await t.call('POST', '/api/company', companyInput()), 401, [
      { msg: 'No token, authorization denied' },
    ]);
  });
});
