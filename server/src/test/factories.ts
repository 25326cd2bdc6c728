import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
import type { CompanyView } from '@slotmap/domain/company-view';
import type { TestApp } from './app.ts';

let n = 0;

export function userInput(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    firstName: 'Test',
    lastName: 'User',
    email: `user${n}-${randomBytes(3).toString('hex')}@example.com`,
    phone: '4165550100',
    password: 'secret123',
    ...overrides,
  };
}

/** Registers a user through the API and returns their token and id. */
export async function createUser(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = userInput(overrides);
  const res = await t.call('POST', '/api/users', input);
  if (res.statusCode !== 201) throw new Error(`createUser failed: ${res.statusCode} ${res.body}`);
  const token = res.json().token as string;
  const me = (await t.call('GET', '/api/auth', undefined, token)).json();
  return { ...input, token, id: me._id as string };
}

export async function createAdmin(t: TestApp) {
  const u = await createUser(t);
  await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, u.id));
  return u;
}

/** A valid business form (POST /company) in Toronto, every day 9 to 5, one call-to-book service. */
export function companyInput(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Test Clinic ${n}`,
    description: 'A friendly clinic',
    website: 'https://clinic.example.com',
    email: `clinic${n}@example.com`,
    phone: '4165550199',
    fax: '',
    category: 'Dental',
    subcategory: 'General Dentistry',
    street_address: '100 King St W',
    street_address_2: '',
    city: 'Toronto',
    province: 'ON',
    country: 'Canada',
    postal: 'M5X 1A9',
    lat: 43.6487,
    lng: -79.3817,
    services: [serviceInput()],
    ...overrides,
  };
}

export function serviceInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Check-up',
    description: 'A routine check-up',
    price: '80',
    service_duration: 30,
    call_to_book: true,
    ...overrides,
  };
}

/** Creates a business owned by `owner` through the API and returns its view. */
export async function createCompany(
  t: TestApp,
  owner: { token: string },
  overrides: Record<string, unknown> = {},
) {
  const res = await t.call('POST', '/api/company', companyInput(overrides), owner.token);
  if (res.statusCode !== 201)
    throw new Error(`createCompany failed: ${res.statusCode} ${res.body}`);
  return res.json() as CompanyView;
}
