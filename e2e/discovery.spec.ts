import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './axe.ts';

// The customer's way in, end to end: the home page's address search, /find with the map and the
// list, a category filter, the business page, login to like it, Notify Me!, the owner's
// notification and the favorites list.

const stamp = `${Date.now()}`.slice(-6);
const password = 'discover-pass1';

async function register(request: APIRequestContext, firstName: string) {
  const email = `${firstName.toLowerCase()}-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/users', {
    data: { firstName, lastName: 'Tester', email, phone: '6135550142', password },
  });
  expect(res.status()).toBe(201);
  return { email, token: (await res.json()).token as string };
}

async function login(page: Page, email: string) {
  await page.getByLabel(/^Email( \*)?$/).fill(email);
  await page.getByLabel(/^Password( \*)?$/).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

test.describe('discovery', () => {
  test('a visitor finds a business from the home page, logs in, likes it and follows it', async ({
    page,
    request,
  }) => {
    // An owner with a business in the centre of Kingston, Ontario (where the gazetteer puts it).
    const owner = await register(request, 'Owen');
    const [kingston] = await (
      await request.get('/api/places/search?q=Kingston, ON&limit=1')
    ).json();
    expect(kingston.label).toContain('Kingston');
    const name = `Limestone Chiropractic ${stamp}`;
    const created = await request.post('/api/company', {
      headers: { 'x-auth-token': owner.token },
      data: {
        name,
        description: 'Chiropractic care by the lake',
        email: `physio-${stamp}@example.com`,
        phone: '6135550100',
        category: 'Chiropractic',
        subcategory: 'Sports Chiropractic',
        street_address: '1 Princess St',
        city: 'Kingston',
        province: 'ON',
        country: 'Canada',
        postal: 'K7L 1A1',
        lat: kingston.lat,
        lng: kingston.lng,
        services: [
          {
            name: 'Assessment',
            description: 'First visit',
            price: '90',
            service_duration: 60,
            book_online: true,
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const company = await created.json();

    await test.step('home: type a city, pick it from the autocomplete', async () => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByLabel('Where are you?').fill('Kingston');
      await page.getByRole('option', { name: kingston.label }).click();
      await expect(page).toHaveURL(/\/find\?lat=.*&lng=.*&miles=15/);
    });

    await test.step('find: the business is on the map and in the list', async () => {
      const card = page.getByRole('link', { name, exact: true });
      await expect(card).toBeVisible();
      // The map loaded lazily and shows the search circle and a marker per business.
      await expect(page.locator('.leaflet-container')).toBeVisible();
      await expect(page.locator('path.leaflet-interactive').first()).toBeAttached();
      expect(await page.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
    });

    await test.step('find: filter by category; the URL carries it', async () => {
      await page.getByRole('combobox', { name: 'Category', exact: true }).click();
      await page.getByRole('option', { name: 'Chiropractic', exact: true }).click();
      await expect(page).toHaveURL(/cat=Chiropractic/);
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
      // Every card listed carries that category's badge.
      const cards = page.getByRole('link', { name: /^Open / });
      const badges = page.getByRole('main').getByText('Chiropractic', { exact: true });
      await expect(cards.first()).toBeVisible();
      expect(await badges.count()).toBe(await cards.count());
    });

    await test.step('business page: a visitor sees no heart (spec: signed-in, not the owner)', async () => {
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/company/${company._id}$`));
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Like' })).toHaveCount(0);
    });

    const customer = await register(request, 'Lena');
    await test.step('after logging in: like it, then Notify Me!', async () => {
      await page.goto('/login');
      await login(page, customer.email);
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto(`/company/${company._id}`);
      await page.getByRole('button', { name: 'Like' }).click();
      await expect(page.getByText('Company added to your favorites')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Unlike' })).toBeVisible();
      await page.getByRole('button', { name: 'Notify Me!' }).click();
      await expect(page.getByText('Notification setting turned on.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Notified' })).toBeVisible();
    });

    await test.step('the business is in /favorite', async () => {
      await page.goto('/favorite');
      await expect(page.getByRole('heading', { level: 1, name: 'Favorite places' })).toBeVisible();
      await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    });

    await test.step('the owner sees the like in their notifications', async () => {
      await page.evaluate(() => window.localStorage.clear());
      await page.goto('/login');
      await login(page, owner.email);
      await expect(page).toHaveURL(/\/dashboard$/);
      // The address changes before the dashboard is on screen; the list closes when it arrives.
      await expect(page.getByRole('heading', { name: /^Hello, / })).toBeVisible();
      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByText(`Lena Tester liked ${name}`)).toBeVisible();
    });
  });
});
