import type { Browser } from '@playwright/test';
import { expect, test } from './axe.ts';
import { waitForMail } from './mail.ts';
import { bookTomorrow, logIn, registerPerson } from './people.ts';

// Times that say their zone (decision 056): a customer whose browser is in Toronto books at a
// Vancouver business and reads the appointment as '… PM PST' on the dashboard and the booking page;
// in a browser in Vancouver the same screens name no zone. The confirmation mail always does.

const password = 'zones-pass1';
const stamp = `${Date.now()}`.slice(-6);
const pacificRange = /\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M P[SD]T/;

/** Minutes past midnight as an en-US clock reads them: 600 → '10:00 AM'. */
const clockText = (minutes: number) =>
  `${((Math.floor(minutes / 60) + 11) % 12) + 1}:${String(minutes % 60).padStart(2, '0')} ${minutes < 720 ? 'AM' : 'PM'}`;

async function pageIn(browser: Browser, timezoneId: string, email: string) {
  const page = await (await browser.newContext({ timezoneId })).newPage();
  await logIn(page, email, password);
  return page;
}

test('times at a business in another zone say its zone, and only there', async ({
  browser,
  request,
}) => {
  const owner = await registerPerson(request, 'Vera', 'Owner', password);
  const customer = await registerPerson(request, 'Tom', 'Customer', password);
  const name = `Granville Physio ${stamp}`;
  const created = await request.post('/api/company', {
    headers: { 'x-auth-token': owner.token },
    data: {
      name,
      description: 'Physiotherapy downtown',
      email: `granville-${stamp}@example.com`,
      phone: '6045550111',
      category: 'Kinesiology',
      subcategory: 'Exercise Therapy',
      street_address: '800 Granville St',
      city: 'Vancouver',
      province: 'BC',
      country: 'Canada',
      postal: 'V6Z 1K3',
      lat: 49.2827,
      lng: -123.1207,
      services: [
        {
          name: 'Assessment',
          description: 'First visit',
          price: '90',
          service_duration: 30,
          book_online: true,
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const company = await created.json();
  expect(company.time_zone).toBe('America/Vancouver');
  const service = company.services[0]._id as string;
  const booking = await bookTomorrow(request, customer.token, company._id, service);

  await test.step('a browser in Toronto reads the Vancouver time with its zone', async () => {
    const page = await pageIn(browser, 'America/Toronto', customer.email);
    const upcoming = page.getByRole('region', { name: 'Upcoming Appointments' });
    await expect(upcoming.getByText(name)).toBeVisible();
    await expect(upcoming.getByText(pacificRange)).toBeVisible();
    await page.goto(`/bookings/${booking._id}`);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText(pacificRange)).toBeVisible();
    await page.context().close();
  });

  await test.step('a browser in Vancouver reads the same time without one', async () => {
    const page = await pageIn(browser, 'America/Vancouver', customer.email);
    await page.goto(`/bookings/${booking._id}`);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details.getByText(/\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/)).toBeVisible();
    // The browser's clock reads the booking at the local time the server booked (decision 072:
    // both follow British Columbia's one clock all year, not Node 20's old winter time).
    await expect(
      details.getByText(new RegExp(`^${clockText(booking.start_time)} – `)),
    ).toBeVisible();
    await expect(details.getByText(pacificRange)).toHaveCount(0);
    await page.context().close();
  });

  await test.step('the confirmation mail always names the zone', async () => {
    const mail = await waitForMail(customer.email, /^Booking confirmed: Assessment/);
    expect(mail.text).toMatch(new RegExp(`When: .*${pacificRange.source}`));
  });
});
