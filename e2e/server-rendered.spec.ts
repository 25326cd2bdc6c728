import type { APIRequestContext, ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './axe.ts';

// The public pages arrive drawn by the server (decision 065): without JavaScript a visitor, and a
// search engine, reads a business's name, address, hours and services and /find's list; with
// JavaScript the same page comes to life where it is (hydration), with no error and no redraw,
// and a time can be chosen to book as before.

const stamp = `${Date.now()}`.slice(-6);
const name = `Rideau Athletic Therapy ${stamp}`;
// Where the business is, and where /find looks: downtown Ottawa.
const here = { lat: 45.4215, lng: -75.6972 };

async function createBusiness(request: APIRequestContext) {
  const email = `owner-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const owner = await request.post('/api/users', {
    data: {
      firstName: 'Olive',
      lastName: 'Owner',
      email,
      phone: '6135550177',
      password: 'rendered-pass1',
    },
  });
  expect(owner.status()).toBe(201);
  const token = (await owner.json()).token as string;
  const created = await request.post('/api/company', {
    headers: { 'x-auth-token': token },
    data: {
      name,
      description: 'Sports injuries and back care by the canal',
      email: `rideau-${stamp}@example.com`,
      phone: '6135550123',
      category: 'Athletic Therapy',
      subcategory: 'Injury Assessment',
      street_address: '150 Elgin St',
      city: 'Ottawa',
      province: 'ON',
      country: 'Canada',
      postal: 'K2P 1L4',
      ...here,
      Sunday_open: false,
      Monday_open: true,
      Monday_start_time: 480,
      Monday_end_time: 1080,
      services: [
        {
          name: 'Back assessment',
          description: 'A first look at your back',
          price: '95',
          service_duration: 45,
          book_online: true,
        },
        {
          name: 'Taping',
          description: 'Kinesiology taping',
          price: '40',
          service_duration: 30,
          book_online: true,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { _id: string };
}

/**
 * Everything the browser reports as wrong: console errors and warnings (React's hydration
 * mismatches among them) and uncaught exceptions. Map tiles from the internet, which this machine
 * cannot reach, are the only failures allowed.
 */
function watchForErrors(page: Page, origin: string): string[] {
  const seen: string[] = [];
  const offSite = (m: ConsoleMessage) => {
    const url = m.location().url;
    return /Failed to load resource/.test(m.text()) && Boolean(url) && !url.startsWith(origin);
  };
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !offSite(m))
      seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
  return seen;
}

/** The test's business in /find's list. */
const nearYou = (page: Page) =>
  page.getByRole('list', { name: 'Businesses near you' }).getByRole('link', { name, exact: true });

/** Holds the app's code back until the returned function is called: the page stays as drawn. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The boot script too, which asks for the entry: a press must count before either has come.
  await page.route(/\/(boot|assets\/index-[\w-]+)\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens `path` with the app's code held back, takes the page's main heading as the server drew
 * it, then lets the code run: a page that hydrated keeps that very element, one that React drew
 * again (after a mismatch) replaces it.
 */
async function openHeld(page: Page, path: string) {
  const release = await holdAppCode(page);
  await page.goto(path, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const drawn = await heading.elementHandle();
  release();
  return { stillDrawn: () => drawn?.evaluate((h) => h.isConnected) };
}

test.describe('public pages drawn on the server', () => {
  let company: { _id: string };
  test.beforeAll(async ({ request }) => {
    company = await createBusiness(request);
  });

  test('without JavaScript, the business page and /find read whole', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    await test.step('the business page: name, address, phone, hours and services', async () => {
      const res = await page.goto(`/company/${company._id}`);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(`${name} · Ottawa, ON | Slotmap`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('150 Elgin St, Ottawa, ON K2P 1L4').first()).toBeVisible();
      await expect(page.getByRole('link', { name: '613-555-0123' })).toBeVisible();
      const hours = page.getByRole('region', { name: 'Opening hours' });
      await expect(hours.getByRole('row', { name: 'Sunday Closed' })).toBeVisible();
      await expect(hours.getByRole('row', { name: 'Monday 8:00 AM – 6:00 PM' })).toBeVisible();
      await expect(hours.getByRole('row', { name: 'Tuesday 9:00 AM – 5:00 PM' })).toBeVisible();
      const services = page.getByRole('region', { name: 'Services' });
      await expect(services.getByText('Back assessment')).toBeVisible();
      await expect(services.getByText('Taping', { exact: true })).toBeVisible();
      // What search engines read beside it.
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
      );
      expect(jsonLd).toMatchObject({
        '@type': 'LocalBusiness',
        name,
        telephone: '+1-613-555-0123',
        address: { streetAddress: '150 Elgin St', addressLocality: 'Ottawa' },
      });
    });

    await test.step('/find: the list of businesses around the point', async () => {
      await page.goto(`/find?lat=${here.lat}&lng=${here.lng}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Find appointments' }),
      ).toBeVisible();
      const list = page.getByRole('list', { name: 'Businesses near you' });
      await expect(list.getByRole('link', { name, exact: true })).toBeVisible();
      // The map needs JavaScript: it is never part of the page the server sends.
      await expect(page.locator('.leaflet-container')).toHaveCount(0);
    });
    await context.close();
  });

  test('with JavaScript, the business page hydrates where it is, without errors, and books', async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page, baseURL ?? '');
    const { stillDrawn } = await openHeld(page, `/company/${company._id}`);

    await test.step('the times load into the page the server drew', async () => {
      const dates = page.getByRole('group', { name: /^Dates in / }).getByRole('button');
      await expect(dates.first()).toBeVisible();
      expect(await stillDrawn()).toBe(true);
    });

    await test.step('a visitor chooses a time and is asked to log in to book it', async () => {
      // Another day than the first where the month shown has one (at a month's end, its last
      // open day may be the only one shown).
      const dates = page.getByRole('group', { name: /^Dates in / }).getByRole('button');
      await ((await dates.count()) > 1 ? dates.nth(1) : dates.first()).click();
      await page
        .getByRole('button', { name: /^\d{1,2}:\d{2} (AM|PM)$/ })
        .first()
        .click();
      await expect(page.getByText('Log in to book this time')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    });
    expect(errors).toEqual([]);
  });

  test('a signed-in customer’s business page hydrates as drawn, then shows their own view', async ({
    page,
    request,
    baseURL,
  }) => {
    const email = `cust-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;
    const signUp = await request.post('/api/users', {
      data: {
        firstName: 'Cam',
        lastName: 'Customer',
        email,
        phone: '6135550188',
        password: 'rendered-pass1',
      },
    });
    expect(signUp.status()).toBe(201);
    const token = (await signUp.json()).token as string;
    await request.put(`/api/company/like/${company._id}`, { headers: { 'x-auth-token': token } });
    // The session lives in the browser (localStorage): the server draws the visitor's page.
    await page.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const errors = watchForErrors(page, baseURL ?? '');
    const { stillDrawn } = await openHeld(page, `/company/${company._id}`);
    await expect(page.getByRole('button', { name: 'Unlike' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
    expect(await stillDrawn()).toBe(true);
    expect(errors).toEqual([]);
  });

  test('with JavaScript, /find hydrates with its list, then loads the map', async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page, baseURL ?? '');
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const { stillDrawn } = await openHeld(page, `/find?lat=${here.lat}&lng=${here.lng}`);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(page.locator('.leaflet-marker-icon').first()).toBeVisible();
    expect(await stillDrawn()).toBe(true);
    // The list still answers: the sort order changes it.
    await page.getByText('Rating', { exact: true }).click();
    await expect(page).toHaveURL(/sort=rating/);
    await expect(nearYou(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('words typed into /companies’ search before its code arrives are kept and searched', async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page, baseURL ?? '');
    const release = await holdAppCode(page);
    await page.goto('/companies', { waitUntil: 'commit' });
    const box = page.getByRole('textbox', { name: 'Search companies' });
    await box.pressSequentially(name);
    release();
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(name) })
        .first(),
    ).toBeVisible();
    await expect(box).toHaveValue(name);
    expect(errors).toEqual([]);
  });

  test('words typed into /find’s search before its code arrives are kept, then searched on Enter', async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page, baseURL ?? '');
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    const release = await holdAppCode(page);
    await page.goto(`/find?lat=${here.lat}&lng=${here.lng}`, { waitUntil: 'commit' });
    const box = page.getByRole('textbox', { name: 'Search Businesses' });
    await box.pressSequentially('Rideau');
    release();
    // The page's code has taken over once the map is drawn; the words are still in the box.
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await expect(box).toHaveValue('Rideau');
    await box.press('Enter');
    await expect(page).toHaveURL(/search=Rideau/);
    await expect(nearYou(page)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a button pressed before the page’s code arrives is pressed once the page is live', async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page, baseURL ?? '');
    const release = await holdAppCode(page);
    await page.goto(`/company/${company._id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    release();
    // The link is copied, or shown to copy where the browser keeps the clipboard to itself.
    const copied = page.getByText('Link Copied');
    const shown = page.getByRole('dialog', { name: 'Share this business' });
    await expect(copied.or(shown)).toBeVisible();
    if (await shown.isVisible())
      await expect(shown.getByRole('textbox', { name: 'Share link' })).toHaveValue(
        new RegExp(`/company/${company._id}$`),
      );
    expect(errors).toEqual([]);
  });

  test('a place typed into the home page’s box before its code arrives is kept and suggested', async ({
    page,
    baseURL,
  }) => {
    const errors = watchForErrors(page, baseURL ?? '');
    const release = await holdAppCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    const box = page.getByRole('textbox', { name: 'Where are you?' });
    await box.pressSequentially('Ottawa');
    release();
    // The box keeps the words and the focus, and the suggestions come without another key.
    await page.getByRole('option', { name: 'Ottawa, ON, Canada' }).click();
    await expect(page).toHaveURL(/\/find\?lat=.*&lng=.*/);
    expect(errors).toEqual([]);
  });
});
