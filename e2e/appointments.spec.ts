import type { Page } from '@playwright/test';
import { expect, test } from './axe.ts';
import { bookTomorrow, registerPerson, signedIn } from './people.ts';

// Appointments and notifications, end to end: after a booking the customer finds it under
// Upcoming Appointments and in the Personal notifications (reading them clears the unread count);
// the owner finds it in the business's Appointments tab and in the Business notifications. The
// server's clock is then moved past the appointment (PUT /api/dev/clock, only on the test server):
// it moves to both histories, and each side clears its own without touching the other's.

const stamp = `${Date.now()}`.slice(-6);
const password = 'appointments-pass1';

function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

async function clearHistory(page: Page) {
  const history = section(page, 'Appointment History');
  await history.getByRole('button', { name: 'Clear', exact: true }).click();
  const confirm = page.getByRole('dialog');
  await expect(
    confirm.getByText('Are you sure you want to clear Appointment History ?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Clear History' }).click();
  await expect(page.getByText('Appointment History Cleared')).toBeVisible();
  await expect(history.getByText('No Appointment history')).toBeVisible();
}

test.describe('appointments and notifications', () => {
  // Whatever happens, the next spec runs on real time again.
  test.afterAll(async ({ request }) => {
    await request.put('/api/dev/clock', { data: { now: null } });
  });

  test('lists, notifications, history after the appointment, clearing each side', async ({
    browser,
    request,
  }) => {
    const owner = await registerPerson(request, 'Olive', 'Owner', password);
    const customer = await registerPerson(request, 'Carl', 'Customer', password);
    const name = `Rideau Dental ${stamp}`;
    const created = await request.post('/api/company', {
      headers: { 'x-auth-token': owner.token },
      data: {
        name,
        description: 'Family dentistry',
        email: `rideau-${stamp}@example.com`,
        phone: '6135550111',
        category: 'Dental',
        subcategory: 'General Dentistry',
        street_address: '100 Rideau St',
        city: 'Ottawa',
        province: 'ON',
        country: 'Canada',
        postal: 'K1N 5X1',
        lat: 45.4275,
        lng: -75.6901,
        services: [
          {
            name: 'Check-up',
            description: 'Exam and cleaning',
            price: '120',
            service_duration: 30,
            book_online: true,
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const company = await created.json();
    const service = company.services[0]._id as string;

    const booking = await bookTomorrow(request, customer.token, company._id, service);
    const bookingPath = `/bookings/${booking._id}`;

    const customerPage = await signedIn(browser, customer.email, password);
    const ownerPage = await signedIn(browser, owner.email, password);

    await test.step('the customer sees it under Upcoming Appointments', async () => {
      const upcoming = section(customerPage, 'Upcoming Appointments');
      await expect(upcoming.getByText(name)).toBeVisible();
      await expect(upcoming.getByText('Check-up')).toBeVisible();
      await expect(upcoming.getByText('100 Rideau St')).toBeVisible();
      await expect(upcoming.getByRole('link', { name: `See map for ${name}` })).toHaveAttribute(
        'href',
        '/find?lat=45.4275&lng=-75.6901&zoom=13',
      );
      await expect(upcoming.getByRole('link', { name: /^Call .* 613-555-0111$/ })).toBeVisible();
      await upcoming
        .getByRole('link', { name: new RegExp(name) })
        .first()
        .click();
      await expect(customerPage).toHaveURL(new RegExp(`${bookingPath}$`));
    });

    await test.step('and in the Personal notifications, where opening them reads them', async () => {
      await customerPage.goto('/messages');
      const bell = customerPage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
      await expect(customerPage.getByRole('tab', { name: 'Personal 2 unread' })).toBeVisible();
      await expect(bell).toHaveAccessibleName('Notifications (2 unread)');
      // The welcome message opens the account page.
      await customerPage.getByRole('link', { name: /Welcome to Slotmap/ }).click();
      await expect(customerPage).toHaveURL(/\/account$/);
      await customerPage.goto('/messages');
      await expect(customerPage.getByRole('tab', { name: 'Personal 1 unread' })).toBeVisible();
      await customerPage.getByRole('link', { name: /Booking confirmed: Check-up/ }).click();
      await expect(customerPage).toHaveURL(new RegExp(`${bookingPath}$`));
      await expect(bell).toHaveAccessibleName('Notifications');
      // Came from a notification: back goes to the notifications.
      await customerPage.getByRole('button', { name: 'Back to notifications' }).click();
      await expect(customerPage).toHaveURL(/\/messages$/);
      await expect(customerPage.getByRole('tab', { name: 'Personal', exact: true })).toBeVisible();
    });

    await test.step('the owner sees it in the Appointments tab and the Business notifications', async () => {
      await ownerPage.goto(`/business/service/${company._id}`);
      await expect(ownerPage.getByRole('tab', { name: 'Appointments' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const future = section(ownerPage, 'Future Appointments');
      await expect(future.getByText('Carl Customer')).toBeVisible();
      await expect(future.getByRole('link', { name: 'Check-up' })).toHaveAttribute(
        'href',
        `/company/${company._id}`,
      );
      await expect(future.getByRole('link', { name })).toHaveAttribute('href', bookingPath);
      await expect(
        section(ownerPage, 'Appointment History').getByText('No Appointment history'),
      ).toBeVisible();

      await ownerPage.goto('/messages');
      await ownerPage.getByRole('tab', { name: /^Business/ }).click();
      await expect(
        ownerPage.getByRole('link', { name: /New booking: Carl Customer, Check-up/ }),
      ).toBeVisible();
    });

    await test.step('once the appointment is over it is history on both sides', async () => {
      const later = new Date(Date.parse(booking.end) + 60 * 60_000).toISOString();
      const moved = await request.put('/api/dev/clock', { data: { now: later } });
      expect(moved.status()).toBe(200);

      await customerPage.goto('/dashboard');
      await expect(
        section(customerPage, 'Upcoming Appointments').getByText(
          'You have no upcoming appointments',
        ),
      ).toBeVisible();
      await customerPage.goto('/account#appointment-history');
      await expect(
        section(customerPage, 'Future Appointments').getByText('No Future Appointments'),
      ).toBeVisible();
      await expect(section(customerPage, 'Appointment History').getByText(name)).toBeVisible();

      await ownerPage.goto(`/business/service/${company._id}`);
      await expect(
        section(ownerPage, 'Future Appointments').getByText('No Future Appointments'),
      ).toBeVisible();
      await expect(
        section(ownerPage, 'Appointment History').getByText('Carl Customer'),
      ).toBeVisible();
    });

    await test.step('each side clears its own history and not the other', async () => {
      await clearHistory(customerPage);
      await ownerPage.reload();
      await expect(
        section(ownerPage, 'Appointment History').getByText('Carl Customer'),
      ).toBeVisible();

      await clearHistory(ownerPage);
      // The booking itself stays: both parties still open it.
      for (const account of [customer, owner]) {
        const res = await request.get(`/api${bookingPath}`, {
          headers: { 'x-auth-token': account.token },
        });
        expect(res.status()).toBe(200);
      }
      await customerPage.reload();
      await expect(
        section(customerPage, 'Appointment History').getByText('No Appointment history'),
      ).toBeVisible();
    });

    await customerPage.context().close();
    await ownerPage.context().close();
  });
});
