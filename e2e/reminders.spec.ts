import { expect, test } from './axe.ts';
import { waitForMail } from './mail.ts';
import { chooseDate, logIn, registerPerson } from './people.ts';

// Reminders you can see being sent (decision 057), end to end: a customer with a phone books with
// "Text me reminders" on, from a browser in Toronto at a Vancouver business; the booking page lists
// the four reminders (mail and text, 24 h and 2 h before) with their times in the business's zone.
// The server's clock is moved past the 24 h offset (PUT /api/dev/clock, only on the test server);
// after the next sweep the booking page shows the mail reminder sent and the mail arrives. The
// owner's Appointments tab shows the booking's bell, whose tooltip counts the reminders by state.

const password = 'reminders-pass1';
const stamp = `${Date.now()}`.slice(-6);
const pacific = /\d{1,2}:\d{2} [AP]M P[SD]T/;

interface Reminder {
  channel: 'mail' | 'text';
  due_at: string;
  state: string;
}

/** '9:00 AM', as the business page's time buttons name a start in minutes after midnight. */
function timeLabel(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(minutes % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

test.describe('reminders', () => {
  // Whatever happens, the next spec runs on real time again.
  test.afterAll(async ({ request }) => {
    await request.put('/api/dev/clock', { data: { now: null } });
  });

  test('scheduled when booked, sent at their offset, seen by customer and owner', async ({
    browser,
    request,
  }) => {
    // The sweep runs every half minute: waiting for it takes longer than most journeys.
    test.setTimeout(180_000);
    const owner = await registerPerson(request, 'Rhea', 'Owner', password);
    const customer = await registerPerson(request, 'Remy', 'Customer', password);
    const name = `Kitsilano Chiro ${stamp}`;
    const created = await request.post('/api/company', {
      headers: { 'x-auth-token': owner.token },
      data: {
        name,
        description: 'Chiropractic care',
        email: `kitsilano-${stamp}@example.com`,
        phone: '6045550123',
        category: 'Kinesiology',
        subcategory: 'Exercise Therapy',
        street_address: '2000 W 4th Ave',
        city: 'Vancouver',
        province: 'BC',
        country: 'Canada',
        postal: 'V6J 1M7',
        lat: 49.2681,
        lng: -123.1513,
        services: [
          {
            name: 'Adjustment',
            description: 'Spinal adjustment',
            price: '75',
            service_duration: 30,
            book_online: true,
          },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const company = await created.json();
    expect(company.time_zone).toBe('America/Vancouver');
    expect(company.reminder_offsets).toEqual([1440, 120]);
    const service = company.services[0]._id as string;

    // Two days ahead or later, so that both offsets are still to come when it is booked.
    const slots = await (
      await request.get(`/api/company/${company._id}/slots?service=${service}`)
    ).json();
    const day = slots.days
      .slice(2)
      .find((d: { slots: { unavailable: string | null }[] }) =>
        d.slots.some((s) => s.unavailable === null),
      );
    const slot = day.slots.find(
      (s: { unavailable: string | null; start_time: number }) => s.unavailable === null,
    );

    const page = await (await browser.newContext({ timezoneId: 'America/Toronto' })).newPage();
    let bookingId = '';

    await test.step('the customer books with "Text me reminders" on', async () => {
      await logIn(page, customer.email, password);
      await page.goto(`/company/${company._id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await chooseDate(page, day.date);
      await page.getByRole('button', { name: timeLabel(slot.start_time), exact: true }).click();
      const textMe = page.getByRole('checkbox', { name: 'Text me reminders' });
      await expect(textMe).not.toBeChecked();
      await expect(
        page.getByText('To 416-555-0142. Reply STOP to any text to stop them.'),
      ).toBeVisible();
      await textMe.check();
      await page.getByRole('button', { name: 'Book Now' }).click();
      await expect(page.getByText('Booking Created')).toBeVisible();
      await expect(page).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
      bookingId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    });

    await test.step('the booking page lists each reminder, when it is due, in the zone', async () => {
      const card = page.getByRole('region', { name: 'Reminders' });
      const items = card.getByRole('listitem');
      await expect(items).toHaveCount(4);
      for (const how of ['e-mail', 'text message']) {
        const lines = card.getByText(new RegExp(`^Scheduled by ${how} for .*${pacific.source}$`));
        await expect(lines).toHaveCount(2);
      }
      await expect(card.getByText('scheduled', { exact: true })).toHaveCount(4);
    });

    const res = await request.get(`/api/bookings/${bookingId}`, {
      headers: { 'x-auth-token': customer.token },
    });
    expect(res.status()).toBe(200);
    const booking = await res.json();
    const reminders = booking.reminders as Reminder[];
    expect(reminders.map((r) => [r.channel, r.state])).toEqual([
      ['mail', 'scheduled'],
      ['text', 'scheduled'],
      ['mail', 'scheduled'],
      ['text', 'scheduled'],
    ]);
    const dayBefore = reminders[0].due_at;
    expect(Date.parse(booking.start) - Date.parse(dayBefore)).toBe(24 * 60 * 60_000);

    await test.step('past the 24 h offset the sweep sends the mail reminder', async () => {
      const later = new Date(Date.parse(dayBefore) + 60_000).toISOString();
      const moved = await request.put('/api/dev/clock', { data: { now: later } });
      expect(moved.status()).toBe(200);

      const card = page.getByRole('region', { name: 'Reminders' });
      // The sweep runs every half minute; the page reads the booking again on each reload.
      await expect(async () => {
        await page.reload();
        await expect(card.getByText(/^Sent by e-mail on /)).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 90_000, intervals: [3_000] });
      await expect(
        card.getByText(new RegExp(`^Sent by e-mail on .*${pacific.source}$`)),
      ).toBeVisible();
      await expect(
        card.getByText(new RegExp(`^Scheduled by e-mail for .*${pacific.source}$`)),
      ).toHaveCount(1);

      const mail = await waitForMail(customer.email, /^Reminder: Adjustment at /);
      expect(mail.subject).toContain(name);
      expect(mail.text).toMatch(pacific);
      expect(mail.html).toBeTruthy();
    });

    await test.step("the owner's Appointments tab shows the bell and its tooltip", async () => {
      const after = await (
        await request.get(`/api/bookings/${bookingId}`, {
          headers: { 'x-auth-token': owner.token },
        })
      ).json();
      const sent = (after.reminders as Reminder[]).filter((r) => r.state === 'sent').length;
      expect(sent).toBeGreaterThanOrEqual(1);
      const summary = `Reminders: ${4 - sent} scheduled, ${sent} sent`;

      const ownerPage = await (await browser.newContext()).newPage();
      await logIn(ownerPage, owner.email, password);
      await ownerPage.goto(`/business/service/${company._id}`);
      const future = ownerPage.getByRole('region', { name: 'Future Appointments' });
      await expect(future.getByText('Remy Customer')).toBeVisible();
      const bell = future.getByRole('img', { name: summary });
      await expect(bell).toBeVisible();
      await bell.hover();
      await expect(ownerPage.getByRole('tooltip')).toHaveText(summary);
      await ownerPage.context().close();
    });

    await page.context().close();
  });
});
