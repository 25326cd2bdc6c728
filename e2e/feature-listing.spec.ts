import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { waitForMail } from './mail.ts';

// Feature listing, end to end: an owner's card is declined with the card's message, then a test
// card pays for a month; the business is featured (badge, first in its area's search); a customer
// who signed up with the owner's referral link confirms their e-mail address from the mailed link
// and books; once the visit is over (the server's clock moved past it) the owner has earned a free
// month, used on the Feature Listing tab without a card.

const stamp = `${Date.now()}`.slice(-6);
const password = 'featured-pass1';
// Northern Manitoba, far from every demo business: the search around it finds only this test's.
const centre = { lat: 57.9, lng: -101.1 };

async function register(request: APIRequestContext, firstName: string, referrer?: string) {
  const email = `${firstName.toLowerCase()}-${stamp}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const res = await request.post('/api/users', {
    data: {
      firstName,
      lastName: 'Listing',
      email,
      phone: '8675550100',
      password,
      ...(referrer ? { refferalUserId: referrer } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const token = (await res.json()).token as string;
  const me = await (await request.get('/api/auth', { headers: { 'x-auth-token': token } })).json();
  return { email, token, id: me._id as string };
}

async function business(
  request: APIRequestContext,
  token: string,
  name: string,
  at: { lat: number; lng: number },
) {
  const res = await request.post('/api/company', {
    headers: { 'x-auth-token': token },
    data: {
      name,
      description: 'Outdoor gear fitting',
      email: `${name.split(' ')[0].toLowerCase()}-${stamp}@example.com`,
      phone: '8675550101',
      category: 'Athletic Therapy',
      subcategory: 'Rehabilitation',
      street_address: '2 Main St',
      city: 'Lynn Lake',
      province: 'MB',
      country: 'Canada',
      postal: 'R0B 0W0',
      ...at,
      services: [
        {
          name: 'Fitting',
          description: 'One hour',
          price: '60',
          service_duration: 60,
          book_online: true,
          intakeForm: [],
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function payWith(page: Page, card: string) {
  const form = page.getByRole('region', { name: 'Card payment' });
  await form.getByLabel(/^Card number/).fill(card);
  await form.getByLabel(/^Expiration date/).fill('12 / 34');
  await form.getByLabel(/^CVC/).fill('123');
  await form.getByRole('button', { name: 'Pay' }).click();
  return form;
}

test.describe('feature listing', () => {
  // Whatever happens, the next spec runs on real time again.
  test.afterAll(async ({ request }) => {
    await request.put('/api/dev/clock', { data: { now: null } });
  });

  test('an owner pays for a month by test card, is featured first, and uses a referral’s free month', async ({
    page,
    request,
    browser,
  }) => {
    // The referral month waits for the minute sweep of feature listings.
    test.setTimeout(180_000);
    const owner = await register(request, 'Felix');
    const near = await business(request, owner.token, `Nearer Outfitters ${stamp}`, centre);
    const ours = await business(request, owner.token, `Yukon Fitting ${stamp}`, {
      lat: centre.lat + 0.02,
      lng: centre.lng,
    });
    const search = async () =>
      (
        (await (
          await request.get(`/api/company?lat=${centre.lat}&lng=${centre.lng}&miles=15`)
        ).json()) as { items: { _id: string; is_featured: boolean }[] }
      ).items;
    expect((await search()).map((c) => c._id)).toEqual([near._id, ours._id]);

    await page.goto('/login');
    await page.getByLabel(/^Email( \*)?$/).fill(owner.email);
    await page.getByLabel(/^Password( \*)?$/).fill(password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/business/service/${ours._id}`);
    await page.getByRole('tab', { name: 'Feature Listing' }).click();
    await expect(page.getByRole('heading', { name: 'Add A Feature Listing' })).toBeVisible();

    await test.step('a declined card says so under the form', async () => {
      await page.getByRole('radio', { name: /^1 Month/ }).check();
      await page.getByRole('button', { name: 'Purchase Feature Listing' }).click();
      await expect(page.getByText('Test mode — no card is charged')).toBeVisible();
      const form = await payWith(page, '4000 0000 0000 0002');
      await expect(form.getByText('Your card was declined.')).toBeVisible();
    });

    await test.step('4242 4242 4242 4242 pays: the plan is active and the business featured', async () => {
      await payWith(page, '4242 4242 4242 4242');
      await expect(page.getByText('Feature listing purchased')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Card payment' })).toHaveCount(0);
      const row = page.getByRole('row').filter({ hasText: '1 Month' });
      await expect(row.getByText('active', { exact: true })).toBeVisible();
      await expect(row.getByText('$10')).toBeVisible();
      const found = await search();
      expect(found.map((c) => c._id)).toEqual([ours._id, near._id]);
      expect(found[0].is_featured).toBe(true);
      await page.goto(`/company/${ours._id}`);
      await expect(page.getByRole('heading', { level: 1, name: ours.name })).toBeVisible();
      await expect(page.getByText('Featured', { exact: true })).toBeVisible();
    });

    await test.step('a referred customer’s first visit earns a free month, used without a card', async () => {
      const referred = await register(request, 'Rita', owner.id);
      const mail = await waitForMail(referred.email, /Confirm your e-mail address/);
      const link = mail.text?.match(/https?:\/\/\S+\/confirm-email\/\S+/)?.[0];
      expect(link, mail.text).toBeDefined();
      // Opened from the mail, in a browser where nobody is signed in.
      const elsewhere = await browser.newContext();
      const visitor = await elsewhere.newPage();
      await visitor.goto(new URL(link as string).pathname);
      await expect(visitor.getByText(/Your e-mail address is confirmed/)).toBeVisible();
      await elsewhere.close();
      // A visit to someone else's business: one to the referrer's own would not count.
      const other = await register(request, 'Otto');
      const elsewhereShop = await business(request, other.token, `Lynn Lake Gear ${stamp}`, {
        lat: centre.lat - 0.05,
        lng: centre.lng,
      });
      const slots = await (
        await request.get(
          `/api/company/${elsewhereShop._id}/slots?service=${elsewhereShop.services[0]._id}`,
        )
      ).json();
      const day = slots.days.find((d: { slots: { unavailable: string | null }[] }) =>
        d.slots.some((s) => s.unavailable === null),
      );
      const slot = day.slots.find((s: { unavailable: string | null }) => s.unavailable === null);
      const booked = await request.post('/api/bookings', {
        headers: { 'x-auth-token': referred.token },
        data: {
          company: elsewhereShop._id,
          service: elsewhereShop.services[0]._id,
          start_date: day.date,
          start_time: slot.start_time,
          text: '',
          intakeForm: [],
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      const { end } = await booked.json();
      // Booked, not yet visited: nothing earned.
      await page.goto(`/business/service/${ours._id}`);
      await page.getByRole('tab', { name: 'Feature Listing' }).click();
      await expect(page.getByRole('heading', { name: 'Add A Feature Listing' })).toBeVisible();
      await expect(page.getByText('You have 1 free month')).toHaveCount(0);

      // The visit is over; the minute sweep gives the month.
      const later = new Date(Date.parse(end) + 60 * 60_000).toISOString();
      expect((await request.put('/api/dev/clock', { data: { now: later } })).status()).toBe(200);
      await expect(async () => {
        await page.reload();
        await page.getByRole('tab', { name: 'Feature Listing' }).click();
        await expect(page.getByText('You have 1 free month')).toBeVisible({ timeout: 3_000 });
      }).toPass({ timeout: 90_000 });
      await page.getByRole('button', { name: 'Use a free month' }).click();
      await expect(page.getByText('Free month applied')).toBeVisible();
      await expect(page.getByRole('row').filter({ hasText: 'Free month' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Use a free month' })).toHaveCount(0);
    });
  });
});
