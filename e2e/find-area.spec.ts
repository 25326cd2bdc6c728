import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// Decision 038: the area /find searches is a 15-mile circle unless the visitor asks for another
// (moving the map searches the area it shows), filters keep it, and every way in finds the
// businesses of the city (the demo data's ~330 businesses in 43 cities are loaded by the
// end-to-end server).

const TORONTO = { lat: 43.6532, lng: -79.3832 };

async function total(request: APIRequestContext, query: string) {
  const res = await request.get(`/api/company?${query}&page=1&limit=1`);
  expect(res.status()).toBe(200);
  return (await res.json()).total as number;
}

const count = (n: number) => (n === 1 ? '1 business' : `${n} businesses`);

async function signIn(page: Page, request: APIRequestContext) {
  const email = `area-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/users', {
    data: {
      firstName: 'Ava',
      lastName: 'Area',
      email,
      phone: '6135550142',
      password: 'area-pass1',
    },
  });
  expect(res.status()).toBe(201);
  const { token } = await res.json();
  await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
}

test.describe('the area /find searches', () => {
  test('home → a city → a category → Clear keeps the area and the count', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    await page.getByLabel('Where are you?').fill('Toronto');
    await page.getByRole('option', { name: 'Toronto, ON, Canada' }).click();
    await expect(page).toHaveURL(/\/find\?lat=.*&lng=.*&miles=15/);
    const url = new URL(page.url());
    const at = `lat=${url.searchParams.get('lat')}&lng=${url.searchParams.get('lng')}&miles=15`;
    const all = await total(request, at);
    const dental = await total(request, `${at}&cat=Dental`);
    expect(dental).toBeGreaterThan(0);
    expect(all).toBeGreaterThan(dental);

    const subtitle = page.getByText('Businesses within 15 miles of Toronto, ON, Canada');
    await expect(subtitle).toBeVisible();
    await expect(page.getByText(count(all), { exact: true })).toBeVisible();

    await page.getByRole('combobox', { name: 'Category', exact: true }).click();
    await page.getByRole('option', { name: 'Dental', exact: true }).click();
    await expect(page.getByText(count(dental), { exact: true })).toBeVisible();
    await expect(page.getByText(/^Businesses within 15 miles/)).toBeVisible();

    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByText(count(all), { exact: true })).toBeVisible();
    await expect(page.getByText(/^Businesses within 15 miles/)).toBeVisible();
  });

  test('moving the map searches the area it shows, one history entry per move, unless switched off', async ({
    page,
  }) => {
    await page.goto(`/find?lat=${TORONTO.lat}&lng=${TORONTO.lng}&miles=15`);
    const toggle = page.getByRole('switch', { name: 'Search as I move the map' });
    await expect(toggle).toBeChecked();
    await expect(page.getByText(/^Businesses within 15 miles/)).toBeVisible();
    const entries = await page.evaluate(() => history.length);

    // Zooming in searches the smaller circle the map now shows, once it has settled.
    await page.locator('.leaflet-control-zoom-in').click();
    await expect(page).not.toHaveURL(/miles=15(&|$)/);
    const zoomed = new URL(page.url()).searchParams.get('miles');
    expect(Number(zoomed)).toBeLessThan(15);
    await expect(page.getByText(/^Businesses within 15 miles/)).toHaveCount(0);

    // A drag is one more search and one more entry, however many steps it took.
    const map = await page.locator('.leaflet-container').boundingBox();
    const at = { x: (map?.x ?? 0) + (map?.width ?? 0) / 2, y: (map?.y ?? 0) + 200 };
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    await page.mouse.move(at.x - 90, at.y + 20, { steps: 10 });
    await page.mouse.up();
    await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 2);
    const dragged = page.url();

    // Back returns to the zoomed search, and the map does not search again by itself.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`miles=${zoomed}`));
    // Past the search delay: fitting the map to the old circle is not a move of the visitor's.
    await page.waitForTimeout(1000);
    expect(page.url()).not.toBe(dragged);
    await expect(page).toHaveURL(new RegExp(`miles=${zoomed}`));

    // Switched off, a move only offers to search; the choice is remembered.
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    const before = page.url();
    await page.locator('.leaflet-control-zoom-out').click();
    await expect(page.getByRole('button', { name: 'Search this area' })).toBeVisible();
    expect(page.url()).toBe(before);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Search as I move the map' })).not.toBeChecked();
  });

  test('Find Appointments from the phone menu finds the city and the map stays under the menu', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /navigation/i }).click();
    await page.getByRole('link', { name: 'Find Appointments' }).click();
    await expect(page).toHaveURL(/\/find$/);

    const all = await total(request, `lat=${TORONTO.lat}&lng=${TORONTO.lng}&miles=15`);
    expect(all).toBeGreaterThan(0);
    await expect(page.getByText(count(all), { exact: true })).toBeVisible();
    await expect(page.getByText('Businesses within 15 miles of the map centre')).toBeVisible();

    // With the menu open, what is under the map's zoom button is the menu, not the map.
    // The menu slides: measure once it has closed, and look again until it has slid open.
    const menu = page.locator('#side-navigation');
    await expect(menu).not.toBeInViewport();
    const zoomIn = page.locator('.leaflet-control-zoom-in');
    await expect(zoomIn).toBeVisible();
    const box = await zoomIn.boundingBox();
    await page.getByRole('button', { name: /navigation/i }).click();
    await expect(menu).toBeInViewport();
    await expect
      .poll(() =>
        page.evaluate(
          ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('#side-navigation'),
          { x: (box?.x ?? 0) + 5, y: (box?.y ?? 0) + 5 },
        ),
      )
      .toBe(true);
  });

  test("the dashboard's map link (zoom=13) finds the businesses around it", async ({
    page,
    request,
  }) => {
    await page.goto(`/find?lat=${TORONTO.lat}&lng=${TORONTO.lng}&zoom=13`);
    const all = await total(request, `lat=${TORONTO.lat}&lng=${TORONTO.lng}&miles=15`);
    expect(all).toBeGreaterThan(0);
    await expect(page.getByText(count(all), { exact: true })).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeAttached();
  });
});
