import { expect, test } from './axe.ts';
import { createClinic } from './clinics.ts';
import { chooseDate, registerPerson, type SlotDay, signedIn } from './people.ts';

// Live slots, end to end (decision 061): two customers have one business page open, one on a
// laptop and one on a phone. The first books a time; the phone sees it grey out without a reload.
// Then the time the phone's customer had chosen is taken too: the page says so and lets go of it.

const stamp = `${Date.now()}`.slice(-6);
const password = 'live-slots-pass1';
const PHONE = { width: 375, height: 740 };
const JUST_TAKEN = 'This time was just taken — choose another';

test.describe('live slots', () => {
  test('a time booked on one screen greys out on another; a chosen one that goes is said', async ({
    browser,
    request,
  }) => {
    const owner = await registerPerson(request, 'Lena', 'Owner', password);
    const laptopPerson = await registerPerson(request, 'Lou', 'Laptop', password);
    const phonePerson = await registerPerson(request, 'Pia', 'Phone', password);
    const third = await registerPerson(request, 'Theo', 'Third', password);
    // Open 9 to 5 every day, an hour-long Assessment booked online.
    const company = await createClinic(request, owner.token, {
      name: `Queen West Physio ${stamp}`,
    });
    const service = company.services[0]._id;
    const slots = await (
      await request.get(`/api/company/${company._id}/slots?service=${service}`)
    ).json();
    // Two days ahead: every time of the day is still to come, whatever the hour now.
    const day = slots.days[2] as SlotDay;
    for (const time of [600, 840])
      expect(day.slots.find((s) => s.start_time === time)?.unavailable).toBeNull();

    const laptop = await signedIn(browser, laptopPerson.email, password);
    const phone = await signedIn(browser, phonePerson.email, password, { viewport: PHONE });
    for (const page of [laptop, phone]) {
      await page.goto(`/company/${company._id}`);
      await expect(page.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
      await chooseDate(page, day.date);
    }
    // Set once: a reload would lose it, so it tells that the page was never loaded again.
    await phone.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    await test.step('the phone chooses 10:00 AM', async () => {
      await phone.getByRole('button', { name: '10:00 AM', exact: true }).click();
      await expect(phone.getByRole('button', { name: 'Book Now' })).toBeVisible();
    });

    await test.step('the laptop books 2:00 PM; the phone sees it grey out', async () => {
      await laptop.getByRole('button', { name: '2:00 PM', exact: true }).click();
      await laptop.getByRole('button', { name: 'Book Now' }).click();
      await expect(laptop).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
      await expect(phone.getByRole('button', { name: '2:00 PM, booked' })).toBeDisabled();
      // The phone's own choice is untouched.
      await expect(phone.getByRole('button', { name: '10:00 AM', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(phone.getByText(JUST_TAKEN)).toHaveCount(0);
    });

    await test.step('someone else takes the phone’s 10:00 AM: the page says so', async () => {
      const booked = await request.post('/api/bookings', {
        headers: { 'x-auth-token': third.token },
        data: {
          company: company._id,
          service,
          start_date: day.date,
          start_time: 600,
          text: '',
          intakeForm: [],
        },
      });
      expect(booked.status(), await booked.text()).toBe(201);
      await expect(phone.getByRole('alert').filter({ hasText: JUST_TAKEN })).toBeVisible();
      await expect(phone.getByRole('button', { name: '10:00 AM, booked' })).toBeDisabled();
      await expect(phone.getByRole('button', { name: 'Book Now' })).toHaveCount(0);
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      const sameSinceOpened = await phone.evaluate(
        () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
      );
      expect(sameSinceOpened).toBe(true);
    });

    await test.step('the phone chooses another time and books it', async () => {
      await phone.getByRole('button', { name: '11:00 AM', exact: true }).click();
      await expect(phone.getByText(JUST_TAKEN)).toHaveCount(0);
      await phone.getByRole('button', { name: 'Book Now' }).click();
      await expect(phone).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
    });
  });
});
