import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.ts';
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
