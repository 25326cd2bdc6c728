import { expect, test } from './axe.ts';
import { type ClinicPlace, createClinic, WEEKDAYS } from './clinics.ts';
import { chooseDate, dateButtonName, registerPerson, signedIn } from './people.ts';

// Finding by time, end to end (decision 062), on a phone: a customer filters /find to tomorrow
// morning in the phone's filter drawer, sees each business's first free time of tomorrow morning,
// follows the first one to the business page with that time chosen and books it. Another customer
// who had that page open on tomorrow on a laptop sees the time grey out without a reload
// (decision 061).
//
// The businesses are made here, in Timmins, Ontario, where the demo data has none: within the
// searched two miles are only these four, each kept out of the answer by one filter but one.

const stamp = `${Date.now()}`.slice(-6);
const password = 'find-time-pass1';
const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1280, height: 800 };
// The customers' clocks are the businesses' (Eastern Time), so "Tomorrow" is the same day to both.
const ZONE = 'America/Toronto';

/** A point in Timmins, ON, and a clinic's address there `north` degrees of latitude up the road. */
function timmins(lat: number, north: number): ClinicPlace {
  return {
    street_address: '220 Algonquin Blvd E',
    city: 'Timmins',
    province: 'ON',
    country: 'Canada',
    postal: 'P4N 1B3',
    lat: lat + north,
    lng: -81.3305,
  };
}

