import type { Browser } from '@playwright/test';
import { expect, test } from './axe.ts';
import { dateButtonName, logIn, registerPerson } from './people.ts';

// Closures and booking rules, end to end (decisions 054 and 055): the owner closes the business
// for Christmas in the settings' Closures and special hours; the public page lists the closure and
// its days offer no times. A service with three hours' notice shows its first times of the day
// as too soon to book. Server and browsers read Tuesday 1 December 2026, 8:50 in Toronto (the
// server's clock is moved, PUT /api/dev/clock, only on the test server), so the dates are fixed.

const password = 'closures-pass1';
const stamp = `${Date.now()}`.slice(-6);
const NOW = new Date('2026-12-01T13:50:00Z');
const TORONTO = 'America/Toronto';

/** A page whose browser is in Toronto and reads the same fixed time as the server. */
async function torontoPage(browser: Browser) {
  const context = await browser.newContext({ timezoneId: TORONTO });
  await context.clock.setFixedTime(NOW);
  return context.newPage();
}

test.describe('closures and booking rules', () => {
  test.beforeAll(async ({ request }) => {
    const moved = await request.put('/api/dev/clock', { data: { now: NOW.toISOString() } });
    expect(moved.status()).toBe(200);
  });
  // Whatever happens, the next spec runs on real time again.
  test.afterAll(async ({ request }) => {
    await request.put('/api/dev/clock', { data: { now: null } });
  });

  test('the owner closes for Christmas; the public page shows it and offers no times then; notice greys the soonest times', async ({
    browser,
    request,
  }) => {
    const owner = await registerPerson(request, 'Noel', 'Owner', password);
    const name = `Yonge Dental ${stamp}`;
    const created = await request.post('/api/company', {
      headers: { 'x-auth-token': owner.token },
      data: {
        name,
        description: 'Family dentistry downtown',
        email: `yonge-${stamp}@example.com`,
        phone: '4165550111',
        category: 'Dental',
        subcategory: 'General Dentistry',
        street_address: '200 Yonge St',
        city: 'Toronto',
        province: 'ON',
        country: 'Canada',
        postal: 'M5B 2H1',
        lat: 43.6532,
        lng: -79.3832,
        services: [
          {
            name: 'Checkup',
            description: 'Exam and cleaning',
            price: '80',
            service_duration: 30,
            book_online: true,
          },
          {
            name: 'Consult',
            description: 'A first talk, booked three hours ahead',
            price: '60',
            service_duration: 30,
            book_online: true,
            min_notice: 180,
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const company = await created.json();
    expect(company.time_zone).toBe(TORONTO);

    await test.step('the owner adds "Christmas", Dec 24 to Dec 26, and saves', async () => {
      const page = await torontoPage(browser);
      await logIn(page, owner.email, password);
      await page.goto(`/business/service/${company._id}`);
      await page.getByRole('tab', { name: 'Business Hours' }).click();
      const closures = page.getByRole('region', { name: 'Closures and special hours' });
      await expect(closures.getByText('No closures to come.')).toBeVisible();
      await closures.getByLabel('First day').fill('2026-12-24');
      await closures.getByLabel('Last day').fill('2026-12-26');
      await closures.getByLabel('Reason (optional)').fill('Christmas');
      await closures.getByRole('button', { name: 'Add closure' }).click();
      const list = closures.getByRole('list', { name: 'Closures' });
      await expect(list.getByText('Closed Dec 24 – Dec 26: Christmas')).toBeVisible();
      await closures.getByRole('button', { name: 'Save closures' }).click();
      await expect(page.getByText('Closures saved')).toBeVisible();
      // Saved, not only listed: it is there after a reload.
      await page.reload();
      await page.getByRole('tab', { name: 'Business Hours' }).click();
      await expect(
        page
          .getByRole('region', { name: 'Closures and special hours' })
          .getByText('Closed Dec 24 – Dec 26: Christmas'),
      ).toBeVisible();
      await page.context().close();
    });

    const visitor = await torontoPage(browser);
    await test.step('the public page lists the closure and offers no times on those days', async () => {
      await visitor.goto(`/company/${company._id}`);
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
      const shown = visitor.getByRole('region', { name: 'Closures and special hours' });
      await expect(shown.getByText('Closed Dec 24 – Dec 26: Christmas')).toBeVisible();

      const dates = visitor.getByRole('group', { name: 'Dates in December 2026' });
      await expect(dates.getByRole('button', { name: dateButtonName('2026-12-23') })).toBeVisible();
      for (const day of ['2026-12-24', '2026-12-25', '2026-12-26'])
        await expect(dates.getByRole('button', { name: dateButtonName(day) })).toHaveCount(0);
      await expect(dates.getByRole('button', { name: dateButtonName('2026-12-27') })).toBeVisible();
    });

    await test.step('a service with three hours’ notice shows its soonest times as too soon', async () => {
      await visitor.getByRole('radiogroup', { name: 'Service' }).getByText('Consult').click();
      await visitor
        .getByRole('group', { name: 'Dates in December 2026' })
        .getByRole('button', { name: dateButtonName('2026-12-01') })
        .click();
      // 8:50 now: every time before 11:50 is inside the notice, shown but not offered.
      for (const time of ['9:00 AM', '10:00 AM', '11:30 AM'])
        await expect(
          visitor.getByRole('button', { name: new RegExp(`^${time}\\s*, too soon to book$`) }),
        ).toBeDisabled();
      const morning = visitor.getByRole('region', { name: 'Morning' });
      await expect(morning.getByText('Too soon to book online')).toBeVisible();
      await expect(visitor.getByRole('button', { name: '12:00 PM', exact: true })).toBeEnabled();

      // The service without notice offers the same morning.
      await visitor.getByRole('radiogroup', { name: 'Service' }).getByText('Checkup').click();
      await visitor
        .getByRole('group', { name: 'Dates in December 2026' })
        .getByRole('button', { name: dateButtonName('2026-12-01') })
        .click();
      await expect(visitor.getByRole('button', { name: '9:00 AM', exact: true })).toBeEnabled();
      await visitor.context().close();
    });
  });
});
