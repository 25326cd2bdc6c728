import { type Radicale, startRadicale } from '../server/src/test/radicale.ts';
import { expect, test } from './axe.ts';
import { createClinic } from './clinics.ts';
import { chooseDate, logIn, registerPerson } from './people.ts';

// Calendars, end to end, against a real CalDAV server (Radicale on loopback): an owner connects
// the business's calendar on the Booking Calendars tab; a customer books and the event appears
// in that calendar; the owner's own meeting added there greys its time out on the public page.

const stamp = `${Date.now()}`.slice(-6);
const password = 'calendar-pass1';

test.describe('calendars', () => {
  let radicale: Radicale;
  test.beforeAll(async () => {
    radicale = await startRadicale('olga', 'radicale-pass');
  });
  test.afterAll(async () => {
    await radicale?.stop();
  });

  test('an owner connects a CalDAV calendar; bookings land in it and its meetings block slots', async ({
    page,
    request,
  }) => {
    const calendar = await radicale.makeCalendar('shop');
    const owner = await registerPerson(request, 'Olga', 'Calendar', password);
    const customer = await registerPerson(request, 'Cyril', 'Calendar', password);
    // Open 9 to 5 every day, an hour-long Assessment booked online.
    const company = await createClinic(request, owner.token, {
      name: `Kensington Physio ${stamp}`,
    });
    const service = company.services[0];
    const slotsOf = async () =>
      (await (await request.get(`/api/company/${company._id}/slots?service=${service._id}`)).json())
        .days[2] as {
        date: string;
        slots: { start_time: number; start: number; unavailable: string | null }[];
      };

    await test.step('the owner connects the calendar on the Booking Calendars tab', async () => {
      await logIn(page, owner.email, password);
      await page.goto(`/business/service/${company._id}`);
      await page.getByRole('tab', { name: 'Booking Calendars' }).click();
      await expect(
        page.getByText('Connect your calendar to have your schedules booked in no time!'),
      ).toBeVisible();
      await page.getByLabel(/^Server address/).fill(radicale.url);
      await page.getByLabel(/^User name/).fill(radicale.username);
      await page.getByLabel(/^Password/).fill(radicale.password);
      await page.getByRole('button', { name: 'Connect CalDAV calendar' }).click();
      await expect(page.getByText('Calendar Connected').first()).toBeVisible();
      await expect(page.getByText(/Last read/)).toBeVisible();
    });

    const day = await slotsOf();
    await test.step('a customer books; the event is in the owner’s calendar', async () => {
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
      await expect
        .poll(async () => (await radicale.objects(calendar)).some((o) => o.includes(`UID:${id}`)), {
          timeout: 15_000,
        })
        .toBe(true);
      const event = (await radicale.objects(calendar)).find((o) => o.includes(id)) ?? '';
      expect(event).toContain('Assessment with Cyril Calendar');
    });

    await test.step('a meeting the owner adds to the calendar greys its time out', async () => {
      const one = day.slots.find((s) => s.start_time === 780);
      expect(one?.unavailable).toBeNull();
      await radicale.addEvent(
        calendar,
        `meeting-${stamp}`,
        new Date(one?.start ?? Number.NaN),
        new Date((one?.start ?? Number.NaN) + service.service_duration * 60_000),
      );
      await page.getByRole('button', { name: 'Sync now' }).click();
      await expect(page.getByText(/Last read/)).toBeVisible();
      expect((await slotsOf()).slots.find((s) => s.start_time === 780)?.unavailable).toBe('booked');

      await page.goto(`/company/${company._id}`);
      await chooseDate(page, day.date);
      await expect(page.getByRole('button', { name: /^1:00 PM\s*, booked$/ })).toBeDisabled();
      await expect(page.getByRole('button', { name: /^2:00 PM$/ })).toBeEnabled();
    });
  });
});
