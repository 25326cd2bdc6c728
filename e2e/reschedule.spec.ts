import { type Radicale, startRadicale } from '../server/src/test/radicale.ts';
import { icsStamp } from '../server/src/test/ics-text.ts';
import { expect, test } from './axe.ts';
import { createClinic } from './clinics.ts';
import { chooseDate, registerPerson, signedIn } from './people.ts';

// Rescheduling, end to end (docs/decisions/053): a customer on a phone moves an appointment from
// the dashboard with the business page's date and time picker; the owner then finds it at its new
// time in the Appointments tab, and the event in the owner's connected CalDAV calendar (a real
// Radicale on loopback) has moved with it: same UID, new start, a higher SEQUENCE.

const stamp = `${Date.now()}`.slice(-6);
const password = 'reschedule-pass1';
const PHONE = { width: 375, height: 740 };

test.describe('reschedule', () => {
  let radicale: Radicale;
  test.beforeAll(async () => {
    radicale = await startRadicale('rosa', 'radicale-pass');
  });
  test.afterAll(async () => {
    await radicale?.stop();
  });

  test('a customer on a phone moves an appointment; the owner sees it moved, calendar too', async ({
    browser,
    request,
  }) => {
    const calendar = await radicale.makeCalendar('clinic');
    const owner = await registerPerson(request, 'Rosa', 'Owner', password);
    const customer = await registerPerson(request, 'Milo', 'Mover', password);
    const name = `Annex Physio ${stamp}`;
    // Open 9 to 5 every day, an hour-long Assessment booked online.
    const company = await createClinic(request, owner.token, { name });
    const service = company.services[0];
    const slots = await (
      await request.get(`/api/company/${company._id}/slots?service=${service._id}`)
    ).json();
    const day = slots.days[2] as {
      date: string;
      slots: { start_time: number; start: number; unavailable: string | null }[];
    };
    const twoPm = day.slots.find((s) => s.start_time === 840);
    expect(twoPm?.unavailable).toBeNull();

    const ownerPage = await signedIn(browser, owner.email, password);
    await test.step('the owner connects the business’s CalDAV calendar', async () => {
      await ownerPage.goto(`/business/service/${company._id}`);
      await ownerPage.getByRole('tab', { name: 'Booking Calendars' }).click();
      await ownerPage.getByLabel(/^Server address/).fill(radicale.url);
      await ownerPage.getByLabel(/^User name/).fill(radicale.username);
      await ownerPage.getByLabel(/^Password/).fill(radicale.password);
      await ownerPage.getByRole('button', { name: 'Connect CalDAV calendar' }).click();
      await expect(ownerPage.getByText('Calendar Connected').first()).toBeVisible();
    });

    const booked = await request.post('/api/bookings', {
      headers: { 'x-auth-token': customer.token },
      data: {
        company: company._id,
        service: service._id,
        start_date: day.date,
        start_time: 600,
        text: '',
        intakeForm: [],
      },
    });
    expect(booked.status(), await booked.text()).toBe(201);
    const id = (await booked.json())._id as string;
    const eventOf = async () =>
      (await radicale.objects(calendar)).find((o) => o.includes(`UID:${id}`)) ?? '';
    await expect.poll(eventOf, { timeout: 15_000 }).toContain('Assessment with Milo Mover');

    const phone = await signedIn(browser, customer.email, password, { viewport: PHONE });
    await test.step('the customer reschedules from the dashboard, on a phone', async () => {
      const upcoming = phone.getByRole('region', { name: 'Upcoming Appointments' });
      await upcoming.getByRole('button', { name: `Reschedule Assessment at ${name}` }).click();
      const dialog = phone.getByRole('dialog', { name: 'Reschedule appointment' });
      await expect(dialog).toBeVisible();
      // Full screen on a phone: the dialog takes the whole width.
      const box = await dialog.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(PHONE.width - 1);
      await chooseDate(dialog, day.date);
      await expect(dialog.getByRole('button', { name: '10:00 AM, current time' })).toBeDisabled();
      await dialog.getByRole('button', { name: '2:00 PM', exact: true }).click();
      await expect(dialog.getByText(/^Move to .* 2:00 PM/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Move appointment' }).click();
      await expect(phone.getByText(/^Appointment moved to .* 2:00 PM/).first()).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(upcoming.getByText(/2:00 PM – 3:00 PM/)).toBeVisible();
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });

    await test.step('the booking page tells the move', async () => {
      await phone.goto(`/bookings/${id}`);
      await expect(
        phone
          .getByRole('region', { name: 'History' })
          .getByText(/^Moved from .* 10:00 AM.* by the customer$/),
      ).toBeVisible();
    });

    await test.step('the owner sees the new time in the Appointments tab', async () => {
      await ownerPage.goto(`/business/service/${company._id}`);
      await ownerPage.getByRole('tab', { name: 'Appointments' }).click();
      const future = ownerPage.getByRole('region', { name: 'Future Appointments' });
      await expect(future.getByText('Milo Mover')).toBeVisible();
      await expect(future.getByText(/2:00 PM – 3:00 PM/)).toBeVisible();
      await expect(future.getByText(/10:00 AM – 11:00 AM/)).toHaveCount(0);
    });

    await test.step('and the event moved in the owner’s calendar', async () => {
      const start = `DTSTART:${icsStamp(new Date(twoPm?.start ?? Number.NaN))}`;
      await expect.poll(eventOf, { timeout: 15_000 }).toContain(start);
      const event = await eventOf();
      expect(Number(/SEQUENCE:(\d+)/.exec(event)?.[1] ?? 0)).toBeGreaterThan(0);
      // One event, moved: not a second one beside the first.
      const all = (await radicale.objects(calendar)).filter((o) => o.includes(`UID:${id}`));
      expect(all).toHaveLength(1);
    });
  });
});
