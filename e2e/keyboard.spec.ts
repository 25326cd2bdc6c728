import type { Locator, Page } from '@playwright/test';
import { expect, test } from './axe.ts';

// Find, book and cancel with the keyboard alone: Tab, Shift+Tab, Enter, Space and typing, never a
// click. Every control the journey needs must be reachable in tab order and work from the keys.

const stamp = `${Date.now()}`.slice(-6);
const password = 'keyboard-pass1';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails if it never comes. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} was not reached with ${back ? 'Shift+Tab' : 'Tab'}`);
}

test('find a business, book and cancel with the keyboard alone', async ({ page, request }) => {
  const users = await Promise.all(
    ['owner', 'kim'].map(async (who) => {
      const email = `${who}-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;
      const res = await request.post('/api/users', {
        data: { firstName: who, lastName: 'Keys', email, phone: '6135550100', password },
      });
      expect(res.status()).toBe(201);
      return { email, token: (await res.json()).token as string };
    }),
  );
  const [owner, customer] = users;
  const name = `Keyboard Dental ${stamp}`;
  const lat = 44.2312;
  const lng = -76.486;
  const created = await request.post('/api/company', {
    headers: { 'x-auth-token': owner.token },
    data: {
      name,
      description: 'Cleanings and check-ups',
      email: `keyboard-${stamp}@example.com`,
      phone: '6135550111',
      category: 'Athletic Therapy',
      subcategory: 'Rehabilitation',
      street_address: '1 King St',
      city: 'Kingston',
      province: 'ON',
      country: 'Canada',
      postal: 'K7L 1A1',
      lat,
      lng,
      services: [
        {
          name: 'Check-up',
          description: 'A look at your teeth',
          price: '80',
          service_duration: 30,
          book_online: true,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = await created.json();

  await test.step('signs in from the keyboard', async () => {
    await page.goto('/login');
    await tabTo(page, page.getByLabel(/^Email/).first());
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('finds the business in the list and opens it', async () => {
    await page.goto(`/find?lat=${lat}&lng=${lng}&miles=15`);
    await tabTo(page, page.getByRole('link', { name, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  let slotLabel = '';
  await test.step('chooses a date and a time, then books', async () => {
    // The month's last day with times: later than today whenever one is left in the month (today's
    // times may all have passed, and late on the month's second-last day only its last is shown).
    const date = page
      .getByRole('group', { name: /^Dates in / })
      .getByRole('button')
      .last();
    await tabTo(page, date);
    await page.keyboard.press('Space');
    await expect(date).toHaveAttribute('aria-pressed', 'true');
    const slot = page.getByRole('button', { name: /^\d{1,2}:\d{2} (AM|PM)$/ }).first();
    slotLabel = (await slot.textContent()) ?? '';
    await tabTo(page, slot);
    await page.keyboard.press('Enter');
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await tabTo(page, page.getByRole('button', { name: 'Book Now' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Booking Created')).toBeVisible();
    await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
  });

  await test.step('cancels with a reason', async () => {
    const remove = page.getByRole('button', { name: 'Delete Appointment' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete Appointment' });
    const reason = dialog.getByPlaceholder('Please enter the reason');
    await tabTo(page, reason);
    await page.keyboard.type('Moving away');
    await tabTo(page, dialog.getByRole('button', { name: 'Delete Appointment' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Booking Canceled')).toBeVisible();
  });

  await test.step('the time is free again, back on the business page', async () => {
    await page.goto(`/company/${company._id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const date = page
      .getByRole('group', { name: /^Dates in / })
      .getByRole('button')
      .last();
    await tabTo(page, date);
    await page.keyboard.press('Enter');
    const slot = page.getByRole('button', { name: slotLabel, exact: true });
    await expect(slot).toBeEnabled();
    // Shift+Tab walks back from the time to the date.
    await tabTo(page, slot);
    await tabTo(page, date, { back: true });
  });
});
