import type {
  APIRequestContext,
  Browser,
  BrowserContextOptions,
  Locator,
  Page,
} from '@playwright/test';
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

/**
 * A page in a browser context of its own, signed in, on the dashboard. `now` fixes the browser's
 * clock where the journey has moved the server's (PUT /api/dev/clock).
 */
export async function signedIn(
  browser: Browser,
  email: string,
  password: string,
  options: BrowserContextOptions & { now?: Date } = {},
): Promise<Page> {
  const { now, ...contextOptions } = options;
  const context = await browser.newContext(contextOptions);
  if (now) await context.clock.setFixedTime(now);
  const page = await context.newPage();
  await logIn(page, email, password);
  // The address changes before the dashboard is on screen.
  await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
  return page;
}

/** 'Thu 26 November 2026', as the business page's date buttons name a 'YYYY-MM-DD' date. */
export function dateButtonName(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const part = (o: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { ...o, timeZone: 'UTC' }).format(d);
  return `${part({ weekday: 'short' })} ${d.getUTCDate()} ${part({ month: 'long' })} ${d.getUTCFullYear()}`;
}

/**
 * Chooses a 'YYYY-MM-DD' date in a slot picker as a customer does: the picker opens on this month,
 * so a date in a later one (the last days of a month) is reached with "Next month" first.
 */
export async function chooseDate(scope: Page | Locator, date: string): Promise<void> {
  const month = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
  const target = scope.getByRole('group', { name: `Dates in ${month}` });
  // Some month is on screen: its dates, or the line saying it has none.
  const anyMonth = scope
    .getByRole('group', { name: /^Dates in / })
    .or(scope.getByText(/^No open times in /))
    .first();
  for (let step = 0; step < 4; step += 1) {
    await expect(anyMonth).toBeVisible();
    if (await target.isVisible()) break;
    const shown = await monthShown(scope);
    await scope.getByRole('button', { name: 'Next month' }).click();
    await expect.poll(() => monthShown(scope)).not.toBe(shown);
  }
  await target.getByRole('button', { name: dateButtonName(date) }).click();
}

/** The month the picker shows: its dates' group's name, or the line saying it has none. */
async function monthShown(scope: Page | Locator): Promise<string | null> {
  const shown = scope
    .getByRole('group', { name: /^Dates in / })
    .or(scope.getByText(/^No open times in /))
    .first();
  return (await shown.getAttribute('aria-label')) ?? (await shown.textContent());
}

export interface SlotDay {
  date: string;
  slots: { start_time: number; start: number; unavailable: string | null }[];
}

/** A business's bookable days for one service, as its public page reads them. */
export async function slotDays(
  request: APIRequestContext,
  companyId: string,
  serviceId: string,
): Promise<SlotDay[]> {
  const res = await request.get(`/api/company/${companyId}/slots?service=${serviceId}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).days as SlotDay[];
}

/**
 * Books tomorrow's first free time (today's may all have passed) through the API, as `token`'s
 * holder, and returns the booking's answer.
 */
export async function bookTomorrow(
  request: APIRequestContext,
  token: string,
  companyId: string,
  serviceId: string,
) {
  const day = (await slotDays(request, companyId, serviceId))[1];
  const slot = day.slots.find((s) => s.unavailable === null);
  expect(slot, `a free time on ${day.date}`).toBeDefined();
  const booked = await request.post('/api/bookings', {
    headers: { 'x-auth-token': token },
    data: {
      company: companyId,
      service: serviceId,
      start_date: day.date,
      start_time: slot?.start_time,
      text: '',
      intakeForm: [],
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return booked.json();
}