/** 'YYYY-MM-DD' of the day after today in `timeZone`. */
function tomorrowIn(timeZone: string): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** 'Sunday, November 29, 2026', as the chosen time's details and the booking name a day. */
function longDate(date: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

test.describe('finding by time', () => {
  test('on a phone: tomorrow morning’s first time, chosen from /find and booked; a laptop sees it go', async ({
    browser,
    request,
  }) => {
    const owner = await registerPerson(request, 'Tessa', 'Owner', password);
    const phonePerson = await registerPerson(request, 'Pavel', 'Phone', password);
    const laptopPerson = await registerPerson(request, 'Lara', 'Laptop', password);

    // A retry searches a place of its own: the first attempt's businesses are still there.
    const lat = 48.4758 + test.info().retry * 0.1;
    const tomorrow = tomorrowIn(ZONE);
    const tomorrowsWeekday = WEEKDAYS[new Date(`${tomorrow}T12:00:00Z`).getUTCDay()];
    // Nearest first: without the part-of-day filter the afternoon clinic would lead the list,
    // without the day filter the clinic closed tomorrow would be in it.
    const afternoons = await createClinic(request, owner.token, {
      name: `Algonquin Afternoon Physio ${stamp}`,
      place: timmins(lat, 0),
      hours: { open: 780, close: 1080 },
    });
    const closedTomorrow = await createClinic(request, owner.token, {
      name: `Mattagami Early Physio ${stamp}`,
      place: timmins(lat, 0.004),
      hours: { open: 480, close: 720 },
      closedOn: [tomorrowsWeekday],
    });
    const nineToFive = await createClinic(request, owner.token, {
      name: `Porcupine Physio ${stamp}`,
      place: timmins(lat, 0.008),
    });
    const halfPastTen = await createClinic(request, owner.token, {
      name: `Gillies Lake Physio ${stamp}`,
      place: timmins(lat, 0.012),
      hours: { open: 630, close: 960 },
    });
    for (const clinic of [afternoons, closedTomorrow, nineToFive, halfPastTen])
      expect(clinic.time_zone).toBe(ZONE);

    // The laptop's customer has Porcupine Physio open on tomorrow before the phone books.
    const laptop = await signedIn(browser, laptopPerson.email, password, {
      viewport: LAPTOP,
      timezoneId: ZONE,
    });
    await laptop.goto(`/company/${nineToFive._id}`);
    await expect(laptop.getByRole('heading', { level: 1, name: nineToFive.name })).toBeVisible();
    await chooseDate(laptop, tomorrow);
    await expect(laptop.getByRole('button', { name: '9:00 AM', exact: true })).toBeEnabled();
    // Set once: a reload would lose it, so it tells that the page was never loaded again.
    await laptop.evaluate(() => {
      (window as unknown as { stillTheSamePage: boolean }).stillTheSamePage = true;
    });

    const phone = await signedIn(browser, phonePerson.email, password, {
      viewport: PHONE,
      timezoneId: ZONE,
    });
    const list = phone.getByRole('list', { name: 'Businesses near you' });
    const cards = list.getByRole('listitem');

    await test.step('the phone opens /find in Timmins: the four businesses', async () => {
      await phone.goto(`/find?lat=${lat}&lng=-81.3305&miles=2`);
      await expect(phone.getByText('4 businesses', { exact: true })).toBeVisible();
      await expect(cards).toHaveCount(4);
    });

    await test.step('Tomorrow and Morning, in the filter drawer', async () => {
      await phone.getByRole('button', { name: 'Filters', exact: true }).click();
      const drawer = phone.getByRole('dialog', { name: 'When to book' });
      await expect(drawer).toBeVisible();
      await drawer
        .getByRole('radiogroup', { name: 'Day' })
        .getByText('Tomorrow', { exact: true })
        .click();
      await drawer
        .getByRole('radiogroup', { name: 'Part of day' })
        .getByText('Morning', { exact: true })
        .click();
      await expect(drawer.getByRole('radio', { name: 'Tomorrow' })).toBeChecked();
      await expect(drawer.getByRole('radio', { name: 'Morning' })).toBeChecked();
      await expect(phone).toHaveURL(new RegExp(`[?&]available_on=${tomorrow}(&|$)`));
      await expect(phone).toHaveURL(/[?&]period=morning(&|$)/);
      await drawer.getByRole('button', { name: 'Show businesses' }).click();
      await expect(drawer).toBeHidden();
      await expect(phone.getByRole('button', { name: 'Filters · 2' })).toBeVisible();
    });

    await test.step('the list: the two clinics open tomorrow morning, each at its first time', async () => {
      await expect(phone.getByText('2 businesses', { exact: true })).toBeVisible();
      await expect(cards).toHaveCount(2);
      await expect(
        cards.nth(0).getByRole('link', { name: nineToFive.name, exact: true }),
      ).toBeVisible();
      await expect(
        cards.nth(1).getByRole('link', { name: halfPastTen.name, exact: true }),
      ).toBeVisible();
      await expect(cards.getByRole('link', { name: /^Next: / })).toHaveText([
        'Next: Tomorrow 9:00 AM',
        'Next: Tomorrow 10:30 AM',
      ]);
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });

    await test.step('the first card’s time opens its page with that day and time chosen', async () => {
      await cards.nth(0).getByRole('link', { name: 'Next: Tomorrow 9:00 AM' }).click();
      await expect(phone.getByRole('heading', { level: 1, name: nineToFive.name })).toBeVisible();
      await expect(phone.getByRole('button', { name: dateButtonName(tomorrow) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(phone.getByRole('button', { name: '9:00 AM', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const details = phone.getByRole('region', { name: 'Assessment' });
      await expect(details.getByText(longDate(tomorrow))).toBeVisible();
      await expect(details.getByText('9:00 AM – 10:00 AM')).toBeVisible();
      // The choice is the page's own from here: the link's parameters have left the URL.
      await expect(phone).toHaveURL(new RegExp(`/company/${nineToFive._id}$`));
      const width = await phone.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
    });

    await test.step('the phone books it and sees the booking', async () => {
      await phone.getByRole('button', { name: 'Book Now' }).click();
      await expect(phone.getByText('Booking Created')).toBeVisible();
      await expect(phone).toHaveURL(/\/bookings\/[0-9a-f-]{36}$/);
      await expect(phone.getByRole('heading', { level: 1, name: 'Assessment' })).toBeVisible();
      await expect(phone.getByRole('link', { name: nineToFive.name, exact: true })).toBeVisible();
      const details = phone.getByRole('region', { name: 'Details' });
      await expect(details.getByText(longDate(tomorrow))).toBeVisible();
      await expect(details.getByText('9:00 AM – 10:00 AM')).toBeVisible();
    });

    await test.step('the laptop sees 9:00 AM grey out, without a reload', async () => {
      await expect(laptop.getByRole('button', { name: '9:00 AM, booked' })).toBeDisabled();
      await expect(laptop.getByRole('button', { name: '10:00 AM', exact: true })).toBeEnabled();
      const sameSinceOpened = await laptop.evaluate(
        () => (window as unknown as { stillTheSamePage?: boolean }).stillTheSamePage,
      );
      expect(sameSinceOpened).toBe(true);
    });
  });
});
