import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './axe.ts';

/** A new account made through the API, with an address no other run uses. */
export async function registerPerson(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  password: string,
): Promise<{ email: string; token: string }> {
  const stamp = `${Date.now()}`.slice(-6);
  const email = `${firstName.toLowerCase()}-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/users', {
    data: { firstName, lastName, email, phone: '4165550142', password },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, token: (await res.json()).token as string };
}

/** Signs in on the login page and waits for the dashboard. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** 'Thu 26 November 2026', as the business page's date buttons name a 'YYYY-MM-DD' date. */
export function dateButtonName(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...o, timeZone: 'UTC' }).format(d);
  return `${part({ weekday: 'short' })} ${d.getUTCDate()} ${part({ month: 'long' })} ${d.getUTCFullYear()}`;
}
